import { describe, expect, it } from "vitest";
import { formatDuration, formatPercent, timeLeft } from "./format";

describe("formatDuration", () => {
  it("shows minutes and seconds, and hours when needed", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(75)).toBe("1:15");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(-3)).toBe("0:00");
  });
});

describe("timeLeft", () => {
  it("counts down to the next reset and stops at zero", () => {
    const reset = Date.parse("2026-11-23T00:00:00Z");
    expect(timeLeft(reset, Date.parse("2026-11-22T21:58:30Z"))).toEqual({
      hours: 2,
      minutes: 1,
      seconds: 30,
    });
    expect(timeLeft(reset, reset + 5000)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("formatPercent", () => {
  it("formats a 0–1 rate for the locale", () => {
    expect(formatPercent(0.875, "en-US")).toBe("87.5%");
  });
});
