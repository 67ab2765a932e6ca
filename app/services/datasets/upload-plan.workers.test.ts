import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api } from "./testing/api-client";

type PlanColumn = { role: string; type?: string; label: Record<string, string>; reveal_after?: number };
type Plan = {
  name_column: string | null;
  columns: Record<string, PlanColumn>;
  skip_invalid_rows: boolean;
  empty_invalid_cells: boolean;
  qualifier_column: string | null;
  answer_pool: unknown;
};
type DryRun = {
  plan: Plan;
  plan_reasons: Record<string, { code: string; share?: number }>;
  name_candidates: { column: string; distinct: number }[];
  needs_name_column?: boolean;
  entries_count: number;
  error_count: number;
  problems: { column: string; code: string; count: number; example: string }[];
  skipped_rows: { count: number; rows: { row: number; name: string }[] };
  attribute_types: { key: string; type: string; label: Record<string, string> }[];
  quality: { difficulty: string; human?: { mean: number } } | null;
  table: { duplicate_rows: number };
};

let owner: TestUser;
let datasetId: number;
beforeAll(async () => {
  owner = await createTestUser(env.DB);
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name: `Plan ${Date.now()}` },
  });
  datasetId = created.body.data.id;
});

const fixture = JSON.stringify(
  ["Luke Skywalker", "C-3PO", "R2-D2", "Darth Vader", "Leia Organa", "Owen Lars"].map((name, pk) => ({
    model: "resources.people",
    pk: pk + 1,
    fields: {
      name,
      height: String(150 + pk * 7),
      mass: String(50 + pk * 9),
      hair_color: ["blond", "n/a", "n/a", "none", "brown", "brown"][pk],
      gender: ["male", "n/a", "n/a", "male", "female", "male"][pk],
    },
  })),
);

async function upload(file: File, fields: Record<string, string>, dryRun: boolean) {
  const form = new FormData();
  form.set("file", file);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return api<DryRun>(`/api/v1/dataset/${datasetId}/versions${dryRun ? "?dry_run=true" : ""}`, {
    method: "POST",
    token: owner.accessToken,
    body: form,
  });
}

