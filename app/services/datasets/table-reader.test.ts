import { describe, expect, it } from "vitest";
import { recordsIn, recordsOfJsonLines, tableFromHtml, tableFromRecords } from "./table-reader";

describe("tables people have", () => {
  it("finds the records a JSON object wraps", () => {
    expect(recordsIn({ elements: [{ name: "H" }, { name: "He" }] })).toHaveLength(2);
    expect(recordsIn([{ name: "H" }])).toHaveLength(1);
    expect(recordsIn({ a: [{ name: "H" }], b: [{ name: "He" }] })).toBeNull();
    // Records keyed by their names, beside a list: the key becomes a column.
    expect(recordsIn({ order: ["h", "he"], h: { mass: 1 }, he: { mass: 4 } })).toEqual([
      { key: "h", mass: 1 },
      { key: "he", mass: 4 },
    ]);
  });

  it("flattens nested records: dotted columns, lists, [lat, lon] pairs", () => {
    const table = tableFromRecords(
      [
        { name: { common: "France" }, capital: ["Paris"], latlng: [46, 2], borders: ["BEL", "DEU"] },
        { name: { common: "Chad" }, capital: ["N'Djamena"], latlng: [15, 19], borders: [] },
      ],
      "json",
    );
    expect(table.headers).toEqual(["name.common", "capital", "latlng", "borders"]);
    expect(table.rows[0]).toEqual(["France", "Paris", "46,2", "BEL; DEU"]);
    expect(table.geoColumns).toEqual(["latlng"]);
  });

  it("leaves out maps keyed by data but keeps the site's languages", () => {
    const languages = [
      "ara",
      "bre",
      "ces",
      "cym",
      "deu",
      "est",
      "fin",
      "fra",
      "hrv",
      "hun",
      "ita",
      "jpn",
      "kor",
      "zho",
    ];
    const record = (name: string) => ({
      name,
      translations: Object.fromEntries(languages.map((code) => [code, { common: `${name}-${code}` }])),
    });
    const table = tableFromRecords([record("A"), record("B")], "json");
    expect(table.headers).toEqual(["name", "translations.zho.common"]);
    expect(table.dropped).toEqual(["translations.*"]);
  });

  it("reads JSON Lines", () => {
    expect(recordsOfJsonLines('{"a":1}\n\n{"a":2}\n')).toEqual([{ a: 1 }, { a: 2 }]);
    expect(recordsOfJsonLines('{"a":1}\nnot json')).toBeNull();
  });

  it("reads the first HTML table, header from its first row", () => {
    const html = `# 朝代\n<table><thead><tr><th scope="col">朝代</th><th>起讫</th></tr></thead>
<tbody><tr><td>夏朝</td><td>公元前2070-公元前1600</td></tr><tr><td>秦&amp;汉</td><td>x</td></tr></tbody></table>`;
    const table = tableFromHtml(html);
    expect(table?.headers).toEqual(["朝代", "起讫"]);
    expect(table?.rows).toEqual([
      ["夏朝", "公元前2070-公元前1600"],
      ["秦&汉", "x"],
    ]);
  });
});
