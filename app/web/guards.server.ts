import { type AppLoadContext, redirect } from "@remix-run/cloudflare";
import { localeFromPath, localizePath } from "~/i18n/config";
import { type AuthUser, getAuthUser } from "./current-user.server";

/**
 * A same-origin path to go back to (after login, after a form), or null. The check runs on the
 * NORMALISED path, the one that would be sent: `/.//evil.example` normalises to `//evil.example`
 * (another host to a browser), so it is refused like `//evil`, `/\evil`, `https://...` and
 * control characters.
 */
export function safeRedirectPath(to: unknown): string | null {
  if (typeof to !== "string" || to.length > 2048 || !to.startsWith("/")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, "http://same.origin");
  } catch {
    return null;
  }
  if (url.origin !== "http://same.origin") return null;
  const path = url.pathname + url.search + url.hash;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  return path;
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
