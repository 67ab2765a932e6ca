import { describe, expect, it } from "vitest";
import {
  attributeKeyOf,
  csvEntries,
  csvLayout,
  inferColumnType,
  parseCsv,
  proposeColumns,
} from "./csv-table";

const CSV = `\uFEFFname,aliases,name_zh-CN,Atomic Mass (u),Discovered,Phase,Location,Colors
Hydrogen,H;qing,氢,1.008,1766,Gas,"51.5,-0.12",colorless
"Gold, pure",Au,金,196.97,-,Solid,"41.9,12.5",yellow; gold
`;

describe("CSV import", () => {
  it("finds the entry columns and keys the attribute columns", () => {
    const table = parseCsv(CSV);
    const layout = csvLayout(table.headers);
    expect(layout).toMatchObject({ name: 0, aliases: 1, labelZh: 2, imageUrl: null });
    expect(layout?.attributes.map((a) => a.key)).toEqual([
      "atomic_mass_u",
      "discovered",
      "phase",
      "location",
      "colors",
    ]);
    if (!layout) throw new Error("no layout");
    const entries = csvEntries(table, layout);
    expect(entries[1]).toMatchObject({ name: "Gold, pure", aliases: "Au", labels: { "zh-CN": "金" } });
  });

  it("refuses a file without a name column", () => {
    expect(csvLayout(["title", "x"])).toBeNull();
  });

  it("infers types from values", () => {
    expect(inferColumnType("mass", ["1.5", "2", ""])).toBe("number");
    expect(inferColumnType("year", ["1766", "1803"])).toBe("date");
    expect(inferColumnType("count", ["1766", "1803"])).toBe("number");
    expect(inferColumnType("founded", ["1990-01-02", "1880"])).toBe("date");
    expect(inferColumnType("capital", ["48.8,2.3", "-33.9,151.2"])).toBe("geo");
    expect(inferColumnType("colors", ["red; blue", "green"])).toBe("set");
    expect(inferColumnType("phase", ["Gas", "Solid"])).toBe("text");
    expect(inferColumnType("empty", ["", " "])).toBe("text");
  });

  it("proposes one column per attribute with the header as label", () => {
    const table = parseCsv(CSV);
    const layout = csvLayout(table.headers);
    if (!layout) throw new Error("no layout");
    const columns = proposeColumns(table, layout);
    expect(columns.map((c) => c.type)).toEqual(["number", "text", "text", "geo", "set"]);
    expect(columns[0].label).toEqual({ "zh-CN": "Atomic Mass (u)", "en-US": "Atomic Mass (u)" });
  });

  it("keeps keys unique and valid", () => {
    const taken = new Set<string>();
    expect(attributeKeyOf("Size", 0, taken)).toBe("size");
    expect(attributeKeyOf("size", 1, taken)).toBe("size_2");
    expect(attributeKeyOf("大小", 2, taken)).toBe("col_3");
  });
});
