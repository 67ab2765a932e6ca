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

/** A player whose starts spend only its own budget (a user, a guest from before), or also its IP's start guard (a new guest). */
const own = (key: string) => async () => ({ key, sharesIpStart: false });
const newGuest = (key: string) => async () => ({ key, sharesIpStart: true });

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
    for (let i = 0; i < 5; i++) expect(await spendRateLimits(env, big, "upload", own("u:7"))).toBeNull();
    expect(await spendRateLimits(env, big, "upload", own("u:7"))).toBeGreaterThanOrEqual(1);
  });

  it("count a tier per player first: 40 players behind one IP each spend their own, and only the flood guard is shared", async () => {
    const play = countingLimiter(30);
    const ipGuard = countingLimiter(3000);
    const env = { RL_PLAY: play, RL_IP: ipGuard };
    const guess = request("/api/v1/game/record/1/guess", { method: "POST", ip: "203.0.113.40" });
    for (let player = 0; player < 40; player++) {
      for (let i = 0; i < 6; i++) {
        expect(await spendRateLimits(env, guess, "play", own(`g:guest${player}`))).toBeNull();
      }
    }
    expect(play.seen.get("play:g:guest0")).toBe(6);
    expect(play.seen.has("play:ip:203.0.113.40")).toBe(false);
    expect(ipGuard.seen.get("ip:203.0.113.40")).toBe(240);
  });

  it("count an unknown caller per IP, and its start as a new guest's (guestStart), not the players' own start tier", async () => {
    const gameStart = countingLimiter(30);
    const guestStart = countingLimiter(60);
    const play = countingLimiter(30);
    const env = { RL_GAME_START: gameStart, RL_GUEST_START: guestStart, RL_PLAY: play };
    const post = request("/game/1", { method: "POST", ip: "203.0.113.41" });
    expect(await spendRateLimits(env, post, "gameStart", async () => null)).toBeNull();
    expect(await spendRateLimits(env, post, "play", async () => null)).toBeNull();
    expect(guestStart.seen.get("guestStart:ip:203.0.113.41")).toBe(1);
    expect(gameStart.seen.size).toBe(0);
    expect(play.seen.get("play:ip:203.0.113.41")).toBe(1);
  });

  it("cap the starts of an IP's new guests: 55 freshly marked guests cannot start 660 games a minute", async () => {
    const gameStart = countingLimiter(30);
    const ipStart = countingLimiter(240);
    const env = { RL_GAME_START: gameStart, RL_IP_START: ipStart };
    const post = request("/api/v1/game/start", { method: "POST", ip: "203.0.113.42" });
    let refused = 0;
    for (let guest = 0; guest < 55; guest++) {
      for (let i = 0; i < 12; i++) {
        if ((await spendRateLimits(env, post, "gameStart", newGuest(`g:guest${guest}`))) !== null) refused++;
      }
    }
    expect(ipStart.seen.get("ipStart:203.0.113.42")).toBe(660);
    expect(refused).toBe(660 - 240);
    // A classroom of new guests at browser pace (40 players, one start each in the minute) fits with room to spare.
    const classroom = { RL_GAME_START: countingLimiter(30), RL_IP_START: countingLimiter(240) };
    for (let player = 0; player < 40; player++) {
      expect(await spendRateLimits(classroom, post, "gameStart", newGuest(`g:${player}`))).toBeNull();
    }
    // Guesses do not spend it.
    expect(await spendRateLimits(env, post, "play", newGuest("g:guest0"))).toBeNull();
  });

  it("never refuse a signed-in player or a guest from before for the starts of the IP's new guests (ADR 055)", async () => {
    const ipStart = countingLimiter(240);
    const env = {
      RL_GAME_START: countingLimiter(30),
      RL_GUEST_START: countingLimiter(60),
      RL_IP_START: ipStart,
    };
    const post = request("/api/v1/game/record", { method: "POST", ip: "203.0.113.43" });
    // The abuser: 60 cookie-less starts mint 60 guests, which then start until the guard refuses.
    for (let i = 0; i < 60; i++) await spendRateLimits(env, post, "gameStart", async () => null);
    for (let guest = 0; guest < 60; guest++)
      for (let i = 0; i < 5; i++) await spendRateLimits(env, post, "gameStart", newGuest(`g:abuser${guest}`));
    expect(await spendRateLimits(env, post, "gameStart", newGuest("g:abuser0"))).not.toBeNull();
    expect(await spendRateLimits(env, post, "gameStart", own("u:12"))).toBeNull();
    expect(await spendRateLimits(env, post, "gameStart", own("g:older"))).toBeNull();
    expect(ipStart.seen.has("ipStart:u:12")).toBe(false);
  });

  it("cap every upload from one IP, whoever makes it: 6 accounts cannot preview 24 tables of 6 MB a minute, a class of 30 previewing small tables twice can", async () => {
    const ipUpload = countingLimiter(60);
    const env = { RL_UPLOAD: countingLimiter(30), RL_IP_UPLOAD: ipUpload };
    const wide = request("/api/v1/dataset/1/versions?dry_run=true", {
      method: "POST",
      ip: "203.0.113.43",
      headers: { "Content-Length": String(6_200_000) },
    });
    let served = 0;
    for (let account = 0; account < 6; account++) {
      for (let i = 0; i < 4; i++) {
        if ((await spendRateLimits(env, wide, "upload", own(`u:${account}`))) === null) served++;
      }
    }
    // 6 units each (one per started MiB): 10 fit the IP's 60, where each account alone allowed 5 (30 in all).
    expect(served).toBe(10);
    expect(ipUpload.seen.get("ipUpload:203.0.113.43")).toBe(24 * 6);
    const classroom = { RL_UPLOAD: countingLimiter(30), RL_IP_UPLOAD: countingLimiter(60) };
    const small = request("/api/v1/dataset/1/versions?dry_run=true", {
      method: "POST",
      ip: "203.0.113.44",
      headers: { "Content-Length": "300000" },
    });
    for (let author = 0; author < 30; author++) {
      for (let i = 0; i < 2; i++) {
        expect(await spendRateLimits(classroom, small, "upload", own(`u:${author}`))).toBeNull();
      }
    }
    // Other writes do not spend it.
    expect(await spendRateLimits(env, wide, "write", own("u:0"))).toBeNull();
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
