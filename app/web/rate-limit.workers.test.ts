import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, raw } from "~/services/datasets/testing/api-client";
import { createTestUser } from "../../tests/factories/users";
import { gateOfBuild } from "../../tests/integration/testing/route-gate";

/** Sends `send` until it answers 429 (at most `max` times); returns the 429 and how many went before. */
async function burst(send: () => Promise<Response>, max: number) {
  for (let sent = 0; sent < max; sent++) {
    const response = await send();
    if (response.status === 429) return { response, before: sent };
    await response.body?.cancel();
  }
  throw new Error(`no 429 after ${max} requests`);
}

describe("rate limits", () => {
  it("answer an API write burst with 429, Retry-After and the error envelope", async () => {
    const user = await createTestUser(env.DB);
    const { response, before } = await burst(
      () =>
        raw("/api/v1/favorite", {
          method: "POST",
          headers: { Authorization: `Bearer ${user.accessToken}`, "Content-Type": "application/json" },
          body: JSON.stringify({ dataset_id: 999_999_999 }),
        }),
      125,
    );
    expect(before).toBeGreaterThanOrEqual(1);
    expect(before).toBeLessThanOrEqual(120);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await response.json()) as { code: number; details: { retry_after: number } };
    expect(body.code).toBe(429);
    expect(body.details.retry_after).toBe(retryAfter);
    // Another user is not affected.
    const other = await createTestUser(env.DB);
    const fine = await api("/api/v1/favorite", {
      method: "POST",
      token: other.accessToken,
      body: { dataset_id: 999_999_999 },
    });
    expect(fine.status).toBe(404);
  }, 30_000);

  it("show a page form burst as a form message with 429 and Retry-After", async () => {
    const user = await createTestUser(env.DB);
    const { response } = await burst(
      () =>
        raw("/en-US/datasets/create", {
          method: "POST",
          headers: { Accept: "text/html", Cookie: user.sessionCookie },
          body: new URLSearchParams({ name: "" }),
        }),
      125,
    );
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    const html = await response.text();
    expect(html).toMatch(/Too many requests\. Try again in 1 minute\./);
  }, 60_000);

  it("answer a limited write no page form answers, sent by the page's script, in single fetch's format", async () => {
    // The profile page's action picks one of three forms itself: the gate refuses it when spent.
    const user = await createTestUser(env.DB);
    const favorite = () =>
      raw("/api/v1/favorite", {
        method: "POST",
        headers: { Authorization: `Bearer ${user.accessToken}`, "Content-Type": "application/json" },
        body: JSON.stringify({ dataset_id: 999_999_999 }),
      });
    // Spent with a few seconds of its (fixed) window left, so the next post is still in it.
    let left = Number((await burst(favorite, 125)).response.headers.get("Retry-After"));
    while (left < 3) {
      await new Promise((resolve) => setTimeout(resolve, left * 1000));
      left = Number((await burst(favorite, 125)).response.headers.get("Retry-After"));
    }
    const response = await raw("/en-US/profile.data", {
      method: "POST",
      headers: { Cookie: user.sessionCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ nickname: "spent" }),
    });
    expect(response.status).toBe(429);
    // Remix's script decodes this (the 429 error page in the page's language); a plain-text body
    // failed to decode ("Unable to decode turbo-stream response"), which showed the 500 page.
    expect(response.headers.get("Content-Type")).toMatch(/^text\/x-script/);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await response.text()).not.toMatch(/^Too many requests/);
    // Without the script, the same post is the 429 error page in the page's language.
    const page = await raw("/profile", {
      method: "POST",
      headers: {
        Accept: "text/html",
        Cookie: `i18n_redirected=zh-CN; ${user.sessionCookie}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ nickname: "spent" }),
    });
    expect(page.status).toBe(429);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    const html = await page.text();
    expect(html).toContain("请求过于频繁");
    expect(html).toContain('data-status="429"');
  }, 60_000);

  it("count guests per IP (sign-ups): one address spent does not block another", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const signUp = (from: string) =>
      raw("/api/v1/register", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "CF-Connecting-IP": from,
          "X-Forwarded-For": "10.0.0.1",
        },
        body: JSON.stringify({ username: "x" }),
      });
    const { before } = await burst(() => signUp(ip), 25);
    expect(before).toBeLessThanOrEqual(20);
    // Another address still may.
    expect((await signUp(`198.51.100.${Math.floor(Math.random() * 200) + 1}`)).status).toBe(400);
  });

  it("limit expensive reads (typed search) but not plain browsing", async () => {
    const user = await createTestUser(env.DB);
    const { response } = await burst(
      () =>
        raw("/api/v1/dataset/search?search=planet", {
          headers: { Authorization: `Bearer ${user.accessToken}` },
        }),
      130,
    );
    expect(response.status).toBe(429);
    const tier = async (path: string, method = "GET", body?: URLSearchParams) => {
      const headers: Record<string, string> = body
        ? {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(String(body).length),
          }
        : {};
      return (await gateOfBuild().price(new Request(`http://x${path}`, { method, body, headers }))).tier;
    };
    expect(await tier("/api/v1/dataset")).toBeNull();
    expect(await tier("/api/v1/dataset?query=abc")).toBe("search");
    expect(await tier("/API/v1/Dataset/Search/")).toBe("search");
    expect(await tier("/en-US/datasets?q=abc")).toBe("search");
    expect(await tier("/api/v1/login", "POST")).toBeNull();
    expect(await tier("/en-US/game/3", "POST", new URLSearchParams({ intent: "start" }))).toBe("gameStart");
    // The embed plays the game page: its starts and guesses spend the same tiers, not a write budget of their own.
    expect(await tier("/embed/game/3/daily", "POST", new URLSearchParams({ intent: "start" }))).toBe(
      "gameStart",
    );
    expect(
      await tier("/en-US/embed/game/3/daily.data", "POST", new URLSearchParams({ intent: "start" })),
    ).toBe("gameStart");
    expect(await tier("/embed/game/3/daily", "POST", new URLSearchParams({ intent: "guess" }))).toBe("play");
    expect(await tier("/api/v1/dataset/3/versions", "POST")).toBe("upload");
    expect(await tier("/api/v1/dataset/3/versions")).toBeNull();
    expect(await tier("/api/v1/dataset/3", "DELETE")).toBe("write");
    expect(await tier("/api/v1/game/record/9/guess", "POST")).toBe("play");
    expect(await tier("/api/v1/no-such-thing", "POST")).toBe("write");
  }, 60_000);
});
