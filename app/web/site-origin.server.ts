/** A local `APP_ORIGIN` (wrangler.toml's `http://localhost:8787`): no deployment is reached there. */
const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * The origin links to this site are made on (og:url, og:image, share, challenge and embed links):
 * `APP_ORIGIN` when it is set, as it is in production, so a forged `Host` header never reaches a page
 * (nor a page the shared cache keeps for other visitors). Where it is not set, or is a local one
 * (`npm start` on another port or host than wrangler.toml's), the origin the page was actually served
 * on: a link made there must open there.
 */
export function siteOrigin(env: { APP_ORIGIN?: string }, url: URL): string {
  const configured = env.APP_ORIGIN?.trim().replace(/\/+$/, "");
  return configured && !LOOPBACK.test(configured) ? configured : url.origin;
}
