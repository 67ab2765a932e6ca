import { describe, expect, it } from "vitest";
import { addDays, dailyDateOf, isDailyDate, nextResetAt } from "./daily-date.server";

describe("daily dates", () => {
  it("assigns a game started just before midnight UTC to the day it started", () => {
    expect(dailyDateOf(new Date("2026-11-22T23:59:59.999Z"))).toBe("2026-11-22");
    expect(dailyDateOf(new Date("2026-11-23T00:00:00.000Z"))).toBe("2026-11-23");
  });

  it("uses UTC, not the local offset of the time", () => {
    expect(dailyDateOf(new Date("2026-11-23T07:30:00+08:00"))).toBe("2026-11-22");
  });

  it("accepts only real calendar days", () => {
    expect(isDailyDate("2026-02-28")).toBe(true);
    expect(isDailyDate("2028-02-29")).toBe(true);
    expect(isDailyDate("2026-02-29")).toBe(false);
    expect(isDailyDate("2026-2-1")).toBe(false);
    expect(isDailyDate("2026-11-22T00:00")).toBe(false);
  });

  it("resets at the next 00:00 UTC, across months and years", () => {
    expect(nextResetAt("2026-12-31").toISOString()).toBe("2027-01-01T00:00:00.000Z");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
