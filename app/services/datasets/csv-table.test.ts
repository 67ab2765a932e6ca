import { describe, expect, it } from "vitest";
import {
  attributeKeyOf,
  csvEntries,
  csvLayout,
  csvShapeProblem,
  findGeoPair,
  headerUnit,
  inferColumn,
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
    // The plain name fills the other language of a table with a name_zh column.
    expect(entries[1]).toMatchObject({
      name: "Gold, pure",
      aliases: ["Au"],
      labels: { "zh-CN": "金", "en-US": "Gold, pure" },
    });
  });

  it("refuses a table without a name column: no name header and no column of distinct texts", () => {
    expect(
      csvLayout(
        ["title", "x"],
        [
          ["a", "1"],
          ["a", "2"],
        ],
      ),
    ).toBeNull();
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

  it("proposes one column per attribute with the header as label, its unit in brackets as the unit", () => {
    const table = parseCsv(CSV);
    const layout = csvLayout(table.headers);
    if (!layout) throw new Error("no layout");
    const columns = proposeColumns(table, layout);
    // "-" is an empty cell, so "Discovered" (1766, -) is a year column.
    expect(columns.map((c) => c.type)).toEqual(["number", "date", "text", "geo", "set"]);
    expect(columns[0].label).toEqual({ "zh-CN": "Atomic Mass", "en-US": "Atomic Mass" });
    expect(columns[0].inference.unit).toBe("u");
    expect(headerUnit("常住人口（万人）")).toBe("万人");
    expect(headerUnit("Population (2020)")).toBeNull();
    expect(headerUnit("Name")).toBeNull();
  });

  it("keeps keys unique and valid", () => {
    const taken = new Set<string>();
    expect(attributeKeyOf("Size", 0, taken)).toBe("size");
    expect(attributeKeyOf("size", 1, taken)).toBe("size_2");
    expect(attributeKeyOf("大小", 2, taken)).toBe("col_3");
    expect(attributeKeyOf("size_2", 3, taken)).toBe("size_3");
    expect(attributeKeyOf("Size", 4, taken)).toBe("size_4");
    // 2,000 same headers (the column cap): each gets the next free suffix; this returns at once
    // where counting up from 2 for every one did not.
    const many = new Set<string>();
    const keys = Array.from({ length: 2000 }, (_, i) => attributeKeyOf("a", i, many));
    expect(new Set(keys).size).toBe(2000);
    expect(keys.at(-1)).toBe("a_2000");
  });
});

describe("column inference with reasons", () => {
  it("keeps Number when one cell is bad, and says how many fit", () => {
    const values = ["1", "2", "3", "4", "three million"];
    expect(inferColumn("population", values)).toEqual({
      type: "number",
      reason: "mostFit",
      fit: 4,
      total: 5,
      why: "numbers in 80% of rows: number",
    });
    expect(inferColumn("population", ["1", "2"])).toMatchObject({ reason: "allFit" });
    // Shares written with a leading point (FiveThirtyEight's candy data) are numbers, not text.
    expect(inferColumn("sugarpercent", [".73199999", ".011", ".60399997"])).toMatchObject({ type: "number" });
  });

  it("reads year-only and BCE values under a date header as dates", () => {
    expect(inferColumn("Founded", ["865", "-250", "1990"])).toMatchObject({ type: "date", reason: "allFit" });
  });

  it("offers latitude and longitude columns as one geo column, any naming", () => {
    const cols = (lat: string, lon: string) => [
      { key: "a", header: lat, type: "number" as const },
      { key: "b", header: lon, type: "number" as const },
    ];
    expect(findGeoPair(cols("Latitude", "LONGITUDE"))).toEqual({
      lat: "a",
      lon: "b",
      key: "location",
      latHeader: "Latitude",
      lonHeader: "LONGITUDE",
    });
    expect(findGeoPair(cols("lat", "lng"))).not.toBeNull();
    expect(findGeoPair(cols("纬度", "经度"))).not.toBeNull();
    expect(findGeoPair(cols("Lat", "long"))).not.toBeNull();
    expect(findGeoPair(cols("latte", "lng"))).toBeNull();
    // A unit or source word beside it (OurAirports, GBIF's Darwin Core) does not stop the match.
    expect(findGeoPair(cols("latitude_deg", "longitude_deg"))).not.toBeNull();
    expect(findGeoPair(cols("lat_deg", "lon_deg"))).not.toBeNull();
    expect(findGeoPair(cols("Latitude (deg)", "Longitude (deg)"))).not.toBeNull();
    expect(findGeoPair(cols("decimalLatitude", "decimalLongitude"))).not.toBeNull();
    expect(findGeoPair(cols("geo_breite", "geo_länge"))).not.toBeNull();
    // Another quantity about a place is not its latitude.
    expect(findGeoPair(cols("latitude_error", "longitude_error"))).toBeNull();
    expect(findGeoPair(cols("max lat", "lng"))).toBeNull();
  });

  it("refuses a CSV shape past its caps before parsing", () => {
    expect(csvShapeProblem("name\n".repeat(60_000))).toEqual({ cap: "lines", limit: 50_000 });
    expect(csvShapeProblem(`name${",".repeat(5000)}`)).toMatchObject({ cap: "separatorsPerLine" });
    expect(csvShapeProblem("name,a\nx,1\n")).toBeNull();
    // The delimiter the parse will split on is counted: a TSV or a file of semicolons has the same
    // cap, and a comma file's list cell of semicolons is no field.
    expect(csvShapeProblem(`name\tv\n${"a\t".repeat(5000)}`)).toMatchObject({ cap: "separatorsPerLine" });
    expect(csvShapeProblem(`name;v\n${"a;".repeat(5000)}`)).toMatchObject({ cap: "separatorsPerLine" });
    expect(csvShapeProblem(`name,tags\nA,"${"x;".repeat(5000)}"\n`)).toBeNull();
  });

  it("refuses a parsed CSV whose cell passes the cell cap, and reads a huge quoted field once", () => {
    expect(() => parseCsv(`name,v\nA,"${"x".repeat(1_000_001)}"\n`)).toThrow(
      expect.objectContaining({ reason: "tableCellTooLong" }),
    );
    const table = parseCsv(`name;v\nA;"${"x;".repeat(200_000)}"\n`);
    expect(table.delimiter).toBe(";");
    expect(table.rows[0][1]).toHaveLength(400_000);
  });
});
