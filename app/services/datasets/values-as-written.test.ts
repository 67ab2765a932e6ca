import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AttributeColumn } from "~db/schema";
import { validateCell } from "./cell-value";
import { applyBceNotes, inferColumn, normalizeCell, parseCsv } from "./csv-table";
import { listSeparatorOf, readLooseNumber, splitList } from "./loose-cells";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

/** cells as the tables people download write them (real values from the corpus). */
const column = (type: AttributeColumn["type"]): AttributeColumn => ({
  key: "c",
  label: { "en-US": "c" },
  type,
  ...(type === "ordinal" ? { order: ["low", "high"] } : {}),
});

const swapi = JSON.parse(
  readFileSync(new URL("../../../tests/fixtures/real/swapi-people.json", import.meta.url), "utf8"),
) as { fields: Record<string, string | number> }[];

describe("missing-value words are empty in every type", () => {
  const words = ["unknown", "Unknown", "n/a", "N/A", "none", "-", "—", "null", "NaN", "未知", "无", "暂无"];
  it.each(["text", "number", "date", "geo", "set", "ordinal", "hint"] as const)("%s", (type) => {
    for (const word of words) expect(validateCell(column(type), word)).toEqual({ ok: true, value: null });
  });

  it("keeps NA, a symbol and a country code", () => {
    expect(validateCell(column("text"), "Na")).toEqual({ ok: true, value: "Na" });
    expect(validateCell(column("text"), "NA")).toEqual({ ok: true, value: "NA" });
  });

  it("inside a list too: 'n/a' is no item", () => {
    expect(splitList("blond; n/a; none", ";")).toEqual(["blond"]);
  });

  it("reads SWAPI's mass column (unknown, 1,358) as numbers", () => {
    const masses = swapi.map((record) => String(record.fields.mass));
    expect(masses).toContain("1,358");
    expect(masses).toContain("unknown");
    const inference = inferColumn("mass", masses);
    expect(inference).toMatchObject({ type: "number", reason: "allFit" });
    expect(normalizeCell(inference, "1,358")).toBe(1358);
    expect(normalizeCell(inference, "unknown")).toBe("");
  });
});

describe("thousands separators by the file's locale", () => {
  it("reads grouped numbers in a typed cell", () => {
    expect(validateCell(column("number"), "1,358")).toEqual({ ok: true, value: 1358 });
    expect(validateCell(column("number"), "1 358")).toEqual({ ok: true, value: 1358 });
    expect(validateCell(column("number"), "1\u202f358")).toEqual({ ok: true, value: 1358 });
    expect(validateCell(column("number"), "1.358,5")).toEqual({ ok: true, value: 1358.5 });
    expect(validateCell(column("number"), "12,34")).toMatchObject({ ok: false, code: "notNumber" });
  });

  it("reads a decimal-comma file's 1.358,5 and a point file's 1,358", () => {
    expect(readLooseNumber("1.358,5", { decimalComma: true })?.value).toBe(1358.5);
    expect(readLooseNumber("1 358", { decimalComma: false })?.value).toBe(1358);
    expect(readLooseNumber("1\u202f358,5", { decimalComma: true })?.value).toBe(1358.5);
    const semicolons = inferColumn("Einwohner", ["1.358,5", "12.004,25", "7,5"], { semicolonFile: true });
    expect(semicolons).toMatchObject({ type: "number", decimalComma: true });
  });
});

describe("'/' splits a list only where it is one", () => {
  it("never splits time zones, paths, links or fractions", () => {
    const zones = ["Asia/Shanghai", "Europe/Paris", "America/Argentina/Buenos_Aires", "Asia/Tokyo"];
    expect(listSeparatorOf(zones)).toBeNull();
    expect(inferColumn("timezone", zones).type).toBe("text");
    expect(listSeparatorOf(["3/4", "1/2", "5/8"])).toBeNull();
    expect(listSeparatorOf(["src/app.ts", "lib/a/b.js", "docs/x.md"])).toBeNull();
    expect(listSeparatorOf(["www.x.org/a", "www.y.org/b"])).toBeNull();
  });

  it("splits where most cells have several parts, not where a few do (biopics' US/UK)", () => {
    const countries = ["US", "US/UK", "UK", "US", "Canada", "US", "UK", "US", "France", "US", "US", "UK"];
    expect(listSeparatorOf(countries)).toBeNull();
    expect(listSeparatorOf(["Grass/Poison", "Fire/Flying", "Water", "Bug/Poison"])).toBe("/");
  });
});

