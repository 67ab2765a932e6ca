import { describe, expect, it } from "vitest";
import { ARCHIVE_PAGE_SIZE, archivePageCount, archiveRange, datesOf } from "./archive-range";

describe("the archive's pages", () => {
  it("starts yesterday, newest first, twenty days a page", () => {
    expect(archiveRange("2026-11-29", 1)).toEqual({ from: "2026-11-09", to: "2026-11-29" });
    expect(archiveRange("2026-11-29", 2)).toEqual({ from: "2026-10-20", to: "2026-11-09" });
    expect(datesOf(archiveRange("2026-11-29", 1))).toHaveLength(ARCHIVE_PAGE_SIZE);
    expect(datesOf(archiveRange("2026-11-29", 1)).at(-1)).toBe("2026-11-28");
  });

  it("lists every day since the launch and none before it", () => {
    // 2026-01-01 to 2026-11-28: 332 past days, 17 pages; the last holds the first 12 days.
    expect(archivePageCount("2026-11-29")).toBe(17);
    expect(datesOf(archiveRange("2026-11-29", 17))).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-01-${String(i + 1).padStart(2, "0")}`),
    );
    expect(datesOf(archiveRange("2026-11-29", 18))).toEqual([]);
    expect(archivePageCount("2026-01-01")).toBe(1);
  });
});
