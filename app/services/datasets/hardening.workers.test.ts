import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, raw } from "./testing/api-client";

type Dataset = { id: number; name: string; tags: string[] };
type Paged = { datasets: Dataset[]; total: number; total_pages: number; page: number };

let owner: TestUser;

beforeAll(async () => {
  owner = await createTestUser(env.DB);
});

async function createDataset(body: Record<string, unknown>) {
  return api<Dataset>("/api/v1/dataset", { method: "POST", token: owner.accessToken, body });
}

async function upload(datasetId: number, payload: unknown) {
  const res = await api<{ version: { id: number } }>(`/api/v1/dataset/${datasetId}/versions`, {
    method: "POST",
    token: owner.accessToken,
    body: payload,
  });
  expect(res.status).toBe(201);
  return res.body.data.version.id;
}

describe("CSV downloads", () => {
  it("escape cells a spreadsheet would run as formulas, and keep plain numbers", async () => {
    const created = await createDataset({ name: `Formulas ${Date.now()}` });
    const versionId = await upload(created.body.data.id, {
      attribute_types: [
        { key: "note", label: { "en-US": "Note" }, type: "text" },
        { key: "n", label: { "en-US": "N" }, type: "number" },
      ],
      entries: [
        { name: '=HYPERLINK("http://evil.example","x")', attributes: { note: "+1+1", n: -5 } },
        { name: "@SUM(1,1)", attributes: { note: "=cmd|' /C calc'!A0", n: 2 } },
        { name: "Plain", attributes: { note: "-2+3", n: 3 } },
      ],
    });
    const csv = await (await raw(`/api/v1/versions/${versionId}/download?format=csv`)).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain("'+1+1");
    expect(csv).toContain("'@SUM(1,1)");
    expect(csv).toContain("'=cmd|' /C calc'!A0");
    expect(csv).toContain("'-2+3");
    // A negative number is data, not a formula.
    expect(csv).toMatch(/,-5\r\n/);
    for (const line of csv
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .slice(1)) {
      expect(line).not.toMatch(/^[=+@]/);
      expect(line).not.toMatch(/,[=+@]/);
    }
  });
});

