/**
 * The origin links to this site are made on (og:url, og:image, share and embed links): `APP_ORIGIN`
 * when it is set, as it is in production, so a forged `Host` header never reaches a page (nor a page
 * the shared cache keeps for other visitors); the request's own origin only where it is not set.
 */
export function siteOrigin(env: { APP_ORIGIN?: string }, url: URL): string {
  const configured = env.APP_ORIGIN?.trim().replace(/\/+$/, "");
  return configured || url.origin;
}
