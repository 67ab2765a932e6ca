import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { proposeAnswerPool, selectAnswerPool } from "./answer-pool";
import { parseCsv } from "./csv-table";
import { proposeQualifierColumn, qualifiersOf, translationOf } from "./qualifier";

const real = (file: string) => readFileSync(join(__dirname, "../../../tests/fixtures/real", file), "utf8");

const cities = {
  headers: ["name", "province", "district_code", "population"],
  rows: [
    ["朝阳", "北京", "110105", "3,452,460"],
    ["朝阳", "辽宁", "211300", "2,870,000"],
    ["朝阳", "吉林", "220104", "1,000"],
    ["西安", "陕西", "610100", "12,952,907"],
    ["西安", "吉林", "220403", "400,000"],
    ["北京", "北京", "110000", "21,893,095"],
  ],
};

const source = (table: { headers: string[]; rows: string[][] }) => ({
  names: table.rows.map((row) => [row[0]]),
  column: (column: string) => {
    const index = table.headers.indexOf(column);
    return index === -1 ? null : table.rows.map((row) => row[index]);
  },
});

describe("answer pool", () => {
  it("keeps the top N by a number written with thousands separators, highest or lowest first", () => {
    const top = selectAnswerPool(
      { kind: "top", column: "population", count: 2, order: "desc" },
      source(cities),
    );
    expect(cities.rows.filter((_, i) => top[i]).map((row) => row[1])).toEqual(["陕西", "北京"]);
    const low = selectAnswerPool(
      { kind: "top", column: "population", count: 1, order: "asc" },
      source(cities),
    );
    expect(low.filter(Boolean)).toHaveLength(1);
    expect(cities.rows[low.indexOf(true)][1]).toBe("吉林");
  });

  it("filters by a column's values and picks entries by name, folded as names are", () => {
    const filter = selectAnswerPool({ kind: "filter", column: "province", values: ["吉林"] }, source(cities));
    expect(filter).toEqual([false, false, true, false, true, false]);
    const ids = selectAnswerPool({ kind: "ids", ids: ["北京", " 西安 "] }, source(cities));
    expect(ids).toEqual([false, false, false, true, true, true]);
  });

  it("refuses a pool that names a missing column or keeps no entry", () => {
    expect(() =>
      selectAnswerPool({ kind: "top", column: "rank", count: 3, order: "asc" }, source(cities)),
    ).toThrow(/not in the table/);
    expect(() => selectAnswerPool({ kind: "ids", ids: ["上海"] }, source(cities))).toThrow(/keeps no entry/);
  });

  it("proposes the top N of a rank column (lowest first) or a popularity measure (highest first)", () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [`字${i}`, String(2000 - i), `${i * 3}`]);
    const ranked = proposeAnswerPool({ headers: ["character", "frequency rank", "views"], rows });
    expect(ranked?.pool).toEqual({ kind: "top", column: "frequency rank", count: 200, order: "asc" });
    expect(ranked?.reason).toContain("frequency rank");
    const viewed = proposeAnswerPool({ headers: ["character", "strokes", "page_views"], rows });
    expect(viewed?.pool).toMatchObject({ column: "page_views", order: "desc" });
  });

  it("proposes no pool for a small table or one without a rank or popularity column", () => {
    expect(proposeAnswerPool(cities)).toBeNull();
    expect(proposeAnswerPool(parseCsv(real("world-cities.csv")))).toBeNull();
  });
});

describe("qualifier", () => {
  it("proposes the column that tells repeated names apart, and qualifies only those rows", () => {
    const proposal = proposeQualifierColumn(cities);
    expect(proposal).toMatchObject({ column: "province", repeated: 5, resolved: 5 });
    const qualifiers = qualifiersOf(
      cities.rows.map((row) => [row[0]]),
      cities.rows.map((row) => row[1]),
    );
    expect(qualifiers.map((item) => item?.["zh-CN"] ?? null)).toEqual([
      "北京",
      "辽宁",
      "吉林",
      "陕西",
      "吉林",
      null,
    ]);
  });

  it("finds the qualifier column's translation beside it and gives the qualifier in both languages", () => {
    const table = {
      headers: ["name", "province", "code", "province_en"],
      rows: [
        ["朝阳", "北京", "110105", "Beijing"],
        ["朝阳", "辽宁", "211300", "Liaoning"],
        ["西安", "陕西", "610100", "Shaanxi"],
        ["西安", "吉林", "220403", "Jilin"],
        ["长春", "吉林", "220100", "Jilin"],
      ],
    };
    expect(translationOf(table, 1)).toBe(3);
    // A column that does not map one to one (a code per city) is no translation.
    expect(
      translationOf(
        { ...table, headers: table.headers.slice(0, 3), rows: table.rows.map((row) => row.slice(0, 3)) },
        1,
      ),
    ).toBeNull();
    const qualifiers = qualifiersOf(
      table.rows.map((row) => [row[0]]),
      table.rows.map((row) => row[1]),
      table.rows.map((row) => row[3]),
    );
    expect(qualifiers[0]).toEqual({ "zh-CN": "北京", "en-US": "Beijing" });
    expect(qualifiers[4]).toBeNull();
  });

  it("proposes the province for 朝阳区 though the source repeats other districts with the same city", () => {
    // china-regions.csv's shape: 桥东区 of 石家庄市 three times (copies no column tells apart).
    const table = {
      headers: ["province", "city", "county", "zipCode"],
      rows: [
        ["北京市", "北京市", "朝阳区", "100020"],
        ["吉林省", "长春市", "朝阳区", "130012"],
        ["河北省", "石家庄市", "桥东区", "050000"],
        ["河北省", "石家庄市", "桥东区", "050000"],
        ["河北省", "石家庄市", "桥东区", "050000"],
        ["河北省", "石家庄市", "长安区", "050000"],
      ],
    };
    expect(proposeQualifierColumn(table, "county")).toMatchObject({
      column: "province",
      repeated: 5,
      resolved: 2,
    });
  });

  it("proposes nothing when the repeated names are copies no column tells apart", () => {
    const table = {
      headers: ["county", "city"],
      rows: [
        ["桥东区", "石家庄市"],
        ["桥东区", "石家庄市"],
        ["长安区", "石家庄市"],
      ],
    };
    expect(proposeQualifierColumn(table, "county")).toBeNull();
  });

  it("proposes nothing when every name is its own", () => {
    expect(
      proposeQualifierColumn({
        headers: ["name", "province"],
        rows: [
          ["a", "x"],
          ["b", "x"],
        ],
      }),
    ).toBeNull();
  });

  it("on a real world city list, proposes the subdivision (it tells more cities apart than the country)", () => {
    const proposal = proposeQualifierColumn(parseCsv(real("world-cities.csv")));
    expect(proposal?.column).toBe("subcountry");
    expect(proposal?.resolved).toBeGreaterThan((proposal?.repeated ?? 0) * 0.8);
  });

  it("on a real Chinese place list, proposes the city: 朝阳区 · 北京市 and 朝阳区 · 长春市", () => {
    const proposal = proposeQualifierColumn(parseCsv(real("china-regions.csv")), "county");
    expect(proposal?.column).toBe("city");
  });
});
