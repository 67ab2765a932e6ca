import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { localeFromPath, localizePath } from "~/i18n/config";
import { type AuthUser, getAuthUser } from "~/services/auth/current-user.server";
import { UNKNOWN_ROUTE_MIDDLEWARE } from "~/utils/auth-messages";

/**
 * A same-origin path to go back to after login, or null. Anything that could leave the site
 * (`//evil`, `/\evil`, `https://...`, control characters) is refused.
 */
export function safeRedirectPath(to: unknown): string | null {
  if (typeof to !== "string" || to.length > 2048) return null;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\\]/.test(to)) return null;
  try {
    const url = new URL(to, "http://same.origin");
    if (url.origin !== "http://same.origin") return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** Where a signed-in user goes after login: the `redirectTo` that sent them, else the home page. */
export function afterLoginPath(request: Request, redirectTo: unknown): string {
  return safeRedirectPath(redirectTo) ?? localizePath("/", localeFromPath(new URL(request.url).pathname));
}

/** The login page of the URL's language, which brings the visitor back to the URL afterwards. */
export function loginRedirect(url: URL): Response {
  const locale = localeFromPath(url.pathname);
  const back = encodeURIComponent(url.pathname + url.search);
  return redirect(`${localizePath("/auth/login", locale)}?redirectTo=${back}`);
}

/** spec §6 signed-in pages: guests go to the login page, which brings them back afterwards. */
export async function requireUserForPage(context: AppLoadContext, request: Request): Promise<AuthUser> {
  const user = await getAuthUser(context, request);
  if (user) return user;
  throw loginRedirect(new URL(request.url));
}

/** spec §6 guest-only pages (login, register): a signed-in user is sent to the home page. */
export async function requireGuest(context: AppLoadContext, request: Request): Promise<void> {
  const user = await getAuthUser(context, request);
  if (user) throw redirect(localizePath("/", localeFromPath(new URL(request.url).pathname)));
}

export const UNKNOWN_GUARD_MESSAGE = UNKNOWN_ROUTE_MIDDLEWARE;

type Guard = (context: AppLoadContext, request: Request) => Promise<unknown>;

/** Named guards, as routes declare them (spec §8: a missing name is an error, never "open"). */
export const routeGuards: Record<string, Guard> = {
  auth: requireUserForPage,
  guest: requireGuest,
};

export async function runRouteGuard(name: string, context: AppLoadContext, request: Request): Promise<void> {
  const guard = Object.hasOwn(routeGuards, name) ? routeGuards[name] : undefined;
  if (!guard) throw new Error(UNKNOWN_GUARD_MESSAGE);
  await guard(context, request);
}
