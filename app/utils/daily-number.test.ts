import { describe, expect, it } from "vitest";
import { dailyNumber, datasetDailyNumber } from "./daily-number";

describe("dailyNumber", () => {
  it("counts days from the launch, which is #1", () => {
    expect(dailyNumber("2026-01-01")).toBe(1);
    expect(dailyNumber("2026-01-02")).toBe(2);
    expect(dailyNumber("2026-11-27")).toBe(331);
  });
});

describe("datasetDailyNumber", () => {
  it("counts days from the dataset's anchor, which is #1, and says #1 before there is one", () => {
    expect(datasetDailyNumber("2026-03-01", "2026-03-01")).toBe(1);
    expect(datasetDailyNumber("2026-03-01", "2026-03-03")).toBe(3);
    expect(datasetDailyNumber("2026-02-27", "2026-03-01")).toBe(3);
    expect(datasetDailyNumber(null, "2026-03-05")).toBe(1);
  });
});
