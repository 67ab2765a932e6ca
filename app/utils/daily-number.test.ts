import { describe, expect, it } from "vitest";
import { dailyNumber } from "./daily-number";

describe("dailyNumber", () => {
  it("counts days from the launch, which is #1", () => {
    expect(dailyNumber("2026-01-01")).toBe(1);
    expect(dailyNumber("2026-01-02")).toBe(2);
    expect(dailyNumber("2026-11-27")).toBe(331);
  });
});
