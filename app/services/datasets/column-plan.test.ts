import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { mergePlans } from "./column-plan";
import { tableFromRecords } from "./table-reader";
import { planFromCsv, planFromTable } from "./upload-source";

const people = ["Luke Skywalker", "C-3PO", "R2-D2", "Darth Vader"].map((name, pk) => ({
  model: "resources.people",
  pk: pk + 1,
  fields: {
    name,
    height: 150 + pk * 10,
    mass: 50 + pk * 20,
    hair_color: ["blond", "n/a", "n/a", "none"][pk],
  },
}));

describe("flattening and lifting records", () => {
  it("lifts a Django fixture's fields beside model and pk", () => {
    const table = tableFromRecords(people, "json");
    expect(table.headers).toEqual(["model", "pk", "name", "height", "mass", "hair_color"]);
    expect(table.rows[0]).toEqual(["resources.people", "1", "Luke Skywalker", "150", "50", "blond"]);
  });

  it("keeps an inner field under its wrapper's path when an outer key has its name", () => {
    const table = tableFromRecords(
      [
        { name: "a", properties: { name: "A", size: 1 } },
        { name: "b", properties: { name: "B", size: 2 } },
      ],
      "json",
    );
    expect(table.headers).toEqual(["name", "properties.name", "size"]);
  });

  it("flattens records that do not all wrap their data to paths", () => {
    const table = tableFromRecords(
      [
        { name: "a", dims: { height: 1, width: 2 } },
        { name: "b", dims: { height: 3, width: 4 } },
      ],
      "json",
    );
    expect(table.headers).toEqual(["name", "dims.height", "dims.width"]);
  });
});

describe("the proposed plan", () => {
  it("proposes the fixture's fields as attributes, never as aliases, with reasons", () => {
    const plan = planFromTable(tableFromRecords(people, "json"), "");
    const { columns } = plan.outcome.plan;
    expect(plan.outcome.plan.name_column).toBe("name");
    expect(columns.height).toMatchObject({ role: "attribute", type: "number" });
    expect(columns.model.role).toBe("left_out");
    expect(plan.outcome.reasons.model.code).toBe("constant");
    expect(
      plan.entries.every((entry) => (entry as unknown as { aliases: string[] }).aliases.length === 0),
    ).toBe(true);
  });

  it("does not take a province header in Chinese for the entries' Chinese names", () => {
    const rows = ["Name_EN,Name_ZH,Adm1_Name_ZH,Pop"];
    const cities = [
      "Guangzhou",
      "Shenzhen",
      "Foshan",
      "Dongguan",
      "Hangzhou",
      "Ningbo",
      "Wenzhou",
      "Jiaxing",
    ];
    const zh = ["广州市", "深圳市", "佛山市", "东莞市", "杭州市", "宁波市", "温州市", "嘉兴市"];
    for (const [i, city] of cities.entries()) {
      rows.push(`${city},${zh[i]},${i < 4 ? "广东省" : "浙江省"},${i * 100}`);
    }
    const plan = planFromCsv(rows.join("\n"), "");
    const { columns } = plan.outcome.plan;
    expect(columns.Name_ZH.role).toBe("name_zh");
    expect(columns.Adm1_Name_ZH.role).toBe("attribute");
    expect(plan.outcome.reasons.Name_ZH).toEqual({ code: "languageHeader", share: 1 });
    const guangzhou = plan.entries[0] as unknown as { labels?: Record<string, string>; aliases: string[] };
    expect(guangzhou.labels?.["zh-CN"]).toBe("广州市");
    expect(guangzhou.aliases).not.toContain("广东省");
  });

  it("names how distinct the proposed name column is when no header says name", () => {
    const plan = planFromCsv(
      ["朝代,起,止", "夏,-2070,-1600", "商,-1600,-1046", "周,-1046,-256"].join("\n"),
      "",
    );
    expect(plan.outcome.plan.name_column).toBe("朝代");
    expect(plan.outcome.reasons.朝代).toEqual({ code: "distinctTexts", share: 1 });
  });

  it("applies the author's roles over the proposal: a new name, an alias, a hint revealed late", () => {
    const csv = ["code,title,blurb,year", "a1,Alpha,The first,1990", "b2,Beta,The second,1991"].join("\n");
    const author = uploadPlanSchema.parse({
      name_column: "title",
      columns: {
        code: { role: "alias" },
        blurb: { role: "hint", reveal_after: 4 },
        year: { role: "attribute", type: "number", short_label: { "en-US": "Yr" } },
      },
    });
    const plan = planFromCsv(csv, "", {}, { plan: author });
    expect(plan.entries[0]).toMatchObject({ name: "Alpha", aliases: ["a1"] });
    expect(plan.attributeTypes).toEqual([
      expect.objectContaining({ key: "blurb", type: "hint", revealAfter: 4 }),
      expect.objectContaining({ key: "year", type: "number", shortLabel: { "en-US": "Yr" } }),
    ]);
  });

  it("leaving a joined location out wins over the join, in one submit", () => {
    const csv = ["name,lat,lon,size", "A,10,20,1", "B,11,21,2", "C,12,22,3"].join("\n");
    const author = uploadPlanSchema.parse({
      columns: { lat: { role: "left_out", geo_with: "lon" } },
    });
    const plan = planFromCsv(csv, "", {}, { plan: author });
    expect(plan.attributeTypes.map((column) => (column as { key: string }).key)).toEqual(["size"]);
  });

  it("a later role wins when the author's plan and the proposal disagree on the name", () => {
    const proposal = uploadPlanSchema.parse({
      name_column: "a",
      columns: { a: { role: "name" }, b: { role: "attribute" } },
    });
    const merged = mergePlans(proposal, uploadPlanSchema.parse({ columns: { b: { role: "name" } } }));
    expect(merged.name_column).toBe("b");
    expect(merged.columns.a.role).toBe("attribute");
  });
});
