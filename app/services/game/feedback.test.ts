import { describe, expect, it } from "vitest";
import type { AttributeColumn } from "~db/schema";
import { compareCell, compareEntries, foldText } from "./feedback";

const col = (type: AttributeColumn["type"], extra: Partial<AttributeColumn> = {}): AttributeColumn => ({
  key: "k",
  label: { "en-US": "K" },
  type,
  ...extra,
});

describe("text", () => {
  it("is exact when equal after case, width and whitespace folding", () => {
    expect(compareCell(col("text"), "Noble Gas", "noble  gas ").status).toBe("exact");
    expect(compareCell(col("text"), "ＡＢＣ", "abc").status).toBe("exact");
  });
  it("keeps accents and anything else apart", () => {
    expect(compareCell(col("text"), "Metal", "Metalloid").status).toBe("wrong");
    expect(compareCell(col("text"), "é", "e").status).toBe("wrong");
  });
  it("is unknown when either side is missing", () => {
    expect(compareCell(col("text"), null, "x")).toEqual({ key: "k", status: "unknown" });
    expect(compareCell(col("text"), "x", "")).toEqual({ key: "k", status: "unknown" });
    expect(foldText(" A\tB ")).toBe("a b");
  });
});

describe("set", () => {
  const set = col("set");
  it("is exact for the same members in any order and case", () => {
    expect(compareCell(set, ["Red", "blue"], ["BLUE", "red"]).status).toBe("exact");
  });
  it("is partial on any overlap, wrong on none", () => {
    expect(compareCell(set, ["red", "green"], ["red", "blue"]).status).toBe("partial");
    expect(compareCell(set, ["red"], ["red", "blue"]).status).toBe("partial");
    expect(compareCell(set, ["green"], ["red"]).status).toBe("wrong");
  });
  it("treats two empty sets as exact and one empty set as wrong, and a missing cell as no comparison", () => {
    expect(compareCell(set, [], []).status).toBe("exact");
    expect(compareCell(set, [], ["red"]).status).toBe("wrong");
    // A missing cell (bald "none" beside a droid's "n/a", both stored null) matches nothing.
    expect(compareCell(set, null, null).status).toBe("unknown");
    expect(compareCell(set, null, []).status).toBe("unknown");
    expect(compareCell(set, ["red"], null).status).toBe("unknown");
  });
  it("ignores duplicates and accepts a '; ' string cell", () => {
    expect(compareCell(set, ["a", "a", "b"], "a; b").status).toBe("exact");
  });
});

describe("number", () => {
  it("is exact, or says where the answer is", () => {
    expect(compareCell(col("number"), 5, 5)).toEqual({ key: "k", status: "exact" });
    expect(compareCell(col("number"), 3, 5)).toEqual({ key: "k", status: "wrong", direction: "higher" });
    expect(compareCell(col("number"), 8, 5)).toEqual({ key: "k", status: "wrong", direction: "lower" });
  });
  it("is near within the tolerance, inclusive, keeping the arrow", () => {
    const tolerant = col("number", { tolerance: 2 });
    expect(compareCell(tolerant, 3, 5)).toEqual({ key: "k", status: "near", direction: "higher" });
    expect(compareCell(tolerant, 7.5, 5)).toEqual({ key: "k", status: "wrong", direction: "lower" });
    expect(compareCell(col("number"), 4.99, 5).status).toBe("wrong");
  });
  it("handles negatives and zero, and is unknown for missing or non-numeric cells", () => {
    expect(compareCell(col("number"), -3, 0).direction).toBe("higher");
    expect(compareCell(col("number"), 0, 0).status).toBe("exact");
    expect(compareCell(col("number"), null, 1).status).toBe("unknown");
    expect(compareCell(col("number"), "abc", 1).status).toBe("unknown");
    expect(compareCell(col("number"), "12", 12).status).toBe("exact");
  });
});

describe("date", () => {
  it("compares full dates by day", () => {
    expect(compareCell(col("date"), "2000-01-01", "2000-01-01").status).toBe("exact");
    expect(compareCell(col("date"), "2000-01-01", "2000-01-02")).toEqual({
      key: "k",
      status: "wrong",
      direction: "later",
    });
    expect(compareCell(col("date"), "2000-03-01", "2000-02-29").direction).toBe("earlier");
  });
  it("is near within tolerance days (full dates) or years (a bare year)", () => {
    expect(compareCell(col("date", { tolerance: 3 }), "2000-01-01", "2000-01-04").status).toBe("near");
    expect(compareCell(col("date", { tolerance: 3 }), "2000-01-01", "2000-01-05").status).toBe("wrong");
    expect(compareCell(col("date", { tolerance: 10 }), "1990", "2000")).toEqual({
      key: "k",
      status: "near",
      direction: "later",
    });
    expect(compareCell(col("date", { tolerance: 10 }), "1989", "2000").status).toBe("wrong");
  });
  it("compares by year when either side is a bare year", () => {
    expect(compareCell(col("date"), "1990", "1990-05-01").status).toBe("exact");
    expect(compareCell(col("date"), "1991-01-01", "1990").direction).toBe("earlier");
  });
  it("handles years BC and refuses malformed or impossible dates", () => {
    expect(compareCell(col("date"), "-500", "100").direction).toBe("later");
    expect(compareCell(col("date"), "2023-02-30", "2023-03-01").status).toBe("unknown");
    expect(compareCell(col("date"), "May 1990", "1990").status).toBe("unknown");
  });
});

