import { describe, expect, it } from "vitest";
import { pageChoices, pagePlan } from "./upload-request.server";

// The upload page's form read as a plan: changes add up from one "Update preview" to the next.
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const previewed = {
  records_path: "volumes[].poems[]",
  name_column: "name",
  columns: {
    name: { role: "name", label: {}, short_label: {} },
    province: { role: "qualifier", label: {}, short_label: {} },
    area: { role: "attribute", type: "number", label: {}, short_label: {} },
  },
  skip_invalid_rows: false,
  empty_invalid_cells: false,
  qualifier_column: "province",
};

describe("the upload page's plan", () => {
  it("keeps the array of records previewed, and takes the one the author picks", () => {
    const kept = pagePlan(form({ plan: JSON.stringify(previewed), plan_form: "1" }));
    expect(kept?.records_path).toBe("volumes[].poems[]");
    const picked = pagePlan(
      form({ plan: JSON.stringify(previewed), plan_form: "1", records_path: "volumes[]" }),
    );
    expect(picked?.records_path).toBe("volumes[]");
  });

  it("a role changed on the previewed qualifier's card ends the qualifier, though its select still names it", () => {
    const fields = {
      plan: JSON.stringify(previewed),
      plan_form: "1",
      "role:province": "attribute",
      qualifier_column: "province",
    };
    const plan = pagePlan(form(fields));
    expect(plan?.columns.province.role).toBe("attribute");
    expect(pageChoices(form(fields), plan).qualifierColumn).toBeNull();
    // Unchanged, the select's qualifier stands.
    const same = { ...fields, "role:province": "qualifier" };
    expect(pageChoices(form(same), pagePlan(form(same))).qualifierColumn).toBe("province");
  });

  it("the box to capitalize lower-case names says no when unticked, and its choice is kept when the box is not on the page", () => {
    const shown = { plan: JSON.stringify({ ...previewed, capitalize_names: true }), plan_form: "1" };
    expect(pagePlan(form({ ...shown, capitalize_form: "1" }))?.capitalize_names).toBe(false);
    expect(pagePlan(form({ ...shown, capitalize_form: "1", capitalize_names: "1" }))?.capitalize_names).toBe(
      true,
    );
    const off = { plan: JSON.stringify({ ...previewed, capitalize_names: false }), plan_form: "1" };
    expect(pagePlan(form(off))?.capitalize_names).toBe(false);
  });

  it("reads the day order the author picks on a date column's card, and keeps it on the next preview", () => {
    const dated = {
      ...previewed,
      columns: {
        ...previewed.columns,
        founded: { role: "attribute", type: "date", day_order: "dmy", label: {}, short_label: {} },
      },
    };
    const picked = pagePlan(
      form({ plan: JSON.stringify(dated), plan_form: "1", "day_order:founded": "mdy" }),
    );
    expect(picked?.columns.founded.day_order).toBe("mdy");
    expect(pagePlan(form({ plan: JSON.stringify(picked), plan_form: "1" }))?.columns.founded.day_order).toBe(
      "mdy",
    );
  });

  it("the box to split names written 'A / B' says no when unticked, and keeps its choice off the page", () => {
    const shown = { plan: JSON.stringify({ ...previewed, split_slash_names: true }), plan_form: "1" };
    expect(pagePlan(form({ ...shown, slash_form: "1" }))?.split_slash_names).toBe(false);
    expect(pagePlan(form({ ...shown, slash_form: "1", split_slash_names: "1" }))?.split_slash_names).toBe(
      true,
    );
    const off = { plan: JSON.stringify({ ...previewed, split_slash_names: false }), plan_form: "1" };
    expect(pagePlan(form(off))?.split_slash_names).toBe(false);
  });
});
