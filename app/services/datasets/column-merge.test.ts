import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { columnOverrides } from "~/web/upload-request.server";
import { headerStem, mergedCell, mergedLabel, mergeGroups, mergeOffers } from "./column-merge";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

/** A table's plan (CSV here), with its notes: never the design §2 JSON's. */
function tablePlan(overrides: ReturnType<typeof columnOverrides> = {}) {
  const plan = planFromText("pokedex.csv", pokedex, "", overrides);
  if (!("table" in plan)) throw new Error("expected a table");
  return plan;
}

const pokedex = readFileSync(join(__dirname, "../../../tests/fixtures/real/pokedex.csv"), "utf8");

describe("columns that share a stem", () => {
  it("reads the stem of type_1, Type 2, 类型1 and egg_type_2, not of a year or a plain word", () => {
    expect(headerStem("type_1")).toEqual({ stem: "type", number: 1 });
    expect(headerStem("Type 2")).toEqual({ stem: "Type", number: 2 });
    expect(headerStem("类型1")).toEqual({ stem: "类型", number: 1 });
    expect(headerStem("egg_type_2")).toEqual({ stem: "egg_type", number: 2 });
    expect(headerStem("pop2010")).toBeNull();
    expect(headerStem("ability_hidden")).toBeNull();
    expect(headerStem("12")).toBeNull();
  });

  it("offers text columns with one stem as a group, never numbers or columns left out", () => {
    const column = (key: string, header: string, type: "text" | "number" = "text", leaveOut = false) => ({
      key,
      header,
      type,
      leaveOut,
    });
    expect(
      mergeOffers([
        column("col_1", "类型1"),
        column("col_2", "类型2"),
        column("hp_1", "hp_1", "number"),
        column("hp_2", "hp_2", "number"),
        column("type_1", "Type 1"),
        column("type_2", "Type 2"),
        column("type_3", "type-3", "text", true),
        column("link_1", "link_1"),
      ]),
    ).toEqual([
      { stem: "类型", keys: ["col_1", "col_2"] },
      { stem: "Type", keys: ["type_1", "type_2"] },
    ]);
  });

  it("chains the author's links into whole groups, in table order", () => {
    const columns = ["a", "b", "c", "d", "n"].map((key) => ({
      key,
      header: key,
      type: key === "n" ? ("number" as const) : ("text" as const),
    }));
    expect(mergeGroups(columns, { c: { mergeWith: ["a"] }, d: { mergeWith: ["c", "n", "zz"] } })).toEqual([
      ["a", "c", "d"],
    ]);
  });

  it("merges a row's cells without empty cells or repeats, splitting list cells", () => {
    expect(
      mergedCell([{ raw: "Grass" }, { raw: "" }, { raw: "n/a" }, { raw: "Poison; Grass", separator: ";" }]),
    ).toEqual(["Grass", "Poison"]);
    expect(mergedLabel(["type_1", "type_2"])).toBe("type");
    expect(mergedLabel(["species", "status"])).toBe("species");
    expect(mergedLabel(["ability_1", "ability_hidden"])).toBe("ability");
  });
});

describe("the pokedex, as downloaded", () => {
  it("offers type_1/type_2, ability_1/ability_2 and egg_type_1/egg_type_2 without merging them", () => {
    const plan = tablePlan();
    expect(
      plan.table.merges.map((merge) => [merge.label, merge.key, merge.columns.map((c) => c.header)]),
    ).toEqual([
      ["type", null, ["type_1", "type_2"]],
      ["ability", null, ["ability_1", "ability_2"]],
      ["egg_type", null, ["egg_type_1", "egg_type_2"]],
    ]);
    expect(plan.attributeTypes.map((column) => (column as { key: string }).key)).toContain("type_2");
  });

  it("merges the types into one list when the author ticks the offer (the form field), and it saves", () => {
    const form = new FormData();
    form.append("merge_type_1", "type_2");
    const plan = tablePlan(columnOverrides(form));
    const keys = plan.attributeTypes.map((column) => (column as { key: string }).key);
    expect(keys).toContain("type");
    expect(keys).not.toContain("type_1");
    expect(keys).not.toContain("type_2");
    const check = checkUploadPlan(plan);
    expect(check.errors).toEqual([]);
    const list = check.columns.find((column) => column.key === "type");
    expect(list?.type).toBe("set");
    expect(list?.label).toEqual({ "zh-CN": "type", "en-US": "type" });
    const byName = (name: string) => check.entries.find((entry) => entry.name === name)?.attributes.type;
    expect(byName("Bulbasaur")).toEqual(["Grass", "Poison"]);
    // Charmander has one type: the empty type_2 cell is dropped.
    expect(byName("Charmander")).toEqual(["Fire"]);
    const merged = plan.table.merges.find((merge) => merge.key === "type");
    expect(merged).toMatchObject({ label: "type", offered: true });
    expect(plan.notes.find((note) => note.key === "type")?.merged?.headers).toEqual(["type_1", "type_2"]);
  });

  it("merges columns picked by hand (the API's columns JSON), keeping their place", () => {
    const form = new FormData();
    form.append("columns", JSON.stringify({ ability_1: { mergeWith: ["ability_2", "ability_hidden"] } }));
    const plan = tablePlan(columnOverrides(form));
    const check = checkUploadPlan(plan);
    expect(check.errors).toEqual([]);
    const abilities = check.entries.find((entry) => entry.name === "Bulbasaur")?.attributes.ability;
    expect(abilities).toEqual(["Overgrow", "Chlorophyll"]);
    const keys = check.columns.map((column) => column.key);
    expect(keys.indexOf("ability")).toBe(keys.indexOf("abilities_number") + 1);
    expect(plan.table.merges.find((merge) => merge.key === "ability")?.offered).toBe(false);
  });
});
