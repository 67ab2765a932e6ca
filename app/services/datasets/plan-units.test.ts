import { describe, expect, it } from "vitest";
import { pagePlan } from "~/web/upload-request.server";
import { planFromCsv } from "./upload-source";

/**
 * The plan card's unit box shows the unit the importer applies, also one read from a header
 * ("Height (m)", "面积(平方公里)"), and what the author types there (or empties it to) is what is saved.
 */
const csv = [
  "name,Height (m),面积(平方公里),rank",
  "Alpha,1.2,300,1",
  "Beta,1.5,420,3",
  "Gamma,1.9,510,2",
  "Delta,2.4,90,5",
].join("\n");

/** The page's form as the preview posts it: the previewed plan, and each card's unit box. */
function posted(plan: unknown, units: Record<string, string>) {
  const form = new FormData();
  form.set("plan", JSON.stringify(plan));
  form.set("plan_form", "1");
  for (const [path, unit] of Object.entries(units)) form.set(`unit:${path}`, unit);
  return pagePlan(form);
}

const unitOf = (upload: ReturnType<typeof planFromCsv>, key: string) =>
  (upload.attributeTypes as { key: string; label: Record<string, string>; unit?: string }[]).find(
    (column) => column.label["en-US"] === key || column.key === key,
  )?.unit;

describe("a unit read from the header, in the plan", () => {
  it("is the plan's unit, so the card's box shows the unit in use", () => {
    const upload = planFromCsv(csv, "");
    const { columns } = upload.outcome.plan;
    expect(columns["Height (m)"]).toMatchObject({ type: "number", unit: "m" });
    expect(columns["面积(平方公里)"]).toMatchObject({ type: "number", unit: "平方公里" });
    // A number with no unit anywhere has none proposed.
    expect(columns.rank.unit).toBeUndefined();
    expect(unitOf(upload, "Height")).toBe("m");
  });

  it("changed in the box, is the unit saved; emptied, the column has no unit", () => {
    const proposed = planFromCsv(csv, "").outcome.plan;
    const author = posted(proposed, { "Height (m)": "cm", "面积(平方公里)": "" });
    expect(author?.columns["Height (m)"].unit).toBe("cm");
    const upload = planFromCsv(csv, "", {}, { plan: author ?? undefined });
    expect(unitOf(upload, "Height")).toBe("cm");
    expect(unitOf(upload, "面积")).toBeUndefined();
    // The plan returned shows both choices, so the next preview's boxes show them too.
    expect(upload.outcome.plan.columns["Height (m)"].unit).toBe("cm");
    expect(upload.outcome.plan.columns["面积(平方公里)"].unit).toBe("");
  });

  it("an API plan that does not name the unit keeps the one read from the header, and says so", () => {
    const upload = planFromCsv(
      csv,
      "",
      {},
      {
        plan: {
          name_column: "name",
          columns: { "Height (m)": { role: "attribute", type: "number", label: {}, short_label: {} } },
          skip_invalid_rows: false,
          empty_invalid_cells: false,
        },
      },
    );
    expect(unitOf(upload, "Height")).toBe("m");
    expect(upload.outcome.plan.columns["Height (m)"].unit).toBe("m");
  });
});