describe("ordinal", () => {
  const size = col("ordinal", { order: ["Small", "Medium", "Large"] });
  it("compares by position in the order", () => {
    expect(compareCell(size, "Medium", "medium").status).toBe("exact");
    expect(compareCell(size, "Small", "Large")).toEqual({ key: "k", status: "wrong", direction: "higher" });
    expect(compareCell(size, "Large", "Small")).toEqual({ key: "k", status: "wrong", direction: "lower" });
  });
  it("is unknown, with no arrow, for a value missing from the order", () => {
    expect(compareCell(size, "Huge", "Small")).toEqual({ key: "k", status: "unknown" });
    expect(compareCell(size, "Small", "Tiny")).toEqual({ key: "k", status: "unknown" });
    expect(compareCell(col("ordinal"), "Small", "Small")).toEqual({ key: "k", status: "unknown" });
  });
});

describe("geo", () => {
  const geo = col("geo");
  it("is exact at the same point, with no arrow", () => {
    expect(compareCell(geo, "48.85,2.35", "48.85, 2.35")).toEqual({
      key: "k",
      status: "exact",
      distanceKm: 0,
    });
    expect(compareCell(geo, "10,180", "10,-180").status).toBe("exact");
    expect(compareCell(geo, "90,0", "90,120").status).toBe("exact");
  });
  it("gives the great-circle distance and the direction towards the answer", () => {
    // Paris → Berlin ≈ 878 km, initial bearing ≈ 58° (north-east).
    const cell = compareCell(geo, "48.8566,2.3522", "52.52,13.405");
    expect(cell.status).toBe("wrong");
    expect(cell.distanceKm).toBeGreaterThan(870);
    expect(cell.distanceKm).toBeLessThan(885);
    expect(cell.direction).toBe("NE");
    expect(compareCell(geo, "0,0", "10,0").direction).toBe("N");
    expect(compareCell(geo, "0,0", "-10,-10").direction).toBe("SW");
    expect(compareCell(geo, "0,0", "0,90")).toMatchObject({ direction: "E", distanceKm: 10008 });
  });
  it("goes the short way across the antimeridian", () => {
    // Fiji (178°E) → Samoa (172°W): east across 180°, about 1,150 km, not 39,000.
    const cell = compareCell(geo, "-17.7,178", "-13.8,-172");
    expect(cell.direction).toBe("E");
    expect(cell.distanceKm).toBeLessThan(1300);
    expect(compareCell(geo, "0,-179", "0,179")).toMatchObject({ direction: "W", distanceKm: 222 });
  });
  it("points south from the North Pole, north from the South Pole, and to a pole from anywhere", () => {
    expect(compareCell(geo, "90,0", "10,100")).toMatchObject({ direction: "S", distanceKm: 8896 });
    expect(compareCell(geo, "-90,45", "10,-100").direction).toBe("N");
    expect(compareCell(geo, "40,-100", "90,0").direction).toBe("N");
    expect(compareCell(geo, "40,100", "-90,0").direction).toBe("S");
  });
  it("is near within the tolerance in km", () => {
    expect(compareCell(col("geo", { tolerance: 1000 }), "48.8566,2.3522", "52.52,13.405").status).toBe(
      "near",
    );
  });
  it("is unknown for malformed or out-of-range coordinates", () => {
    expect(compareCell(geo, "91,0", "0,0").status).toBe("unknown");
    expect(compareCell(geo, "abc", "0,0").status).toBe("unknown");
    expect(compareCell(geo, ",5", "0,0").status).toBe("unknown");
  });
});

describe("a whole guess", () => {
  const columns: AttributeColumn[] = [
    col("text", { key: "group" }),
    col("number", { key: "mass" }),
    col("hint", { key: "clue", revealAfter: 3 }),
    col("set", { key: "colors" }),
  ];
  it("compares every column but hints, in order, and counts exact cells", () => {
    const row = compareEntries(
      columns,
      { group: "Metal", mass: 3, clue: "guess clue", colors: ["red"] },
      { group: "metal", mass: 5, clue: "answer clue", colors: ["red", "blue"] },
    );
    expect(row.cells.map((cell) => cell.key)).toEqual(["group", "mass", "colors"]);
    expect(row.exactCells).toBe(1);
    expect(row.comparedCells).toBe(3);
  });
  it("treats a column absent from an entry as missing", () => {
    const row = compareEntries([col("number", { key: "mass" })], {}, { mass: 5 });
    expect(row.cells[0].status).toBe("unknown");
  });
});
