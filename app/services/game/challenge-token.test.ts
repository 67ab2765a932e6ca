import { describe, expect, it } from "vitest";
import { challengeToken, readChallengeToken } from "./challenge-token";
import { isGuestId, newGuestId, playerKey } from "./guest-player";
import { currentStreak } from "./player-stats.server";

const env = { DAILY_SECRET: "unit-secret" };

describe("challenge tokens", () => {
  it("round-trips a record id and refuses a tampered or foreign token", async () => {
    const token = await challengeToken({ env }, 4242);
    expect(token).toMatch(/^4242\.[\w-]{22}$/);
    expect(await readChallengeToken({ env }, token)).toBe(4242);
    const [, mac] = token.split(".");
    expect(await readChallengeToken({ env }, `4243.${mac}`)).toBeNull();
    expect(await readChallengeToken({ env: { DAILY_SECRET: "other" } }, token)).toBeNull();
    expect(await readChallengeToken({ env }, "4242")).toBeNull();
    expect(await readChallengeToken({ env }, `4242.${"A".repeat(22)}`)).toBeNull();
  });
});

describe("guest ids", () => {
  it("are 128 random bits, told apart from anything else", () => {
    const a = newGuestId();
    expect(a).toMatch(/^g_[0-9a-f]{32}$/);
    expect(newGuestId()).not.toBe(a);
    expect(isGuestId(a)).toBe(true);
    expect(isGuestId("g_123")).toBe(false);
    expect(playerKey({ userId: 7, guestId: a })).toBe("u:7");
    expect(playerKey({ userId: null, guestId: a })).toBe(`g:${a}`);
    expect(playerKey({ userId: null, guestId: null })).toBeNull();
  });
});

describe("current streak", () => {
  const row = { lastRun: 3, lastWinDay: "2026-11-21", lastDailyDay: "2026-11-21", lastDailyWon: true };
  it("holds on the day after the last win until that day's daily is lost", () => {
    expect(currentStreak(row, "2026-11-21")).toBe(3);
    expect(currentStreak(row, "2026-11-22")).toBe(3);
    expect(currentStreak({ ...row, lastDailyDay: "2026-11-22", lastDailyWon: false }, "2026-11-22")).toBe(0);
    expect(currentStreak(row, "2026-11-23")).toBe(0);
    expect(currentStreak({ ...row, lastWinDay: null }, "2026-11-21")).toBe(0);
  });
});
