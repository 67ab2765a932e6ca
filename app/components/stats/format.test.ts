import { describe, expect, it } from "vitest";
import { formatDuration, formatNumber, formatPercent, formatUtcDate, timeLeft } from "./format";

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

describe("cached formatters", () => {
  it("write what a new Intl formatter per call wrote, in both locales", () => {
    for (const locale of ["zh-CN", "en-US"]) {
      for (const iso of ["2024-05-01T23:30:00.000Z", "1999-12-31T00:00:00.000Z"]) {
        expect(formatUtcDate(iso, locale)).toBe(
          new Date(iso).toLocaleDateString(locale, { timeZone: "UTC" }),
        );
      }
      expect(formatNumber(1234.567, locale, 1)).toBe(
        new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.567),
      );
      expect(formatNumber(1234.567, locale)).toBe(new Intl.NumberFormat(locale).format(1235));
      expect(formatPercent(0.5, locale)).toBe(
        new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(0.5),
      );
    }
    expect(formatUtcDate("2024-05-01T23:30:00.000Z", "zh-CN")).toBe("2024/5/1");
    expect(formatUtcDate("2024-05-01T23:30:00.000Z", "en-US")).toBe("5/1/2024");
  });

  it("remembers each date's text per locale and instant, whatever form the instant takes", () => {
    const instant = Date.UTC(2025, 0, 2, 12);
    expect(formatUtcDate(new Date(instant), "en-US")).toBe("1/2/2025");
    expect(formatUtcDate(instant, "en-US")).toBe("1/2/2025");
    expect(formatUtcDate(instant, "zh-CN")).toBe("2025/1/2");
    expect(formatUtcDate(new Date(instant + 86_400_000), "en-US")).toBe("1/3/2025");
    expect(formatUtcDate(instant, "en-US")).toBe("1/2/2025");
  });
});
