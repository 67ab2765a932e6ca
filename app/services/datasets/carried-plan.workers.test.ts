import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, raw } from "./testing/api-client";

/**
 * A new version of a table starts from the author's choices on the one before: labels, types,
 * tolerances, reveals and the value translations stay for the columns the new file still has.
 */
type Column = {
  key: string;
  type: string;
  unit?: string;
  tolerance?: number;
  revealAfter?: number;
  label: Record<string, string>;
  shortLabel?: Record<string, string>;
  valueLabels?: Record<string, Record<string, string>>;
};
type PlanColumn = { role: string; type?: string; tolerance?: number; label: Record<string, string> };
type Reply = {
  plan: { columns: Record<string, PlanColumn> };
  table: { carried?: { version: number; columns: string[]; value_labels: number } };
};

let owner: TestUser;
beforeAll(async () => {
  owner = await createTestUser(env.DB);
});

const CONTINENTS = ["亚洲", "欧洲", "非洲", "美洲"];
const row = (i: number) =>
  `城市${i},${CONTINENTS[i % 4]},${1000 + i * 137},${1800 + i * 3},"这座城市的格言第 ${i} 句，讲它的河流与山"`;
const csv = (rows: number) =>
  ["name,continent,area,founded,motto", ...Array.from({ length: rows }, (_, i) => row(i + 1))].join("\n");

async function upload(datasetId: number, file: string, plan: unknown | null, dryRun = false) {
  const form = new FormData();
  form.set("file", new File([file], "cities.csv"));
  form.set("changelog", "next");
  if (plan) form.set("plan", JSON.stringify(plan));
  return api<Reply>(`/api/v1/dataset/${datasetId}/versions${dryRun ? "?dry_run=true" : ""}`, {
    method: "POST",
    token: owner.accessToken,
    body: form,
  });
}

async function storedColumns(datasetId: number): Promise<{ version: number; columns: Column[] }> {
  const stored = await env.DB.prepare(
    "SELECT version, attribute_types FROM dataset_versions WHERE dataset_id = ? ORDER BY version DESC",
  )
    .bind(datasetId)
    .first<{ version: number; attribute_types: string }>();
  return { version: stored?.version ?? 0, columns: JSON.parse(stored?.attribute_types ?? "[]") };
}

describe("a new version keeps the author's choices", () => {
  it("v2 of the same file with one more row and no plan keeps v1's labels, type, tolerance, reveal and value labels", async () => {
    const created = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: `Carry ${Date.now()}` },
    });
    const id = created.body.data.id;
    const v1 = await upload(id, csv(24), {
      name_column: "name",
      columns: {
        continent: {
          role: "attribute",
          type: "text",
          label: { "zh-CN": "大洲", "en-US": "Continent" },
          short_label: { "zh-CN": "洲", "en-US": "Cont." },
        },
        area: { role: "attribute", type: "number", tolerance: 250, label: { "en-US": "Area" } },
        founded: { role: "attribute", type: "date", label: { "en-US": "Founded" } },
        motto: { role: "hint", reveal_after: 2, label: { "en-US": "Motto" } },
      },
    });
    expect(v1.status).toBe(201);
    const first = await storedColumns(id);
    const continentKey = first.columns.find((column) => column.label["en-US"] === "Continent")?.key ?? "";
    expect(continentKey).not.toBe("");
    // The owner translates a value on "Translate values".
    const form = new URLSearchParams({
      "labels[0].column": continentKey,
      "labels[0].value": "亚洲",
      "labels[0].zh": "",
      "labels[0].en": "Asia",
    });
    const translated = await raw(`/en-US/datasets/${id}/values`, {
      method: "POST",
      redirect: "manual",
      body: form,
      headers: { Accept: "text/html", Cookie: `i18n_redirected=en-US; ${owner.sessionCookie}` },
    });
    expect(translated.status).toBe(302);

    // The dry run says what it kept, and from which version.
    const dry = await upload(id, csv(25), null, true);
    expect(dry.status).toBe(200);
    expect(dry.body.data.table.carried?.version).toBe(1);
    expect(dry.body.data.table.carried?.columns).toEqual(
      expect.arrayContaining(["continent", "area", "founded", "motto"]),
    );
    expect(dry.body.data.table.carried?.value_labels).toBe(1);
    expect(dry.body.data.plan.columns.area.tolerance).toBe(250);

    const v2 = await upload(id, csv(25), null);
    expect(v2.status).toBe(201);
    const second = await storedColumns(id);
    expect(second.version).toBe(2);
    const byLabel = (en: string) => second.columns.find((column) => column.label["en-US"] === en);
    expect(byLabel("Continent")).toMatchObject({
      type: "text",
      label: { "zh-CN": "大洲", "en-US": "Continent" },
      shortLabel: { "zh-CN": "洲", "en-US": "Cont." },
      valueLabels: { 亚洲: { "en-US": "Asia" } },
    });
    expect(byLabel("Area")).toMatchObject({ type: "number", tolerance: 250 });
    expect(byLabel("Founded")).toMatchObject({ type: "date" });
    expect(byLabel("Motto")).toMatchObject({ type: "hint", revealAfter: 2 });
  });

  it("a first version, and a column new in v2, get the importer's proposal", async () => {
    const created = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: `Carry new ${Date.now()}` },
    });
    const id = created.body.data.id;
    const first = await upload(id, csv(20), null, true);
    expect(first.body.data.table.carried).toBeUndefined();
    expect(
      (
        await upload(id, csv(20), {
          name_column: "name",
          columns: {
            area: { role: "attribute", type: "number", tolerance: 250, label: { "en-US": "Area" } },
          },
        })
      ).status,
    ).toBe(201);
    const wider = csv(20)
      .split("\n")
      .map((line, i) => `${line},${i === 0 ? "population" : 5000 + i * 911}`)
      .join("\n");
    const dry = await upload(id, wider, null, true);
    expect(dry.body.data.plan.columns.area.tolerance).toBe(250);
    expect(dry.body.data.table.carried?.columns).not.toContain("population");
    expect(dry.body.data.plan.columns.population).toMatchObject({ role: "attribute", type: "number" });
  });
});