describe("the column plan on POST /api/v1/dataset/{id}/versions", () => {
  it("a dry run of a Django fixture returns data.plan with its fields lifted to columns, each with a reason", async () => {
    const res = await upload(new File([fixture], "people.json"), {}, true);
    expect(res.status).toBe(200);
    const { plan, plan_reasons } = res.body.data;
    expect(plan.name_column).toBe("name");
    expect(plan.columns.height.role).toBe("attribute");
    expect(plan.columns.height.type).toBe("number");
    expect(plan.columns.mass.role).toBe("attribute");
    // No fields.* value is an alias; the constant `model` and the `pk` numbering are left out.
    expect(Object.values(plan.columns).filter((column) => column.role === "alias")).toEqual([]);
    expect(plan.columns.model.role).toBe("left_out");
    expect(plan_reasons.model.code).toBe("constant");
    expect(plan_reasons.name.code).toBe("nameHeader");
    expect(plan_reasons.height.code).toBe("allFit");
  });

  it("saving with the plan stores exactly it, and the same report as its preview", async () => {
    const first = await upload(new File([fixture], "people.json"), {}, true);
    const plan = first.body.data.plan;
    plan.columns.gender = { ...plan.columns.gender, role: "left_out" };
    plan.columns.mass = { ...plan.columns.mass, label: { "zh-CN": "体重", "en-US": "Mass" } };
    const preview = await upload(new File([fixture], "people.json"), { plan: JSON.stringify(plan) }, true);
    expect(preview.status).toBe(200);
    expect(preview.body.data.plan.columns.gender.role).toBe("left_out");
    expect(preview.body.data.attribute_types.map((column) => column.key)).not.toContain("gender");
    const saved = await upload(
      new File([fixture], "people.json"),
      { plan: JSON.stringify(preview.body.data.plan) },
      false,
    );
    expect(saved.status).toBe(201);
    const version = (saved.body.data as unknown as { version: { id: number } }).version;
    const stored = await env.DB.prepare("SELECT plan FROM dataset_versions WHERE id = ?")
      .bind(version.id)
      .first<{ plan: string }>();
    expect(JSON.parse(stored?.plan ?? "null")).toEqual(preview.body.data.plan);
    const report = await env.DB.prepare("SELECT report FROM version_quality WHERE version_id = ?")
      .bind(version.id)
      .first<{ report: string }>();
    const previewed = preview.body.data.quality as Record<string, unknown>;
    const kept = JSON.parse(report?.report ?? "null") as Record<string, unknown>;
    expect(kept.difficulty).toBe(previewed.difficulty);
    expect(kept.human).toEqual(previewed.human);
    expect(kept.optimal).toEqual(previewed.optimal);
  });

  it("a misspelt name header: the most distinct text column is proposed as the name, with its reason", async () => {
    // A misspelt header, and one character twice (two readings): no column is all distinct texts.
    const csv = ["charcter,strokes,radical", "一,1,一", "二,2,二", "三,3,一", "二,2,二 ", "十,2,十"].join(
      "\n",
    );
    const proposed = await upload(new File([csv], "chars.csv"), {}, true);
    expect(proposed.status).toBe(200);
    expect(proposed.body.data.plan.name_column).toBe("charcter");
    expect(proposed.body.data.plan_reasons.charcter).toEqual({ code: "mostDistinct", share: 0.8 });
    expect(proposed.body.data.entries_count).toBe(5);
  });

  it("a file no column can name (anonymous measurements) gets the plan and every column's distinctness, and the author's pick works", async () => {
    const csv = [
      "species,island,mass",
      "Adelie,Dream,3750",
      "Adelie,Biscoe,3800",
      "Gentoo,Dream,3250",
      "Gentoo,Biscoe,4500",
      "Adelie,Dream,3900",
    ].join("\n");
    const refused = await upload(new File([csv], "penguins.csv"), {}, true);
    expect(refused.status).toBe(200);
    expect(refused.body.data.needs_name_column).toBe(true);
    expect(refused.body.data.plan.name_column).toBeNull();
    expect(refused.body.data.name_candidates[0]).toEqual({ column: "mass", distinct: 1 });
    const picked = await upload(
      new File([csv], "penguins.csv"),
      { plan: JSON.stringify({ ...refused.body.data.plan, name_column: "mass" }) },
      true,
    );
    expect(picked.body.data.entries_count).toBe(5);
    expect(picked.body.data.plan.columns.mass.role).toBe("name");
  });

  it("skips the rows that do not fit when asked, names them, and groups problems per column and kind", async () => {
    const rows = ["name,Location_ID,size"];
    for (let i = 0; i < 30; i += 1) rows.push(`Place ${i},${i % 3 === 0 ? `1B6D${i}` : i},${i}`);
    rows.push("Place 1,1,1"); // an exact repeat of row 2: removed and counted
    const csv = rows.join("\n");
    const plan = {
      columns: { Location_ID: { role: "attribute", type: "number", label: {}, short_label: {} } },
    };
    const strict = await upload(new File([csv], "places.csv"), { plan: JSON.stringify(plan) }, true);
    expect(strict.body.data.error_count).toBe(10);
    expect(strict.body.data.problems).toEqual([
      expect.objectContaining({ column: "location_id", code: "notNumber", count: 10, example: "1B6D0" }),
    ]);
    expect(strict.body.data.table.duplicate_rows).toBe(1);
    const skipping = await upload(
      new File([csv], "places.csv"),
      { plan: JSON.stringify({ ...plan, skip_invalid_rows: true }) },
      true,
    );
    expect(skipping.body.data.error_count).toBe(0);
    expect(skipping.body.data.entries_count).toBe(20);
    expect(skipping.body.data.skipped_rows.count).toBe(10);
    expect(skipping.body.data.skipped_rows.rows[0]).toEqual({ row: 1, name: "Place 0" });
    const emptying = await upload(
      new File([csv], "places.csv"),
      { plan: JSON.stringify({ ...plan, empty_invalid_cells: true }) },
      true,
    );
    expect(emptying.body.data.error_count).toBe(0);
    expect(emptying.body.data.entries_count).toBe(30);
  });

  it("refuses a plan that does not fit the schema, naming the field", async () => {
    const res = await upload(
      new File([fixture], "people.json"),
      { plan: JSON.stringify({ columns: { name: { role: "boss" } } }) },
      true,
    );
    expect(res.status).toBe(400);
  });

  it("refuses to save a table that compares nothing, as the page does, and stores no version", async () => {
    const csv = "name,notes\nA,first of them\nB,second of them\nC,third of them\n";
    const before = await api<{ versions: unknown[] }>(`/api/v1/dataset/${datasetId}/versions`, {
      token: owner.accessToken,
    });
    const plan = {
      name_column: "name",
      columns: { notes: { role: "left_out", label: {}, short_label: {} } },
    };
    const res = await upload(new File([csv], "nothing.csv"), { plan: JSON.stringify(plan) }, false);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("No column compares");
    const after = await api<{ versions: unknown[] }>(`/api/v1/dataset/${datasetId}/versions`, {
      token: owner.accessToken,
    });
    expect(after.body.data.versions.length).toBe(before.body.data.versions.length);
  });

  it("previews for any spelling of yes in dry_run (1, TRUE), never publishing by mistake", async () => {
    const count = async () =>
      (
        await api<{ versions: unknown[] }>(`/api/v1/dataset/${datasetId}/versions`, {
          token: owner.accessToken,
        })
      ).body.data.versions.length;
    const before = await count();
    for (const spelling of ["1", "TRUE", "yes"]) {
      const form = new FormData();
      form.set("file", new File([fixture], "people.json"));
      const res = await api<DryRun>(`/api/v1/dataset/${datasetId}/versions?dry_run=${spelling}`, {
        method: "POST",
        token: owner.accessToken,
        body: form,
      });
      expect(res.status, spelling).toBe(200);
      expect(res.body.data.plan.name_column).toBe("name");
    }
    expect(await count()).toBe(before);
  });
});
