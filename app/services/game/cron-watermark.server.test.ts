import { describe, expect, it } from "vitest";
import { CURSOR_LAG_MS, nextCursor } from "./cron-watermark.server";

describe("the cron's record cursor", () => {
  const now = 1_000_000_000;
  it("trails the clock by the lag, so a write committed late is read by the next tick", () => {
    expect(nextCursor([0, 0], [now - 5_000, 42], false, now)).toEqual([now - CURSOR_LAG_MS, 0]);
  });
  it("moves to the last record read when it is older than the lag", () => {
    expect(nextCursor([0, 0], [now - 2 * CURSOR_LAG_MS, 42], false, now)).toEqual([
      now - 2 * CURSOR_LAG_MS,
      42,
    ]);
  });
  it("moves on past a full batch even inside the lag (a burst cannot stall it)", () => {
    expect(nextCursor([0, 0], [now - 5_000, 42], true, now)).toEqual([now - 5_000, 42]);
  });
  it("never goes backwards", () => {
    expect(nextCursor([now - 1_000, 7], [now - 5_000, 42], false, now)).toEqual([now - 1_000, 7]);
  });
});
