import { describe, expect, it } from "vitest";
import type { ColumnPlan } from "~/schemas/upload-plan";
import { carriedPlan, carryValueLabels } from "./carried-plan";

const plan = (columns: ColumnPlan["columns"], rest: Partial<ColumnPlan> = {}): ColumnPlan => ({
  name_column: "name",
  columns,
  skip_invalid_rows: false,
  empty_invalid_cells: false,
  ...rest,
});

describe("carriedPlan", () => {
  it("keeps the rows and table choices whose columns still exist, and nothing of the columns gone", () => {
    const proposal = plan({
      name: { role: "name", label: {}, short_label: {} },
      region: { role: "attribute", type: "set", label: {}, short_label: {} },
      lat: { role: "attribute", type: "number", label: {}, short_label: {} },
    });
    const previous = plan(
      {
        name: { role: "name", label: {}, short_label: {} },
        region: { role: "qualifier", type: "text", label: { "en-US": "Region" }, short_label: {} },
        lat: { role: "attribute", type: "number", geo_with: "lon", label: {}, short_label: {} },
        gone: { role: "attribute", type: "number", label: { "en-US": "Gone" }, short_label: {} },
      },
      {
        qualifier_column: "region",
        answer_pool: { kind: "top", column: "gone", count: 10, order: "desc" },
        skip_invalid_rows: true,
      },
    );
    const { plan: carried, kept } = carriedPlan(proposal, previous);
    expect(kept).toEqual(["name", "region", "lat"]);
    expect(carried.columns.region).toMatchObject({ role: "qualifier", label: { "en-US": "Region" } });
    expect(carried.columns.gone).toBeUndefined();
    // The longitude is not in the new table: the join is not kept; nor a pool over a column gone.
    expect(carried.columns.lat.geo_with).toBeUndefined();
    expect(carried.answer_pool).toBeUndefined();
    expect(carried.qualifier_column).toBe("region");
    expect(carried.skip_invalid_rows).toBe(true);
  });
});

describe("carryValueLabels", () => {
  it("keeps the labels of the values the new entries still hold, a list's items one by one", () => {
    const columns = [
      { key: "kind", label: {}, type: "text" as const },
      { key: "tags", label: {}, type: "set" as const },
    ];
    const entries = [
      { attributes: { kind: "文化遗产", tags: ["华北", "华东"] } },
      { attributes: { kind: "自然遗产" } },
    ];
    const kept = carryValueLabels(columns, entries, [
      {
        key: "kind",
        label: {},
        type: "text",
        valueLabels: { 文化遗产: { "en-US": "Cultural" }, 双重遗产: { "en-US": "Mixed" } },
      },
      { key: "tags", label: {}, type: "set", valueLabels: { 华东: { "en-US": "East China" } } },
    ]);
    expect(kept).toBe(2);
    expect(columns[0]).toMatchObject({ valueLabels: { 文化遗产: { "en-US": "Cultural" } } });
    expect(columns[0]).not.toHaveProperty("valueLabels.双重遗产");
    expect(columns[1]).toMatchObject({ valueLabels: { 华东: { "en-US": "East China" } } });
  });
});
