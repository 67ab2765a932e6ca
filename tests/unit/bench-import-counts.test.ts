// bench/import.mjs counts the corpus two ways (ADR 050): a thin table imports as published and is
// still no good game; a refused file is neither; every table that is not good says why.
import { describe, expect, it } from "vitest";
import { countsLine, importedAsIs } from "../../bench/import-counts.mjs";

const thin = { ok: true, errorCount: 0, compared: ["beer", "wine", "spirit", "litres"], verdict: "thin" };
const good = { ok: true, errorCount: 0, compared: ["a", "b", "c", "d", "e"], verdict: "good" };
const refused = { ok: false, reason: "The table needs a name column: a header …" };
const cells = { ok: true, errorCount: 3, compared: ["a"], verdict: null };

describe("the corpus bench's counts", () => {
  it("counts a thin table as imported with zero edits, but not as a good game", () => {
    expect(importedAsIs(thin)).toBe(true);
    expect(countsLine([thin, good])).toBe(
      "imported with zero outside edits: 2 of 2; good games: 1 of 2; told why not before publishing: 1 (verdict thin: 1).",
    );
  });

  it("counts a refused file and refused cells as neither, each with its reason", () => {
    expect(importedAsIs(refused)).toBe(false);
    expect(importedAsIs(cells)).toBe(false);
    expect(countsLine([refused, cells, good])).toBe(
      "imported with zero outside edits: 1 of 3; good games: 1 of 3; told why not before publishing: 2 (no name column (the page asks for one): 1, cells refused: 1).",
    );
  });
});
