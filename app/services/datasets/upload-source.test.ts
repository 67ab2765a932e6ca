import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { planFromCsv } from "./upload-source";
import { checkUploadPlan } from "./versions.server";

const CSV = `name,pop,lat,Longitude,motto
A,100,48.85,2.35,"a long motto"
B,three million,51.5,-0.12,"another"
C,300,40.4,-3.7,"third"
D,400,41.9,12.5,"fourth"
E,500,52.5,13.4,"fifth"
`;

describe("planFromCsv with the author's column choices", () => {
  it("joins lat/lon into one geo column by default, and keeps them apart when the author says no", () => {
    const offered = planFromCsv(CSV, "");
    expect(offered.geoSuggestion).toMatchObject({ lat: "lat", lon: "longitude", key: "location" });
    expect(offered.attributeTypes.map((column) => column.key)).toEqual(["pop", "location", "motto"]);
    expect(offered.outcome.plan.columns.lat.geo_with).toBe("Longitude");

    const apart = planFromCsv(CSV, "", { lat: { geoWith: "none" } });
    expect(apart.attributeTypes.map((column) => column.key)).toEqual(["pop", "lat", "longitude", "motto"]);
    expect(apart.outcome.plan.columns.lat.geo_with).toBeUndefined();

    const joined = planFromCsv(CSV, "", { lat: { geoWith: "longitude" }, location: { tolerance: 300 } });
    expect(joined.attributeTypes.map((column) => [column.key, column.type])).toEqual([
      ["pop", "number"],
      ["location", "geo"],
      ["motto", "text"],
    ]);
    expect(joined.attributeTypes[1].tolerance).toBe(300);
    expect(joined.entries[0].attributes).toMatchObject({ location: "48.85,2.35" });
  });

  it("keeps a mostly numeric column as Number, lists the bad row, and can leave it empty", () => {
    // The proposal leaves the one misfit empty; the author's "no" lists it instead.
    const proposed = planFromCsv(CSV, "");
    expect(proposed.outcome.plan.empty_invalid_cells).toBe(true);
    expect(checkUploadPlan(proposed).errorCount).toBe(0);
    const strict = uploadPlanSchema.parse({ ...proposed.outcome.plan, empty_invalid_cells: false });
    const kept = checkUploadPlan(planFromCsv(CSV, "", {}, { plan: strict }));
    expect(kept.columns[0].type).toBe("number");
    expect(kept.errors).toEqual([expect.objectContaining({ row: 2, column: "pop", code: "notNumber" })]);

    const blanked = planFromCsv(CSV, "", { pop: { blankBad: true } });
    expect(blanked.notes[0].blanked).toBe(1);
    const check = checkUploadPlan(blanked);
    expect(check.errorCount).toBe(0);
    expect(check.entries[1].attributes.pop).toBeNull();
  });

  it("keeps only the options that apply to the chosen type, with labels in both languages", () => {
    const plan = planFromCsv(CSV, "", {
      pop: { labelZh: "人口", labelEn: "Population", unit: "people", tolerance: 50, revealAfter: 3 },
      motto: { type: "hint", revealAfter: 2, unit: "x", tolerance: 4, showInTable: false },
    });
    expect(plan.attributeTypes[0]).toEqual({
      key: "pop",
      label: { "zh-CN": "人口", "en-US": "Population" },
      type: "number",
      unit: "people",
      tolerance: 50,
    });
    expect(plan.attributeTypes.at(-1)).toEqual({
      key: "motto",
      label: { "zh-CN": "motto", "en-US": "motto" },
      type: "hint",
      revealAfter: 2,
      showInTable: false,
    });
  });
});

describe("shaping a table's columns", () => {
  const csv =
    "name,population,Latitude,LONGITUDE,founded\nParis,2500000,48.86,2.35,-250\nRome,2800000,41.9,12.5,-753\n";

  it("keeps a joined location where the author placed it, and orders columns by position", () => {
    const plan = planFromCsv(csv, "", {
      latitude: { geoWith: "longitude" },
      location: { position: 1 },
      population: { position: 3 },
      founded: { position: 2 },
    });
    expect(plan.attributeTypes.map((column) => column.key)).toEqual(["location", "founded", "population"]);
  });

  it("joins any two number columns by hand and leaves out a column the author chose to skip", () => {
    const plan = planFromCsv("name,x,y,z\nA,1,2,3\nB,4,5,6\n", "", {
      y: { geoWith: "x" },
      z: { skip: true },
    });
    expect(plan.attributeTypes).toEqual([expect.objectContaining({ key: "location", type: "geo" })]);
    expect(plan.entries[0].attributes).toEqual({ location: "2,1" });
    expect(plan.table.leftOut).toEqual([{ key: "z", header: "z", reason: "chosen" }]);
  });
});
