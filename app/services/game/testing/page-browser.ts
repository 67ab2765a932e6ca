import { exports } from "cloudflare:workers";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

/**
 * A browser without JavaScript on one page (workerd tests): document GETs and urlencoded form
 * POSTs (redirects not followed), carrying its cookies and the guest cookie the server gives it.
 * `ip`: its address (`CF-Connecting-IP`), for the rate limits a guest spends per address.
 */
export function pageBrowser(
  page: string,
  { language = "zh-CN", ip }: { language?: "zh-CN" | "en-US"; ip?: string } = {},
) {
  let cookies = `i18n_redirected=${language}`;
  const address: Record<string, string> = ip ? { "CF-Connecting-IP": ip } : {};
  const remember = (response: Response) => {
    const guest = response.headers.get("Set-Cookie")?.match(/dd_guest=[^;]+/)?.[0];
    if (guest) cookies = `${cookies.replace(/; dd_guest=[^;]+/, "")}; ${guest}`;
  };
  return {
    page,
    cookies: () => cookies,
    /** The guest id of this browser's `dd_guest` cookie, "" before the server gave one. */
    guestId: () => cookies.match(/dd_guest=([^;]+)/)?.[1] ?? "",
    async get() {
      const response = await worker.fetch(page, {
        headers: { Accept: "text/html", Cookie: cookies, ...address },
      });
      return { status: response.status, html: await response.text(), headers: response.headers };
    },
    async post(fields: Record<string, string>) {
      const response = await worker.fetch(page, {
        method: "POST",
        redirect: "manual",
        headers: {
          Accept: "text/html",
          Cookie: cookies,
          "Content-Type": "application/x-www-form-urlencoded",
          ...address,
        },
        body: new URLSearchParams(fields).toString(),
      });
      remember(response);
      return { status: response.status, html: await response.text(), headers: response.headers };
    },
  };
}
