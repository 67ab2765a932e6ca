import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, raw } from "./testing/api-client";

// Every worst-case upload shape is refused by a cap (or validated) in
// bounded time, and the upload page refuses what the API refuses with the same field errors.

let owner: TestUser;
let datasetId: number;

type Refusal = {
  errors?: { row: number; column: string; code: string }[];
  fields?: Record<string, string[]>;
};

async function upload(body: unknown, { dryRun = true } = {}) {
  const started = Date.now();
  const result = await api<Record<string, unknown>>(
    `/api/v1/dataset/${datasetId}/versions${dryRun ? "?dry_run=true" : ""}`,
    { method: "POST", token: owner.accessToken, body },
  );
  return { ...result, ms: Date.now() - started, details: result.body.details as Refusal | null };
}

function csvForm(csv: string, changelog = "v") {
  const form = new FormData();
  form.set("file", new File([csv], "data.csv", { type: "text/csv" }));
  form.set("changelog", changelog);
  return form;
}

const oneColumn = (type: string, cell: unknown) => ({
  attribute_types: [{ key: "v", label: { "en-US": "V" }, type }],
  entries: [{ name: "A", attributes: { v: cell } }],
});

beforeAll(async () => {
  owner = await createTestUser(env.DB);
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name: `Caps ${Date.now()}` },
  });
  datasetId = created.body.data.id;
});

describe("bounded upload validation", () => {
  it("refuses a 40,000-item set cell in JSON by its cap, and leaves one in a CSV empty, at once", async () => {
    const items = Array.from({ length: 40_000 }, (_, i) => `item${i}`);
    const json = await upload(oneColumn("set", items));
    expect(json.status).toBe(200);
    expect(json.body.data.errors).toEqual([
      expect.objectContaining({ row: 1, column: "v", code: "tooMany" }),
    ]);
    // A table people bring is not refused for one outsized cell: it is left empty and counted.
    const csv = await upload(csvForm(`name,tags\nA,"${items.join(";")}"\nB,x;y\n`));
    expect(csv.body.data.errors).toEqual([]);
    expect(csv.body.data.column_notes).toEqual([expect.objectContaining({ key: "tags", blanked: 1 })]);
    expect(json.ms + csv.ms).toBeLessThan(3000);
  });

  it("refuses a 20,000-digit number cell by its length", async () => {
    const result = await upload(oneColumn("number", `${"9".repeat(20_000)}x`));
    expect(result.body.data.errors).toEqual([expect.objectContaining({ code: "tooLong" })]);
    const inferred = await upload(csvForm(`name,n\nA,${"1".repeat(20_000)}\nB,2\nC,3\nD,4\nE,5\n`));
    expect(inferred.status).toBe(200);
    expect(inferred.ms).toBeLessThan(2000);
  });

  it("refuses a CSV with too many fields on a line, or too many lines, before parsing (413 naming the cap)", async () => {
    const wide = await upload(csvForm(`name${",x".repeat(3000)}\nA${",1".repeat(3000)}\n`));
    expect(wide.status).toBe(413);
    expect(wide.body.message).toMatch(/at most 2000 fields on one line/);
    const tall = await upload(csvForm(`name,v\n${"A,1\n".repeat(60_000)}`));
    expect(tall.status).toBe(413);
    expect(tall.body.message).toMatch(/at most 50000 lines/);
    const rows = await upload(
      csvForm(`name,v\n${Array.from({ length: 20_001 }, (_, i) => `E${i},${i}`).join("\n")}\n`),
    );
    expect(rows.status).toBe(413);
    expect(rows.body.message).toMatch(/at most 20000 entries/);
  });

  it("refuses a body over 10 MB with 413, and validates a 5 MB worst-case JSON in bounded time", async () => {
    const huge = await upload(csvForm(`name,v\nA,"${"x".repeat(10 * 1024 * 1024)}"\n`));
    expect(huge.status).toBe(413);
    // Just under 5 MB: 5,000 entries × 49 number cells written with many digits, and a 12-item set.
    const columns = [
      ...Array.from({ length: 49 }, (_, c) => ({
        key: `n${c}`,
        label: { "en-US": `N${c}` },
        type: "number",
      })),
      { key: "s", label: { "en-US": "S" }, type: "set" },
    ];
    const entries = Array.from({ length: 5000 }, (_, i) => ({
      name: `E${i}`,
      attributes: {
        ...Object.fromEntries(columns.slice(0, 49).map((column) => [column.key, `${i}.${"0".repeat(5)}`])),
        s: Array.from({ length: 12 }, (_, k) => `v${k}`),
      },
    }));
    const body = { attribute_types: columns, entries };
    expect(JSON.stringify(body).length).toBeGreaterThan(4_500_000);
    expect(JSON.stringify(body).length).toBeLessThan(5 * 1024 * 1024);
    const result = await upload(body);
    expect(result.status).toBe(200);
    expect(result.body.data.entries_count).toBe(5000);
    console.log(`worst-case 5 MB upload (dry run, 5,000 × 50): ${result.ms} ms wall time in workerd`);
    expect(result.ms).toBeLessThan(15_000);
  }, 30_000);
});

