import { exports } from "cloudflare:workers";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

/**
 * A browser without JavaScript on one page (workerd tests): document GETs and urlencoded form
 * POSTs (redirects not followed), carrying its cookies and the guest cookies the server gives it
 * (`dd_guest`, and `dd_guest_key`, which makes the guest's budgets its own: ADR 037).
 * `ip`: its address (`CF-Connecting-IP`), for the rate limits spent per address.
 */
export function pageBrowser(
  page: string,
  { language = "zh-CN", ip }: { language?: "zh-CN" | "en-US"; ip?: string } = {},
) {
  let cookies = `i18n_redirected=${language}`;
  const address: Record<string, string> = ip ? { "CF-Connecting-IP": ip } : {};
  const remember = (response: Response) => {
    for (const name of ["dd_guest", "dd_guest_key"]) {
      const given = response.headers
        .getSetCookie()
        .map((cookie) => cookie.match(new RegExp(`^${name}=[^;]+`))?.[0])
        .find(Boolean);
      if (given) cookies = `${cookies.replace(new RegExp(`; ${name}=[^;]+`), "")}; ${given}`;
    }
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
