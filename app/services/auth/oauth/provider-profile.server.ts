import type { OAuthProvider } from "./providers.server";

/** What we need from a provider account. */
export type ProviderProfile = {
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  login: string | null;
  name: string | null;
  avatarUrl: string | null;
};

type Fetch = typeof fetch;

async function getJson(fetchImpl: Fetch, url: string, accessToken: string): Promise<unknown> {
  const response = await fetchImpl(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json", "User-Agent": "Datadle" },
  });
  if (!response.ok) throw new Error(`Provider API ${url} answered ${response.status}`);
  return response.json();
}

const str = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

async function githubProfile(fetchImpl: Fetch, accessToken: string): Promise<ProviderProfile> {
  const user = (await getJson(fetchImpl, "https://api.github.com/user", accessToken)) as Record<
    string,
    unknown
  >;
  const emails = (await getJson(fetchImpl, "https://api.github.com/user/emails", accessToken).catch(
    () => [],
  )) as {
    email?: unknown;
    primary?: unknown;
    verified?: unknown;
  }[];
  const primary = Array.isArray(emails)
    ? emails.find((e) => e.primary === true && e.verified === true)
    : undefined;
  if (user.id === undefined || user.id === null) throw new Error("GitHub user without id");
  return {
    providerUserId: String(user.id),
    email: str(primary?.email)?.toLowerCase() ?? null,
    emailVerified: primary !== undefined,
    login: str(user.login),
    name: str(user.name),
    avatarUrl: str(user.avatar_url),
  };
}

async function googleProfile(fetchImpl: Fetch, accessToken: string): Promise<ProviderProfile> {
  const info = (await getJson(
    fetchImpl,
    "https://openidconnect.googleapis.com/v1/userinfo",
    accessToken,
  )) as Record<string, unknown>;
  const sub = str(info.sub);
  if (!sub) throw new Error("Google user without sub");
  const email = str(info.email)?.toLowerCase() ?? null;
  return {
    providerUserId: sub,
    email,
    emailVerified: info.email_verified === true && email !== null,
    login: email ? email.split("@")[0] : null,
    name: str(info.name),
    avatarUrl: str(info.picture),
  };
}

export function fetchProviderProfile(provider: OAuthProvider, accessToken: string, fetchImpl: Fetch = fetch) {
  return provider === "github"
    ? githubProfile(fetchImpl, accessToken)
    : googleProfile(fetchImpl, accessToken);
}
