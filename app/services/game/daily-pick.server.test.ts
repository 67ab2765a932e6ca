import { describe, expect, it } from "vitest";
import { dailyDigest, digestIndex } from "./daily-pick.server";

describe("daily pick randomness", () => {
  it("is the HMAC-SHA256 of the date under the secret", async () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    const digest = await dailyDigest("Jefe", "what do ya want for nothing?");
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    expect(hex).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  });

  it("is deterministic per date and differs between dates", async () => {
    const a = await dailyDigest("s", "2026-11-22");
    expect(await dailyDigest("s", "2026-11-22")).toEqual(a);
    expect(await dailyDigest("s", "2026-11-23")).not.toEqual(a);
  });

  it("maps digest bytes into the range", () => {
    const digest = new Uint8Array(32).fill(255);
    for (const size of [1, 2, 7, 100]) {
      const index = digestIndex(digest, 0, size);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(size);
    }
    expect(digestIndex(new Uint8Array([0, 0, 0, 0, 0, 5]), 0, 3)).toBe(2);
    expect(() => digestIndex(digest, 0, 0)).toThrow(RangeError);
  });
});
