import { describe, expect, it } from "vitest";
import { type RouteTiers, requestCost, routeTier, spendRateLimits } from "./rate-limit.server";

/** A binding that counts the keys it was asked about and refuses past `limit`. */
function countingLimiter(limit: number) {
  const seen = new Map<string, number>();
  return {
    seen,
    limit: async ({ key }: { key: string }) => {
      seen.set(key, (seen.get(key) ?? 0) + 1);
      return { success: (seen.get(key) ?? 0) <= limit };
    },
  };
}

const request = (path: string, init: RequestInit & { ip?: string } = {}) =>
  new Request(`http://x${path}`, {
    ...init,
    headers: { ...(init.ip ? { "CF-Connecting-IP": init.ip } : {}), ...(init.headers ?? {}) },
  });

describe("rate limits", () => {
  it("spend the IP's budget on a request that matches no tier", async () => {
    const ip = countingLimiter(2);
    const env = { RL_IP: ip };
    const send = () =>
      spendRateLimits(env, request("/api/v1/dataset-types", { ip: "203.0.113.9" }), null, async () => null);
    expect(await send()).toBeNull();
    expect(await send()).toBeNull();
    expect(await send()).toBeGreaterThanOrEqual(1);
    expect(ip.seen.get("ip:203.0.113.9")).toBe(3);
  });

  it("weigh an upload by its declared size, and an unstated size as the largest", () => {
    const upload = (length: string | null) =>
      requestCost(
        "upload",
        request("/api/v1/dataset/1/versions", {
          method: "POST",
          headers: length ? { "Content-Length": length } : {},
        }),
      );
    expect(upload("2000")).toBe(1);
    expect(upload(String(5 * 1024 * 1024))).toBe(6);
    // Charged as the largest upload allowed (10 MB: 1 + 10 units).
    expect(upload(null)).toBe(11);
    expect(
      requestCost("write", request("/x", { method: "POST", headers: { "Content-Length": "9999999" } })),
    ).toBe(1);
  });

  it("spend a weighed upload's units on the tier", async () => {
    const upload = countingLimiter(30);
    const env = { RL_UPLOAD: upload };
    const big = request("/api/v1/dataset/1/versions", {
      method: "POST",
      headers: { "Content-Length": String(5 * 1024 * 1024) },
    });
    for (let i = 0; i < 5; i++) expect(await spendRateLimits(env, big, "upload", async () => 7)).toBeNull();
    expect(await spendRateLimits(env, big, "upload", async () => 7)).toBeGreaterThanOrEqual(1);
  });

  it("read a route's tier from what its module declares: unsaid, reads spend only the IP budget and writes spend write", () => {
    const url = new URL("http://x/Game/3/");
    const game: RouteTiers = { intents: { start: "gameStart", restart: "gameStart" }, write: "play" };
    expect(routeTier(game, "POST", url, "start")).toBe("gameStart");
    expect(routeTier(game, "POST", url, "guess")).toBe("play");
    expect(routeTier(game, "POST", url, null)).toBe("play");
    expect(routeTier(game, "GET", url)).toBeNull();
    expect(routeTier({ write: null }, "POST", url)).toBeNull();
    expect(routeTier(undefined, "POST", url)).toBe("write");
    expect(routeTier(undefined, "DELETE", url)).toBe("write");
    expect(routeTier(undefined, "GET", url)).toBeNull();
    expect(routeTier({ read: "download" }, "HEAD", url)).toBe("download");
    const list: RouteTiers = { searchParam: "q" };
    expect(routeTier(list, "GET", new URL("http://x/datasets?q=abc"))).toBe("search");
    expect(routeTier(list, "GET", new URL("http://x/datasets?q="))).toBeNull();
    expect(routeTier(list, "POST", new URL("http://x/datasets?q=abc"))).toBe("write");
  });
});
