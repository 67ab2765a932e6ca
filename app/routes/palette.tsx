import { type ActionFunctionArgs, type LoaderFunctionArgs, replace } from "@remix-run/cloudflare";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { safeRedirectPath } from "~/web/guards.server";
import { pageNotFound } from "~/web/not-found.server";
import { paletteCookieHeader, paletteFormSchema } from "~/web/palette.server";
import type { RouteTiers } from "~/web/rate-limit.server";
import { createToastHeaders } from "~/web/toast.server";

/** docs/rate-limits.md: A display choice (a cookie) is not worth a tier: only the IP budget. */
export const rateTiers: RouteTiers = { write: null };

/**
 * POST only: remembers the palette in a cookie and goes back to the page that asked. A value the
 * toggle never sends changes nothing and says so on that page, in its language (an unsafe or
 * missing `redirectTo` goes home).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const back = safeRedirectPath(form.redirectTo) ?? "/";
  const parsed = paletteFormSchema.safeParse(form);
  // `replace`: with JavaScript the fetcher's redirect does not add a history entry.
  if (!parsed.success) {
    const t = getT(localeFromPath(new URL(back, "http://x").pathname), "game");
    return replace(back, {
      status: 303,
      headers: await createToastHeaders({ type: "error", title: t("palette.invalid") }),
    });
  }
  return replace(back, {
    status: 303,
    headers: { "Set-Cookie": await paletteCookieHeader(parsed.data.palette) },
  });
}

/** There is no palette page: a GET (a browser opening the form's URL) is the app's 404 page. */
export function loader({ request }: LoaderFunctionArgs): never {
  throw pageNotFound(request);
}

// A component makes this a page route, so that 404 is the app's error page, not bare text.
export default function Palette() {
  return null;
}
