import { createCookie } from "@remix-run/cloudflare";
import { z } from "zod";
import { PALETTES, type Palette } from "~/utils/palette";

const COOKIE_NAME = "dd_palette";
const paletteCookie = createCookie(COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 365 * 24 * 60 * 60,
});

export const paletteFormSchema = z.object({
  palette: z.enum(PALETTES),
  redirectTo: z.string().max(2048).optional(),
});

/** The palette this browser chose, "default" when none. */
export async function readPalette(request: Request): Promise<Palette> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${COOKIE_NAME}=`)) return "default";
  return (await paletteCookie.parse(header)) === "colorblind" ? "colorblind" : "default";
}

export function paletteCookieHeader(palette: Palette): Promise<string> {
  return paletteCookie.serialize(palette);
}
