import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isLocale, localizePath } from "~/i18n/config";
import { serializeLocaleCookie } from "~/i18n/locale-cookie";
import { safeRedirectPath } from "~/web/guards.server";

/**
 * The language switch (spec §4): saves the chosen language in `i18n_redirected` and opens the
 * same page in it. A plain link, so it works before hydration and without JavaScript; choosing
 * here is the only way an existing choice changes (visiting a prefixed page does not).
 * A page route (the component never renders): an unknown language is the site's own 404 page, in
 * the default language, not a bare text answer.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = params.locale;
  if (!isLocale(locale)) throw new Response(null, { status: 404, statusText: "Unknown language" });
  const back = new URL(safeRedirectPath(new URL(request.url).searchParams.get("to")) ?? "/", "http://x");
  return new Response(null, {
    status: 302,
    headers: {
      Location: localizePath(back.pathname, locale) + back.search + back.hash,
      "Set-Cookie": serializeLocaleCookie(locale),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

export default function LanguageSwitchRoute() {
  return null;
}
