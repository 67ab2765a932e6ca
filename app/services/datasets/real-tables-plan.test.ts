import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { decodeTableFile } from "./table-encoding";
import type { PlanOutcome } from "./upload-source";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

// The importer's proposal on real tables as downloaded (tests/fixtures/real/SOURCES.md): each
// table that used to need an edit outside the app is read with a plan the author can see.

function proposed(file: string, plan?: unknown) {
  const bytes = new Uint8Array(readFileSync(join(__dirname, "../../../tests/fixtures/real", file)));
  const { text, encoding } = decodeTableFile(bytes);
  const choices = plan ? { plan: uploadPlanSchema.parse(plan) } : {};
  return planFromText(file, text, "", {}, choices, encoding) as ReturnType<typeof planFromText> & {
    outcome: PlanOutcome;
  };
}

// Whole real tables: a busy 2-core machine takes several seconds for the largest ones.
describe("the proposed plan of real tables", { timeout: 60_000 }, () => {
  it("china-regions.csv: no column is distinct in every row, so a text column distinct in nine rows of ten names the entries", () => {
    const upload = proposed("china-regions.csv");
    expect(upload.outcome.plan.name_column).toBe("county");
    expect(upload.outcome.reasons.county.code).toBe("distinctTexts");
    expect(upload.outcome.reasons.county.share).toBeGreaterThanOrEqual(0.9);
    // A postcode labels, it does not measure: never a number.
    expect(upload.outcome.plan.columns.zipCode.role).toBe("left_out");
    expect(upload.outcome.reasons.zipCode.code).toBe("codes");
    expect(checkUploadPlan(upload).errorCount).toBe(0);
  });

  it("penguins.csv: anonymous measurements are not given a name column; the author is asked", () => {
    expect(() => proposed("penguins.csv")).toThrow(/name column/);
  });

  it("swapi-planets.json: the one cell a number column cannot read is proposed empty, and counted", () => {
    const upload = proposed("swapi-planets.json");
    expect(upload.outcome.plan.empty_invalid_cells).toBe(true);
    expect(upload.outcome.fit.emptyCells).toEqual({ columns: ["gravity"], cells: 1 });
    expect(checkUploadPlan(upload).errorCount).toBe(0);
    // The author's "no" is kept: the cell is a problem again.
    const strict = proposed("swapi-planets.json", { ...upload.outcome.plan, empty_invalid_cells: false });
    expect(checkUploadPlan(strict).errorCount).toBe(1);
  });

  it("world-universities.json: rows whose name is too long to be one are proposed skipped, and counted", () => {
    const upload = proposed("world-universities.json");
    expect(upload.outcome.fit.skipRows).toEqual({ column: "name", rows: 3 });
    expect(upload.outcome.plan.skip_invalid_rows).toBe(true);
    const check = checkUploadPlan(upload);
    expect(check.errorCount).toBe(0);
    expect(check.skippedRows).toHaveLength(3);
  });

  it("world-universities.json: the two-letter code repeats the country (one stray 'Viet Nam'): left out", () => {
    const upload = proposed("world-universities.json");
    expect(upload.outcome.plan.columns.alpha_two_code.role).toBe("left_out");
    expect(upload.outcome.reasons.alpha_two_code).toMatchObject({ code: "sameAs", column: "country" });
  });

  it("bob-ross.csv: 67 yes/no columns become one list of the features each painting has", () => {
    const upload = proposed("bob-ross.csv");
    const flags = upload.outcome.plan.columns.flags;
    expect(flags).toMatchObject({ role: "attribute", type: "set", label: { "en-US": "Features" } });
    expect(upload.outcome.reasons.flags.code).toBe("flags");
    expect(Object.keys(upload.outcome.plan.columns)).not.toContain("BARN");
    const first = upload.entries[0] as { attributes: Record<string, unknown> };
    expect(first.attributes.flags).toEqual(expect.arrayContaining(["BUSHES", "DECIDUOUS"]));
  });

  it("countries.json: dialling and numeric ISO codes are never compared as numbers", () => {
    const { columns } = proposed("countries.json").outcome.plan;
    expect(columns.ccn3.role).toBe("left_out");
    expect(columns["idd.root"].type ?? "text").toBe("text");
  });

  it("keeps a role the author changed on the proposed qualifier's card (it is no longer the qualifier)", () => {
    const cities = [
      "name,province,area",
      "朝阳,北京,1",
      "朝阳,辽宁,2",
      "西安,陕西,3",
      "西安,吉林,4",
      "上海,上海,5",
    ];
    const read = (plan?: unknown) =>
      planFromText(
        "cities.csv",
        cities.join("\n"),
        "",
        {},
        plan ? { plan: uploadPlanSchema.parse(plan) } : {},
      );
    const first = (read() as { outcome: PlanOutcome }).outcome.plan;
    // The proposed qualifier's card says so.
    expect(first.qualifier_column).toBe("province");
    expect(first.columns.province.role).toBe("qualifier");
    const changed = {
      ...first,
      columns: { ...first.columns, province: { ...first.columns.province, role: "attribute" } },
    };
    const again = (read(changed) as { outcome: PlanOutcome }).outcome.plan;
    expect(again.columns.province.role).toBe("attribute");
    expect(again.qualifier_column).toBeNull();
  });
});

