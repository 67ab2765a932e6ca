import { GitHub, Google } from "arctic";
import type { AppEnv } from "~/services/deps.server";

export const oauthProviderNames = ["github", "google"] as const;
export type OAuthProvider = (typeof oauthProviderNames)[number];

type OAuthEnv = Pick<
  AppEnv,
  "GITHUB_CLIENT_ID" | "GITHUB_CLIENT_SECRET" | "GOOGLE_CLIENT_ID" | "GOOGLE_CLIENT_SECRET"
>;

function credentials(env: OAuthEnv, provider: OAuthProvider) {
  const id = provider === "github" ? env.GITHUB_CLIENT_ID : env.GOOGLE_CLIENT_ID;
  const secret = provider === "github" ? env.GITHUB_CLIENT_SECRET : env.GOOGLE_CLIENT_SECRET;
  return id && secret ? { id, secret } : null;
}

/** A provider without both client id and secret is not offered. */
export function enabledOAuthProviders({ env }: { env: OAuthEnv }): OAuthProvider[] {
  return oauthProviderNames.filter((provider) => credentials(env, provider) !== null);
}

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === "string" && (oauthProviderNames as readonly string[]).includes(value);
}

export function oauthClient(
  { env }: { env: OAuthEnv },
  provider: "github",
  redirectUri: string,
): GitHub | null;
export function oauthClient(
  { env }: { env: OAuthEnv },
  provider: "google",
  redirectUri: string,
): Google | null;
export function oauthClient(
  { env }: { env: OAuthEnv },
  provider: OAuthProvider,
  redirectUri: string,
): GitHub | Google | null;
export function oauthClient({ env }: { env: OAuthEnv }, provider: OAuthProvider, redirectUri: string) {
  const creds = credentials(env, provider);
  if (!creds) return null;
  return provider === "github"
    ? new GitHub(creds.id, creds.secret, redirectUri)
    : new Google(creds.id, creds.secret, redirectUri);
}