describe("request shapes", () => {
  it("refuses JSON nested 3,000 deep with 400, not 500", async () => {
    const body = `${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`;
    const res = await api("/api/v1/dataset", { method: "POST", token: owner.accessToken, body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it("bounds stored client fields of a game start (other_info, referrer, user agent)", async () => {
    const created = await createDataset({ name: `Bounded ${Date.now()}` });
    await upload(created.body.data.id, {
      attribute_types: [{ key: "n", label: { "en-US": "N" }, type: "number" }],
      entries: [{ name: "One", attributes: { n: 1 } }],
    });
    const start = (extra: Record<string, unknown>) =>
      api("/api/v1/game/record", {
        method: "POST",
        token: owner.accessToken,
        body: { dataset_id: created.body.data.id, ...extra },
      });
    expect((await start({ other_info: { blob: "x".repeat(2000) } })).status).toBe(400);
    expect((await start({ referrer: `https://a.example/${"r".repeat(1100)}` })).status).toBe(400);
    expect((await start({ user_agent: "u".repeat(600) })).status).toBe(400);
    expect((await start({ other_info: { reason: "ok" } })).status).toBe(201);
  });

  it("refuses names of only invisible characters and strips control characters", async () => {
    for (const name of ["\u200B\u200B", "\u0000", "\u202E", "\u2066\u200D\uFEFF", " \u3164 "]) {
      const res = await createDataset({ name });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(JSON.stringify(res.body.details)).toMatch(/errors\.(invisible|required)/);
    }
    const tags = await createDataset({ name: "Tagged", tags: ["\u200B"] });
    expect(tags.status).toBe(400);
    const cleaned = await createDataset({ name: "Ab\u0000c\u202Ed\u0007" });
    expect(cleaned.status).toBe(201);
    expect(cleaned.body.data.name).toBe("Abcd");
  });

  it("the create page and POST /api/v1/dataset refuse the same bad input with the same field errors", async () => {
    const bad = { name: "\u200B\u200B", type: "nope" };
    const fromApi = await createDataset(bad);
    expect(fromApi.status).toBe(400);
    const apiFields = (fromApi.body.details as { fields: Record<string, string[]> }).fields;
    expect(apiFields).toMatchObject({
      name: ["errors.invisible"],
      type: ["errors.invalidChoice"],
    });
    const page = await raw("/en-US/datasets/create", {
      method: "POST",
      headers: { Accept: "text/html", Cookie: owner.sessionCookie },
      body: new URLSearchParams({ ...bad, language: "en-US" }),
    });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain("Use at least one visible character");
    expect(html).toContain("Choose a valid option");
  });
});

describe("search", () => {
  it("treats LIKE wildcards and NUL as text, finds tags, and counts no pages for no results", async () => {
    const stamp = Date.now().toString(36);
    const created = await createDataset({ name: `Countries ${stamp}`, tags: [`国家${stamp}`] });
    expect(created.status).toBe(201);
    await upload(created.body.data.id, {
      attribute_types: [{ key: "n", label: { "en-US": "N" }, type: "number" }],
      entries: [
        { name: "France", attributes: { n: 1 } },
        { name: "Spain", attributes: { n: 2 } },
      ],
    });

    const byTag = await api<Paged>(`/api/v1/dataset/search?search=${encodeURIComponent(`国家${stamp}`)}`);
    expect(byTag.body.data.datasets.map((d) => d.id)).toEqual([created.body.data.id]);
    expect(byTag.body.data.total_pages).toBe(1);

    for (const search of ["%", "%%%%", "_", "\u0000", `\u0000${stamp}-none`]) {
      const res = await api<Paged>(`/api/v1/dataset/search?search=${encodeURIComponent(search)}`);
      expect(res.status, JSON.stringify(search)).toBe(200);
      if (search === "\u0000") continue; // nothing left after stripping: the plain list
      expect(res.body.data.total, JSON.stringify(search)).toBe(0);
      expect(res.body.data.total_pages).toBe(0);
    }
    const list = await api<{ datasets: Dataset[]; total: number }>(
      `/api/v1/dataset?query=${encodeURIComponent("\u0000zz-nothing")}`,
    );
    expect(list.body.data.total).toBe(0);

    for (const query of ["%%%%", "%", "_", "__"]) {
      const res = await api<{ entries: unknown[] }>(
        `/api/v1/dataset/${created.body.data.id}/entries?query=${encodeURIComponent(query)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.entries, query).toEqual([]);
    }
    const fr = await api<{ entries: { name: string }[] }>(
      `/api/v1/dataset/${created.body.data.id}/entries?query=fra`,
    );
    expect(fr.body.data.entries.map((e) => e.name)).toEqual(["France"]);
  });

  it("writes no KV key for a typed anonymous search or autocomplete query", async () => {
    const stamp = Date.now().toString(36);
    const before = (await env.KV.list({ prefix: "cache:public:" })).keys.length;
    for (let i = 0; i < 5; i++) {
      await api(`/api/v1/dataset/search?search=${stamp}-${i}`);
      await api(`/api/v1/dataset?query=${stamp}-${i}`);
    }
    const after = (await env.KV.list({ prefix: "cache:public:" })).keys.length;
    expect(after - before).toBeLessThan(2);
  });

  it("a favorite drops only its dataset's cached reads, not the shared cache generation", async () => {
    const created = await createDataset({ name: `Fav cache ${Date.now()}` });
    const id = created.body.data.id;
    expect((await api(`/api/v1/dataset/${id}`)).status).toBe(200); // cached for guests
    const generation = await env.KV.get("cache:public:generation");
    const fan = await createTestUser(env.DB);
    const fav = await api("/api/v1/favorite", {
      method: "POST",
      token: fan.accessToken,
      body: { dataset_id: id },
    });
    expect(fav.status).toBeLessThan(300);
    expect(await env.KV.get("cache:public:generation")).toBe(generation);
    // The favorited dataset itself reads fresh.
    const after = await api<{ favorites_count: number }>(`/api/v1/dataset/${id}`);
    expect(after.body.data.favorites_count).toBe(1);
  });
});