describe("dates of any year", () => {
  it("accepts year-only, BCE and extended ISO years and stores them canonically", async () => {
    const result = await upload({
      attribute_types: [{ key: "founded", label: { "en-US": "Founded" }, type: "date" }],
      entries: ["865", "-250", "+002024", "-0044-03-15", 1066].map((founded, i) => ({
        name: `P${i}`,
        attributes: { founded },
      })),
    });
    expect(result.status).toBe(200);
    const preview = result.body.data.preview as { attributes: { founded: string } }[];
    expect(preview.map((entry) => entry.attributes.founded)).toEqual([
      "865",
      "-250",
      "2024",
      "-0044-03-15",
      "1066",
    ]);
    const bad = await upload(oneColumn("date", "someday"));
    const errors = bad.body.data.errors as { reason: string }[];
    expect(errors[0].reason.match(/someday/g)).toHaveLength(1);
  });
});

describe("the upload page and the API refuse alike", () => {
  const page = (path: string, init: RequestInit = {}) =>
    raw(path, {
      redirect: "manual",
      ...init,
      headers: { Accept: "text/html", Cookie: `i18n_redirected=en-US; ${owner.sessionCookie}` },
    });

  it("refuses a changelog over 5,000 characters with the same field error (no silent cut)", async () => {
    const changelog = "c".repeat(5001);
    const csv = "name,population\nA,1\nB,2\n";
    const fromApi = await upload(csvForm(csv, changelog), { dryRun: false });
    expect(fromApi.status).toBe(400);
    expect(fromApi.details?.fields).toEqual({ changelog: ["errors.tooLong5000"] });

    const fromPage = await page(`/en-US/datasets/version/create?datasetId=${datasetId}`, {
      method: "POST",
      body: (() => {
        const form = csvForm(csv, changelog);
        form.set("intent", "preview");
        return form;
      })(),
    });
    expect(fromPage.status).toBe(400);
    const html = await fromPage.text();
    expect(html).toContain("At most 5,000 characters");
    expect(html).toContain('id="changelog-error"');
  });

  it("keeps Number for a column with a bad cell and names the row, on the page and in the API", async () => {
    const csv =
      "name,population,lat,lon,founded\nA,100,48.85,2.35,865\nB,three million,51.5,-0.12,-250\nC,300,40.4,-3.7,1990\nD,400,41.9,12.5,1200\nE,500,52.5,13.4,1237\n";
    // The importer proposes to leave the one misfit empty, and says so with its count.
    const proposed = await upload(csvForm(csv));
    expect(proposed.body.data.errors).toEqual([]);
    expect(proposed.body.data.fit_proposal).toEqual({ empty_cells: { columns: ["population"], cells: 1 } });
    // The author's "no" (the plan without it): the cell is named, on the page and in the API.
    const strict = (body: FormData) => {
      body.set("plan", JSON.stringify({ empty_invalid_cells: false }));
      return body;
    };
    const fromApi = await upload(strict(csvForm(csv)));
    const columns = fromApi.body.data.attribute_types as { key: string; type: string }[];
    expect(columns.find((column) => column.key === "population")?.type).toBe("number");
    expect(columns.find((column) => column.key === "founded")?.type).toBe("date");
    expect(fromApi.body.data.errors).toEqual([
      expect.objectContaining({ row: 2, column: "population", code: "notNumber" }),
    ]);
    expect(fromApi.body.data.geo_suggestion).toEqual({
      lat: "lat",
      lat_header: "lat",
      lon_header: "lon",
      lon: "lon",
      key: "location",
    });
    expect(fromApi.body.data.column_notes).toContainEqual(
      expect.objectContaining({
        key: "population",
        inference: {
          type: "number",
          reason: "mostFit",
          fit: 4,
          total: 5,
          why: "numbers in 80% of rows: number",
        },
      }),
    );
    const form = strict(csvForm(csv));
    form.set("intent", "preview");
    const fromPage = await page(`/en-US/datasets/version/create?dataset_id=${datasetId}`, {
      method: "POST",
      body: form,
    });
    expect(fromPage.status).toBe(400);
    const html = await fromPage.text();
    // One line per kind and column, with an example value.
    expect(html).toContain("1 row: population — not a number");
    expect(html).toContain("e.g. three million");
    // Joined by default; the hidden "none" before the box is what an unticked box sends.
    expect(html).toContain(
      '<input type="hidden" name="geo_lat" value="none"/><input id="geo-join" type="checkbox" name="geo_lat" checked="" value="lon"/>',
    );
  });

  it("lets a signed-in user pick a dataset when the query names none", async () => {
    const response = await page("/en-US/datasets/version/create");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="dataset_id"');
    expect(html).toContain(`value="${datasetId}"`);
  });
});
