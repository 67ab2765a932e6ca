import { describe, expect, it } from "vitest";
import { DomainError } from "~/utils/domain-error";
import { assertJsonShape, assertTableShape, TABLE_LIMITS } from "./table-shape";

const reasonOf = (check: () => void) => {
  try {
    check();
  } catch (error) {
    if (error instanceof DomainError) return error.reason;
    throw error;
  }
  return null;
};

describe("table shape caps", () => {
  it("refuses JSON nested past the cap before it is parsed, counting no bracket inside a string", () => {
    const depth = TABLE_LIMITS.depth;
    expect(reasonOf(() => assertJsonShape(`${"[".repeat(depth)}${"]".repeat(depth)}`))).toBeNull();
    expect(reasonOf(() => assertJsonShape("[".repeat(depth + 1)))).toBe("tooDeep");
    // Ten million brackets: the scan stops at the cap instead of handing them to JSON.parse.
    expect(reasonOf(() => assertJsonShape('{"a":'.repeat(2_000_000)))).toBe("tooDeep");
    expect(reasonOf(() => assertJsonShape(`["${"[".repeat(1000)}\\"${"{".repeat(1000)}"]`))).toBeNull();
  });

  it("refuses a JSON list or object of more items than the cap, not a string of commas", () => {
    const items = TABLE_LIMITS.items;
    expect(reasonOf(() => assertJsonShape(`[${"1,".repeat(items - 1)}1]`))).toBeNull();
    expect(reasonOf(() => assertJsonShape(`[${"1,".repeat(items)}1]`))).toBe("jsonTooManyItems");
    expect(reasonOf(() => assertJsonShape(`{"a":"${",".repeat(items * 2)}"}`))).toBeNull();
    // Items are counted per list: many small lists are no big one.
    expect(reasonOf(() => assertJsonShape(`[${"[1,2],".repeat(items - 1)}[1]]`))).toBeNull();
  });

  it("refuses a read table past its rows, columns or cell length", () => {
    expect(reasonOf(() => assertTableShape({ headers: ["a"], rows: [["x"]] }))).toBeNull();
    const rows = Array.from({ length: TABLE_LIMITS.rows }, () => ["x"]);
    expect(reasonOf(() => assertTableShape({ headers: ["a"], rows }))).toBe("tableTooManyRows");
    const wide = Array.from({ length: TABLE_LIMITS.columns + 1 }, () => "h");
    expect(reasonOf(() => assertTableShape({ headers: wide, rows: [] }))).toBe("tableTooManyColumns");
    const cell = "x".repeat(TABLE_LIMITS.cellChars + 1);
    expect(reasonOf(() => assertTableShape({ headers: ["a"], rows: [[cell]] }))).toBe("tableCellTooLong");
  });
});