describe("yes/no columns", () => {
  it("are a category of two, not numbers or free text, in every spelling", () => {
    const csv = [
      "name,alive,flag,ok,size",
      "A,Y,1,true,3",
      "B,N,0,false,4",
      "C,Y,0,TRUE,5",
      "D,n,1,False,6",
    ].join("\n");
    const { outcome } = planFromText("t.csv", csv, "", {}) as { outcome: PlanOutcome };
    for (const column of ["alive", "flag", "ok"]) {
      expect(outcome.plan.columns[column]).toMatchObject({ role: "attribute", type: "text" });
      expect(outcome.reasons[column].code).toBe("yesNo");
    }
    expect(outcome.plan.columns.size.type).toBe("number");
  });
});

describe("months written with their years", () => {
  it("reads Sep-63 and 1939, May as dates, with the reason", () => {
    const csv = [
      "name,first_seen,founded",
      'A,Sep-63,"1939, May"',
      'B,Nov-05,"1941, March"',
      'C,Aug-98,"1962, Dec"',
      'D,Jan-12,"1939, September"',
    ].join("\n");
    const upload = planFromText("t.csv", csv, "", {}) as ReturnType<typeof planFromText> & {
      outcome: PlanOutcome;
    };
    expect(upload.outcome.plan.columns.first_seen).toMatchObject({ role: "attribute", type: "date" });
    expect(upload.outcome.reasons.first_seen.code).toBe("monthYear");
    expect(upload.outcome.reasons.founded.code).toBe("monthYear");
    const cells = upload.entries.map(
      (entry) => (entry as { attributes: Record<string, unknown> }).attributes,
    );
    expect(cells.map((cell) => cell.first_seen)).toEqual([
      "1963-09-01",
      "2005-11-01",
      "1998-08-01",
      "2012-01-01",
    ]);
    expect(cells[0].founded).toBe("1939-05-01");
    expect(checkUploadPlan(upload).errorCount).toBe(0);
  });
});

describe("maps keyed by data", () => {
  it("countries.json: languages ({eng: English, fra: French}) is one list, not a column per key", () => {
    const upload = proposed("countries.json");
    const columns = Object.keys(upload.outcome.plan.columns);
    expect(columns).toContain("languages");
    expect(columns.some((path) => path.startsWith("languages."))).toBe(false);
    expect(upload.outcome.plan.columns.languages).toMatchObject({ role: "attribute", type: "set" });
    const aruba = upload.entries.find((entry) => (entry as { name: string }).name === "Aruba") as {
      attributes: Record<string, unknown>;
    };
    expect(aruba.attributes.languages).toEqual(["Dutch", "Papiamento"]);
  });
});

describe("digits that label", () => {
  it("zero-padded digits are a code, not a number; a padded year stays a year", () => {
    const rows = ["name,dial,born"];
    for (let i = 0; i < 12; i += 1)
      rows.push(`P${String.fromCharCode(65 + i)},00${40 + (i % 4)},00${10 + i}`);
    const { outcome } = planFromText("t.csv", rows.join("\n"), "", {}) as { outcome: PlanOutcome };
    expect(outcome.reasons.dial.code).toBe("codes");
    expect(outcome.plan.columns.dial).toMatchObject({ role: "attribute", type: "text" });
    expect(outcome.plan.columns.born.type).toBe("date");
  });

  it("a table whose name repeats once (a president's two terms) is named by it, never by a column of dates", () => {
    const rows = [
      "No.,President,Term start,Party",
      '1,George Washington,"April 30, 1789",Unaffiliated',
      '2,John Adams,"March 4, 1797",Federalist',
      '3,Thomas Jefferson,"March 4, 1801",Democratic-Republican',
      '4,James Madison,"March 4, 1809",Democratic-Republican',
      '5,James Monroe,"March 4, 1817",Democratic-Republican',
      '6,John Quincy Adams,"March 4, 1825",Democratic-Republican',
      '7,Andrew Jackson,"March 4, 1829",Democratic',
      '8,Martin Van Buren,"March 4, 1837",Democratic',
      '9,William Henry Harrison,"March 4, 1841",Whig',
      '10,John Tyler,"April 4, 1841",Whig',
      '22,Grover Cleveland,"March 4, 1885",Democratic',
      '24,Grover Cleveland,"March 4, 1893",Democratic',
    ];
    const upload = planFromText("presidents.csv", rows.join("\n"), "", {}, {});
    if (!("outcome" in upload)) throw new Error("expected a table");
    expect(upload.outcome.plan.name_column).toBe("President");
    expect(upload.outcome.plan.columns["Term start"].type).toBe("date");
  });
});