describe("links and IDs are proposed as left out, with a reason", () => {
  it("leaves out a column of links, even with a stray placeholder", () => {
    const urls = Array.from({ length: 12 }, (_, i) => `http://www.imdb.com/title/tt00${i}/`);
    const inference = inferColumn("site", [...urls, "n/a"]);
    expect(inference).toMatchObject({ reason: "urls", leaveOut: true });
    expect(inference.why).toBe("links in 100% of rows: left out");
  });

  it("leaves out hex IDs, never a number with a unit", () => {
    const ids = [
      "1B6D3",
      "2A7F1",
      "3E",
      "12E",
      "4C2D9",
      "5D0A1",
      "6F3B2",
      "70A1C",
      "8B2E4",
      "9C3F5",
      "A1B2C",
    ];
    const inference = inferColumn("Location_ID", ids);
    expect(inference).toMatchObject({ type: "text", reason: "hexIds", leaveOut: true });
    expect(inference.unit).toBeUndefined();
    expect(inference.why).toBe("hex codes in 100% of rows: left out");
  });

  it("leaves out a numbering 1..N whatever its header, and unique codes", () => {
    const index = Array.from({ length: 68 }, (_, i) => String(i + 1));
    expect(inferColumn("index", index)).toMatchObject({ reason: "sequential", leaveOut: true });
    expect(inferColumn("Rank", index)).toMatchObject({ reason: "sequential", leaveOut: true });
    const codes = [
      "S01E01",
      "S01E02",
      "S01E03",
      "S01E04",
      "S01E05",
      "S01E06",
      "S01E07",
      "S01E08",
      "S01E09",
      "S01E10",
    ];
    expect(inferColumn("EPISODE", codes)).toMatchObject({ reason: "uniqueCodes", leaveOut: true });
    // Counts that are merely distinct are kept.
    expect(
      inferColumn("beer_servings", ["89", "245", "217", "102", "193", "21", "261", "142", "57", "3"]),
    ).toMatchObject({ type: "number", reason: "allFit" });
    // Repeating short capitals are categories, not codes.
    const states = ["CA", "NY", "CA", "TX", "NY", "WA", "CA", "TX", "NY", "CA"];
    expect(inferColumn("state", states).leaveOut).toBeUndefined();
  });
});

describe("years with a leading zero follow ISO astronomical numbering", () => {
  it("reads 0000 as 1 BC and -0043 as 44 BC, 0062 as AD 62", () => {
    const inference = inferColumn("birth", ["0062-09-23", "0000", "-0043-03-15", "1990-01-01"]);
    expect(inference.type).toBe("date");
    expect(normalizeCell(inference, "0000")).toBe("-1");
    expect(normalizeCell(inference, "-0043-03-15")).toBe("-0044-03-15");
    expect(normalizeCell(inference, "0062-09-23")).toBe("0062-09-23");
    // Years without a leading zero keep the historical reading: -250 is 250 BC.
    expect(normalizeCell(inference, "-250")).toBe("-250");
  });

  it("lets the Roman emperors' notes mark BCE years, or keeps ISO at the author's choice", () => {
    const text = readFileSync(
      new URL("../../../tests/fixtures/real/roman-emperors.csv", import.meta.url),
      "utf8",
    );
    const table = parseCsv(text);
    const birth = table.headers.indexOf("birth");
    const start = table.headers.indexOf("reign.start");
    const death = table.headers.indexOf("death");
    const bce = applyBceNotes(table);
    expect(bce?.notes).toMatchObject({ header: "notes", convention: "notes" });
    expect(bce?.notes.rows).toBeGreaterThan(0);
    // Augustus: "birth, reign.start are BCE" — his death (AD 14) stays as written.
    const augustus = bce?.table.rows[0] ?? [];
    expect([augustus[birth], augustus[start], augustus[death]]).toEqual([
      "-62-09-23",
      "-26-01-16",
      "0014-08-19",
    ]);
    const inference = inferColumn("birth", bce?.table.rows.map((row) => row[birth]) ?? []);
    expect(normalizeCell(inference, augustus[birth])).toBe("-0062-09-23");
    // Caligula's notes say nothing of BCE: his row is untouched.
    expect(bce?.table.rows[2][birth]).toBe("0012-08-31");
    const iso = applyBceNotes(table, "iso");
    expect(iso?.table.rows[0][birth]).toBe("0062-09-23");
  });

  it("carries the author's convention from the upload to the stored dates", () => {
    const text = readFileSync(
      new URL("../../../tests/fixtures/real/roman-emperors.csv", import.meta.url),
      "utf8",
    );
    const augustus = (yearConvention?: "iso" | "notes") => {
      const plan = planFromText("roman-emperors.csv", text, "", {}, yearConvention ? { yearConvention } : {});
      const check = checkUploadPlan(plan);
      expect(check.errorCount).toBe(0);
      return {
        birth: check.entries[0].attributes.birth,
        notes: "table" in plan ? plan.table?.bceNotes : null,
      };
    };
    expect(augustus()).toEqual({
      birth: "-0062-09-23",
      notes: { header: "notes", rows: 4, convention: "notes" },
    });
    expect(augustus("iso")).toMatchObject({ birth: "0062-09-23", notes: { convention: "iso" } });
  });
});
