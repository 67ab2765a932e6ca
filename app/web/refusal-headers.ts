import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * A page's headers when its form was refused: the refusal's own (Retry-After on a 429), else the
 * loader's. Without a `headers` export Remix drops an action's headers from the page it renders.
 */
export const refusalOrLoaderHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
