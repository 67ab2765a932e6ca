import { type ActionFunctionArgs, replace } from "@remix-run/cloudflare";
import { safeRedirectPath } from "~/web/guards.server";
import { paletteCookieHeader, paletteFormSchema } from "~/web/palette.server";

/** POST only: remembers the palette in a cookie and goes back to the page that asked. */
export async function action({ request }: ActionFunctionArgs) {
  const parsed = paletteFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("palette must be one of: default, colorblind", { status: 400 });
  const back = safeRedirectPath(parsed.data.redirectTo) ?? "/";
  // `replace`: with JavaScript the fetcher's redirect does not add a history entry.
  return replace(back, {
    status: 303,
    headers: { "Set-Cookie": await paletteCookieHeader(parsed.data.palette) },
  });
}
