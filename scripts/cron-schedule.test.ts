import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cronMatches, cronsOf, nextRun, parseCron } from "./cron-schedule.mjs";

const at = (iso: string) => new Date(iso);

describe("local cron schedule", () => {
  it("reads the triggers wrangler.toml declares", () => {
    const crons = cronsOf(join(import.meta.dirname, "../wrangler.toml"));
    expect(crons.length).toBeGreaterThan(0);
    for (const cron of crons) expect(() => parseCron(cron)).not.toThrow();
  });

  it("fires */10 on every tenth minute and 0 0 at midnight UTC only", () => {
    expect(cronMatches("*/10 * * * *", at("2026-11-23T07:20:00Z"))).toBe(true);
    expect(cronMatches("*/10 * * * *", at("2026-11-23T07:21:00Z"))).toBe(false);
    expect(cronMatches("0 0 * * *", at("2026-11-24T00:00:00Z"))).toBe(true);
    expect(cronMatches("0 0 * * *", at("2026-11-24T00:10:00Z"))).toBe(false);
    expect(cronMatches("0 0 * * *", at("2026-11-23T12:00:00Z"))).toBe(false);
  });

  it("gives the next run strictly after a time", () => {
    expect(nextRun("*/10 * * * *", at("2026-11-23T07:20:00Z"))?.toISOString()).toBe(
      "2026-11-23T07:30:00.000Z",
    );
    expect(nextRun("*/10 * * * *", at("2026-11-23T07:29:59Z"))?.toISOString()).toBe(
      "2026-11-23T07:30:00.000Z",
    );
    expect(nextRun("0 0 * * *", at("2026-11-23T07:20:00Z"))?.toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });

  it("knows ranges, lists, names and day-of-week/day-of-month either-or", () => {
    expect(cronMatches("5-10/5 1,2 * * *", at("2026-11-23T02:10:00Z"))).toBe(true);
    expect(cronMatches("0 12 * * MON", at("2026-11-23T12:00:00Z"))).toBe(true); // a Monday
    expect(cronMatches("0 12 1 * MON", at("2026-11-24T12:00:00Z"))).toBe(false);
    expect(cronMatches("0 12 24 * MON", at("2026-11-24T12:00:00Z"))).toBe(true);
    expect(() => parseCron("* * * *")).toThrow();
    expect(() => parseCron("61 * * * *")).toThrow();
  });
});
