import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { decodeTableFile } from "./table-encoding";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

/**
 * Shapes two reviewers' tables had that the importer dropped or merged without a word (issue 39):
 * each guess is now a row of the plan with its reason, and the author can change it. The files in
 * tests/fixtures/real/imitations/ are generated look-alikes of real downloads (SOURCES.md).
 */
function readFile(name: string, plan?: unknown) {
  const bytes = new Uint8Array(readFileSync(`tests/fixtures/real/imitations/${name}`));
  const { text, encoding } = decodeTableFile(bytes);
  return read(name, text, plan, encoding);
}

function read(
  fileName: string,
  text: string,
  plan?: unknown,
  encoding?: ReturnType<typeof decodeTableFile>["encoding"],
) {
  const choices = plan === undefined ? {} : { plan: uploadPlanSchema.parse(plan) };
  const upload = planFromText(fileName, text, "", {}, choices, encoding);
  if (!("outcome" in upload)) throw new Error("expected a table");
  const check = checkUploadPlan(upload);
  const columns = upload.outcome.plan.columns;
  return {
    upload,
    check,
    columns,
    reasons: upload.outcome.reasons,
    column: (key: string) => check.columns.find((item) => item.key === key),
  };
}

describe("two columns under one header", () => {
  it("gives each its own row, labelled by the unit line, and leaves the second unit out as the same measure", () => {
    const { columns, reasons, column, check } = readFile("List_of_tallest_buildings.tsv");
    expect(columns["Height (m)"]).toMatchObject({ role: "attribute", type: "number", unit: "m" });
    expect(columns["Height (ft)"]).toMatchObject({ role: "left_out", unit: "ft" });
    expect(reasons["Height (ft)"]).toEqual({ code: "sameAs", column: "Height (m)", unit: "ft" });
    expect(column("height_m")?.label).toEqual({ "zh-CN": "Height (m)", "en-US": "Height (m)" });
    // The unit line is not an entry.
    expect(check.entries[0].name).toBe("Burj Khalifa");
    expect(check.entries[0].attributes.height_m).toBe(828);
  });

  it("lets the author keep the feet and leave the metres out", () => {
    const { check } = readFile("List_of_tallest_buildings.tsv", {
      name_column: "Name",
      columns: {
        "Height (m)": { role: "left_out", label: {}, short_label: {} },
        "Height (ft)": { role: "attribute", type: "number", unit: "ft", label: {}, short_label: {} },
      },
    });
    expect(check.columns.map((item) => item.key)).toContain("height_ft");
    expect(check.columns.map((item) => item.key)).not.toContain("height_m");
    expect(check.entries[0].attributes.height_ft).toBe(2717);
  });

  it("numbers same headers the cells give no unit for", () => {
    const csv = ["Name,Floors,Floors,City", "A,10,2,X", "B,20,3,Y", "C,30,1,Z", "D,40,5,X"].join("\n");
    const { columns, check } = read("t.csv", csv);
    expect(Object.keys(columns)).toEqual(["Name", "Floors", "Floors 2", "City"]);
    expect(check.columns.map((item) => item.label["en-US"])).toEqual(["Floors", "Floors 2", "City"]);
    expect(check.entries[1].attributes).toMatchObject({ floors: 20, floors_2: 3 });
  });

  it("reads units the cells give to tell two same headers apart", () => {
    const csv = ["Name,Height,Height,City", "A,10 m,33 ft,X", "B,20 m,66 ft,Y", "C,31 m,102 ft,Z"].join("\n");
    const { columns } = read("t.csv", csv);
    expect(Object.keys(columns)).toEqual(["Name", "Height (m)", "Height (ft)", "City"]);
  });
});

describe("a header with a dot in a CSV", () => {
  it("keeps every word of it in the label", () => {
    const { column } = readFile("Pokemon.csv");
    expect(column("sp_atk")?.label["en-US"]).toBe("Sp. Atk");
    expect(column("sp_def")?.label["en-US"]).toBe("Sp. Def");
  });
});

describe("the location offer", () => {
  it("names the file's latitude and longitude headers, not their keys", () => {
    const { upload } = readFile("china-cities-2022-gbk.csv");
    expect(upload.geoSuggestion).toMatchObject({ latHeader: "纬度", lonHeader: "经度" });
  });
});
