import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

// ADR 036: reads may come from a D1 replica; after a write the player carries a bookmark (cookie
// and x-d1-bookmark header) and their next page's D1 session starts from it, so it sees the write.
const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const unique = () => Math.random().toString(36).slice(2, 10);

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("a player's own write on their next page (D1 sessions)", () => {
  it("a browser's API write sets the bookmark cookie; its next page sees the write", async () => {
    const name = `bm_${unique()}`;
    const registered = await worker.fetch("http://localhost/api/v1/register", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "CF-Connecting-IP": "10.9.0.2",
        Cookie: "i18n_redirected=en-US",
      },
      body: JSON.stringify({ username: name, password: "a-long-unusual-pass" }),
    });
    expect(registered.status).toBe(200);
    const bookmark = registered.headers.get("x-d1-bookmark");
    expect(bookmark).toBeTruthy();
    const cookies = cookiesOf(registered);
    expect(cookies).toContain(`d1_bookmark=${encodeURIComponent(bookmark ?? "")}`);
    expect(cookies).toContain("dd_session=");

    const profile = await worker.fetch("http://localhost/en-US/profile", {
      headers: { Accept: "text/html", Cookie: `i18n_redirected=en-US; ${cookies}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain(name);
  });

  it("an API client without cookies gets the bookmark in a header only and may send it back", async () => {
    const name = `bm_${unique()}`;
    const registered = await worker.fetch("http://localhost/api/v1/register", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "10.9.0.3" },
      body: JSON.stringify({ username: name, password: "a-long-unusual-pass" }),
    });
    const bookmark = registered.headers.get("x-d1-bookmark") ?? "";
    expect(bookmark).not.toBe("");
    expect(registered.headers.getSetCookie().some((cookie) => cookie.startsWith("d1_bookmark="))).toBe(false);
    const { data } = (await registered.json()) as { data: { access_token: string } };
    const me = await worker.fetch("http://localhost/api/v1/profile/me", {
      headers: { Authorization: `Bearer ${data.access_token}`, "x-d1-bookmark": bookmark },
    });
    expect(me.status).toBe(200);
    expect(await me.text()).toContain(name);
  });

  it("a read sets no bookmark", async () => {
    const page = await worker.fetch("http://localhost/en-US/datasets", {
      headers: { Accept: "text/html", Cookie: "i18n_redirected=en-US" },
    });
    expect(page.headers.get("x-d1-bookmark")).toBeNull();
    expect(page.headers.getSetCookie()).toEqual([]);
  });
});
