import { type AppLoadContext, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { enabledOAuthProviders } from "~/services/auth/oauth/providers.server";
import type { UserRow } from "~/services/auth/users.server";
import { DomainError } from "~/utils/domain-error";
import { signIn } from "./auth-session.server";
import { afterLoginPath, requireGuest, safeRedirectPath } from "./guards.server";
import { createToastHeaders } from "./toast.server";

/** What the login and register pages load: guests only, where to go back to, which providers. */
export async function loadGuestAuthPage(
  context: AppLoadContext,
  request: Request,
  titleKey: "login.metaTitle" | "register.metaTitle",
) {
  await requireGuest(context, request);
  const url = new URL(request.url);
  const t = getT(localeFromPath(url.pathname), "auth");
  return {
    title: t(titleKey),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) ?? "",
    providers: enabledOAuthProviders(context.cloudflare),
  };
}

export type GuestAuthPageData = Awaited<ReturnType<typeof loadGuestAuthPage>>;

/** The loader of the login or register page. */
export function guestAuthLoader(titleKey: "login.metaTitle" | "register.metaTitle") {
  return ({ request, context }: LoaderFunctionArgs) => loadGuestAuthPage(context, request, titleKey);
}

/**
 * The start of a login or register submit: a signed-in user goes home, and a filled honeypot (a
 * bot) is refused with the form's own failure (`reason`), like a wrong password.
 */
export async function requireHumanGuest(
  context: AppLoadContext,
  request: Request,
  honeypot: string | undefined,
  reason: "loginFailed" | "registerFailed",
): Promise<void> {
  await requireGuest(context, request);
  if (honeypot) throw new DomainError("INVALID", "Honeypot filled").because(reason);
}

/** Signed in by a page form: the session cookie, and back to where the visitor came from (else home). */
export async function signInAndGoBack(
  context: AppLoadContext,
  request: Request,
  user: UserRow,
  rememberMe: boolean,
  redirectTo: string | undefined,
): Promise<Response> {
  const { setCookies, claimed } = await signIn(context, request, user, rememberMe);
  return redirectKeepingGames(
    request,
    afterLoginPath(request, redirectTo),
    claimed,
    setCookies.map((cookie): [string, string] => ["Set-Cookie", cookie]),
  );
}

/** After a sign-in: to `path`, saying so when the games played as a guest were kept (a toast). */
export async function redirectKeepingGames(
  request: Request,
  path: string,
  claimed: number,
  headers: HeadersInit,
) {
  const all = new Headers(headers);
  if (claimed > 0) {
    const t = getT(localeFromPath(new URL(request.url).pathname), "auth");
    const toast = await createToastHeaders({ type: "success", title: t("gamesKept", { count: claimed }) });
    for (const cookie of toast.getSetCookie()) all.append("Set-Cookie", cookie);
  }
  return redirect(path, { headers: all });
}
