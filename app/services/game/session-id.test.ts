import { describe, expect, it } from "vitest";
import { isSessionId, newSessionId, randomIndex } from "./session-id";

describe("newSessionId", () => {
  it("is 'sess_' followed by at least 24 URL-safe characters, different every time", () => {
    const a = newSessionId();
    expect(a).toMatch(/^sess_[A-Za-z0-9_-]{24,}$/);
    expect(isSessionId(a)).toBe(true);
    expect(newSessionId()).not.toBe(a);
  });
  it("refuses anything else", () => {
    expect(isSessionId("sess_short")).toBe(false);
    expect(isSessionId(`x${newSessionId()}`)).toBe(false);
  });
});

describe("randomIndex", () => {
  it("stays within bounds and reaches every index", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const value = randomIndex(5);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(5);
      seen.add(value);
    }
    expect(seen.size).toBe(5);
  });
});
