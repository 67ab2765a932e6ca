import { useLocation } from "@remix-run/react";
import { stripLocale } from "~/i18n/config";
import { useLocalePath } from "~/i18n/use-locale-path";

/**
 * A "Sign in" or "Sign up" link that brings the player back to the page it came from:
 * `redirectTo` is this page's path and query, which the login and register pages check again
 * (`safeRedirectPath`: a same-site path only). On an auth page itself the link keeps that page's own
 * `redirectTo`, and home needs none.
 */
export function useAuthHref(path: "/auth/login" | "/auth/register"): string {
  const lp = useLocalePath();
  const location = useLocation();
  const href = lp(path);
  if (stripLocale(location.pathname).startsWith("/auth/")) {
    const kept = new URLSearchParams(location.search).get("redirectTo");
    return kept ? `${href}?redirectTo=${encodeURIComponent(kept)}` : href;
  }
  const back = `${location.pathname}${location.search}`;
  if (stripLocale(location.pathname) === "/" && !location.search) return href;
  return `${href}?redirectTo=${encodeURIComponent(back)}`;
}
