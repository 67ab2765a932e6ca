/** A local `APP_ORIGIN` (wrangler.toml's `http://localhost:8787`): no deployment is reached there. */
const LOOPBACK = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
/** A host only a local network reaches: loopback, or a private address (a phone on the same Wi-Fi). */
const LOCAL_HOST =
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/i;

/**
 * The origin links to this site are made on (og:url, og:image, share, challenge and embed links):
 * `APP_ORIGIN` when it is set, as it is in production, so a forged `Host` header never reaches a page
 * (nor a page the shared cache keeps for other visitors). Where it is not set, or is a local one and
 * the page was served on a local host (`npm start` on another port, or opened from a phone on the same
 * network), the origin the page was actually served on: a link made there must open there.
 */
export function siteOrigin(env: { APP_ORIGIN?: string }, url: URL): string {
  const configured = env.APP_ORIGIN?.trim().replace(/\/+$/, "");
  if (!configured) return url.origin;
  return LOOPBACK.test(configured) && LOCAL_HOST.test(url.hostname) ? url.origin : configured;
}
