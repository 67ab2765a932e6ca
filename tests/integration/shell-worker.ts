import { exports } from "cloudflare:workers";

/** The built Worker (workers/app.ts with the Remix build inside), called like a browser would. */
export const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A document request from a browser that already has the locale cookie (no first-visit redirect). */
export function page(
  path: string,
  locale = "zh-CN",
  headers: Record<string, string> = {},
): Promise<Response> {
  return worker.fetch(`http://localhost${path}`, {
    headers: {
      Accept: "text/html",
      "User-Agent": BROWSER_UA,
      Cookie: `i18n_redirected=${locale}`,
      ...headers,
    },
    redirect: "manual",
  });
}
