import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, elementsPayload, raw } from "./testing/api-client";

type Dataset = {
  id: number;
  name: string;
  is_public: boolean;
  entries_count: number;
  forks_count: number;
  tags: string[];
  latest_version_id: number | null;
  owner_id: number;
  favorites_count: number;
  download_url: string | null;
};
type List = { datasets: Dataset[]; total: number };

let owner: TestUser;
let other: TestUser;

async function createDataset(user: TestUser, body: Record<string, unknown>) {
  const res = await api<Dataset>("/api/v1/dataset", { method: "POST", token: user.accessToken, body });
  expect(res.status).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  owner = await createTestUser(env.DB);
  other = await createTestUser(env.DB);
});

describe("datasets API", () => {
  it("creates, reads, updates and deletes a dataset, owner only", async () => {
    const created = await createDataset(owner, {
      name: "Planets",
      description: "d",
      tags: "space, sky",
      type: "astronomy",
    });
    expect(created).toMatchObject({
      name: "Planets",
      is_public: true,
      tags: ["sky", "space"],
      owner_id: owner.user.id,
    });
    expect((await api(`/api/v1/dataset/${created.id}`)).body.data).toMatchObject({ name: "Planets" });

    const forbidden = await api(`/api/v1/dataset/${created.id}`, {
      method: "PUT",
      token: other.accessToken,
      body: { name: "X" },
    });
    expect(forbidden.status).toBe(403);
    const anonymous = await api(`/api/v1/dataset/${created.id}`, { method: "PUT", body: { name: "X" } });
    expect(anonymous.status).toBe(401);

    const updated = await api<Dataset>(`/api/v1/dataset/${created.id}`, {
      method: "PUT",
      token: owner.accessToken,
      body: { name: "Planets 2", tags: ["space"] },
    });
    expect(updated.body.data).toMatchObject({ name: "Planets 2", tags: ["space"] });
    // The cached anonymous read follows the edit at once.
    expect((await api<Dataset>(`/api/v1/dataset/${created.id}`)).body.data.name).toBe("Planets 2");

    expect(
      (await api(`/api/v1/dataset/${created.id}`, { method: "DELETE", token: owner.accessToken })).status,
    ).toBe(200);
    expect((await api(`/api/v1/dataset/${created.id}`)).status).toBe(404);
  });

  it("names every bad field and refuses over-long input", async () => {
    const res = await api("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: "x".repeat(65), tags: ["y".repeat(33)] },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body.details as { fields: object }).fields)).toEqual(
      expect.arrayContaining(["name", "tags.0"]),
    );
  });

  it("uploads versions: numbers increase, counts follow the latest, warnings reported", async () => {
    const dataset = await createDataset(owner, { name: "Elements" });
    const first = await api<{ version: { version: number; entries_count: number }; warnings: unknown[] }>(
      `/api/v1/dataset/${dataset.id}/versions`,
      { method: "POST", token: owner.accessToken, body: elementsPayload(12) },
    );
    expect(first.status).toBe(201);
    expect(first.body.data.version).toMatchObject({ version: 1, entries_count: 12 });
    const payload = elementsPayload(3);
    payload.entries[2].name = "Element 1";
    payload.changelog = "second";
    const second = await api<{
      version: { version: number; id: number; changelog: string };
      warnings: { code: string }[];
    }>(`/api/v1/dataset/${dataset.id}/versions`, { method: "POST", token: owner.accessToken, body: payload });
    expect(second.body.data.version).toMatchObject({ version: 2, changelog: "second" });
    expect(second.body.data.warnings.map((w) => w.code)).toContain("duplicateName");
    const after = (await api<Dataset>(`/api/v1/dataset/${dataset.id}`)).body.data;
    expect(after).toMatchObject({ entries_count: 3, latest_version_id: second.body.data.version.id });
    const versions = await api<{
      versions: { version: number; attribute_types: { label: Record<string, string> }[] }[];
    }>(`/api/v1/dataset/${dataset.id}/versions`);
    expect(versions.body.data.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions.body.data.versions[0].attribute_types[0].label).toEqual({
      "zh-CN": "质量",
      "en-US": "Mass",
    });

    expect(
      (
        await api(`/api/v1/versions/${second.body.data.version.id}`, {
          method: "DELETE",
          token: owner.accessToken,
        })
      ).status,
    ).toBe(200);
    expect((await api<Dataset>(`/api/v1/dataset/${dataset.id}`)).body.data.entries_count).toBe(12);
  });

  it("refuses a bad upload with row, column and reason, and stores nothing", async () => {
    const dataset = await createDataset(owner, { name: "Broken" });
    const payload = elementsPayload(5);
    payload.entries[1].attributes.mass = "heavy" as unknown as number;
    payload.entries[3].attributes.phase = "plasma";
    const before = await env.DB.prepare("SELECT count(*) AS n FROM entries").first<{ n: number }>();
    const res = await api(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: payload,
    });
    expect(res.status).toBe(400);
    expect((res.body.details as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ row: 2, column: "mass", code: "notNumber" }),
      expect.objectContaining({ row: 4, column: "phase", code: "notInOrder" }),
    ]);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM entries").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    const versions = await env.DB.prepare("SELECT count(*) AS n FROM dataset_versions WHERE dataset_id = ?")
      .bind(dataset.id)
      .first<{ n: number }>();
    expect(versions?.n).toBe(0);
  });

  it("accepts a multipart CSV with a changed column type, and refuses oversize uploads with 413", async () => {
    const dataset = await createDataset(owner, { name: "CSV" });
    const rows = Array.from(
      { length: 120 },
      (_, i) => `Item ${i},${i % 5},${["S", "M", "L"][i % 3]},"${i % 80},${i % 170}"`,
    );
    const csv = `name,rank,size,place\n${rows.join("\n")}\n`;
    const preview = new FormData();
    preview.set("file", new File([csv], "items.csv", { type: "text/csv" }));
    const dry = await api<{ attribute_types: { key: string; type: string }[]; entries_count: number }>(
      `/api/v1/dataset/${dataset.id}/versions?dry_run=true`,
      { method: "POST", token: owner.accessToken, body: preview },
    );
    expect(dry.body.data.entries_count).toBe(120);
    expect(dry.body.data.attribute_types.map((c) => c.type)).toEqual(["number", "text", "geo"]);

    const form = new FormData();
    form.set("file", new File([csv], "items.csv", { type: "text/csv" }));
    form.set("changelog", "from csv");
    form.set("type_size", "ordinal");
    form.set("order_size", "S; M; L");
    const saved = await api<{
      version: { attribute_types: { key: string; type: string; order?: string[] }[] };
    }>(`/api/v1/dataset/${dataset.id}/versions`, { method: "POST", token: owner.accessToken, body: form });
    expect(saved.status).toBe(201);
    expect(saved.body.data.version.attribute_types[1]).toMatchObject({
      key: "size",
      type: "ordinal",
      order: ["S", "M", "L"],
    });

    const big = await api(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: JSON.stringify({ pad: "x".repeat(10 * 1024 * 1024 + 10) }),
    });
    expect(big.status).toBe(413);
    const many = await api(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: elementsPayload(20_001),
    });
    expect(many.status).toBe(413);
    expect(many.body.message).toContain("20000");
    const other = await api(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: elementsPayload(1).entries.length
        ? {
            ...elementsPayload(1),
            attribute_types: Array.from({ length: 51 }, (_, i) => ({
              key: `k${i}`,
              label: {},
              type: "text",
            })),
          }
        : {},
    });
    expect(other.status).toBe(413);
  });

  it("accepts 5,000 entries in one request and reports the time it took", async () => {
    const dataset = await createDataset(owner, { name: "Big" });
    const body = JSON.stringify(elementsPayload(5000));
    const started = performance.now();
    const res = await api(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body,
    });
    const elapsed = performance.now() - started;
    expect(res.status).toBe(201);
    console.log(`5,000-entry upload (${(body.length / 1024).toFixed(0)} KB): ${elapsed.toFixed(0)} ms wall`);
    const count = await env.DB.prepare("SELECT entries_count AS n FROM datasets WHERE id = ?")
      .bind(dataset.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(5000);
  });

  it("autocompletes by name, either label and pinyin alias, folding case and width", async () => {
    const dataset = await createDataset(owner, { name: "Auto" });
    await api(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: {
        attribute_types: [{ key: "mass", label: { "en-US": "Mass" }, type: "number" }],
        entries: [
          {
            name: "Hydrogen",
            labels: { "zh-CN": "氢", "en-US": "Hydrogen" },
            aliases: ["qing"],
            attributes: { mass: 1 },
          },
          { name: "Helium", labels: { "zh-CN": "氦" }, aliases: ["hai"], attributes: { mass: 4 } },
          { name: "Côte d'Ivoire", aliases: [], attributes: { mass: 5 } },
        ],
      },
    });
    const names = async (query: string) =>
      (
        await api<{ entries: { name: string }[] }>(
          `/api/v1/dataset/${dataset.id}/entries?query=${encodeURIComponent(query)}`,
        )
      ).body.data.entries.map((e) => e.name);
    expect(await names("HYD")).toEqual(["Hydrogen"]);
    expect(await names("氢")).toEqual(["Hydrogen"]);
    expect(await names("qing")).toEqual(["Hydrogen"]);
    expect(await names("ｈｅ")).toEqual(["Helium"]);
    expect(await names("cote d")).toEqual(["Côte d'Ivoire"]);
    const one = (
      await api<{ entries: Record<string, unknown>[] }>(`/api/v1/dataset/${dataset.id}/entries?query=hy`)
    ).body.data.entries[0];
    expect(Object.keys(one).sort()).toEqual(["aliases", "id", "image_url", "labels", "name"]);
  });
});

describe("private datasets never leak", () => {
  it("is a 404 or absent for everyone but its owner, everywhere", async () => {
    const marker = `secret${Date.now()}`;
    const dataset = await createDataset(owner, { name: marker, is_public: false, tags: [marker] });
    const upload = await api<{ version: { id: number } }>(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: elementsPayload(3),
    });
    const versionId = upload.body.data.version.id;
    const paths = [
      `/api/v1/dataset/${dataset.id}`,
      `/api/v1/dataset/${dataset.id}/versions`,
      `/api/v1/dataset/${dataset.id}/entries?query=element`,
      `/api/v1/versions/${versionId}`,
      `/api/v1/versions/${versionId}/download?format=csv`,
      `/api/v1/versions/${versionId}/download?format=json`,
    ];
    for (const viewer of [undefined, other.accessToken]) {
      for (const path of paths) expect((await api(path, { token: viewer })).status, path).toBe(404);
      const lists = [
        `/api/v1/dataset?query=${marker}`,
        `/api/v1/dataset?owner_id=${owner.user.id}&limit=100`,
        `/api/v1/dataset/search?search=${marker}`,
        `/api/v1/dataset/search/tags?tags=${marker}`,
        `/api/v1/dataset/user/${owner.user.id}?limit=100`,
      ];
      for (const path of lists) {
        const res = await api<List>(path, { token: viewer });
        expect(res.status, path).toBe(200);
        expect(
          res.body.data.datasets.map((d) => d.id),
          path,
        ).not.toContain(dataset.id);
      }
      expect(
        (
          await api(`/api/v1/dataset/${dataset.id}/fork`, {
            method: "POST",
            token: other.accessToken,
            body: {},
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await api("/api/v1/favorite", {
            method: "POST",
            token: other.accessToken,
            body: { dataset_id: dataset.id },
          })
        ).status,
      ).toBe(404);
    }
    // The owner sees it everywhere.
    for (const path of paths) {
      const response = await raw(path, { headers: { Authorization: `Bearer ${owner.accessToken}` } });
      expect(response.status, path).toBe(200);
    }
    const mine = await api<List>("/api/v1/dataset/my", { token: owner.accessToken });
    expect(mine.body.data.datasets.map((d) => d.id)).toContain(dataset.id);
    const search = await api<List>(`/api/v1/dataset/search?search=${marker}`, { token: owner.accessToken });
    expect(search.body.data.datasets.map((d) => d.id)).toEqual([dataset.id]);
  });

  it("drops a dataset from cached public reads the moment it turns private", async () => {
    const marker = `turning${Date.now()}`;
    const dataset = await createDataset(owner, { name: marker, tags: [marker] });
    expect((await api(`/api/v1/dataset/${dataset.id}`)).status).toBe(200);
    expect((await api<List>(`/api/v1/dataset/search?search=${marker}`)).body.data.total).toBe(1);
    expect((await api<List>(`/api/v1/dataset/search?search=${marker}`)).body.data.total).toBe(1);
    await api(`/api/v1/dataset/${dataset.id}`, {
      method: "PUT",
      token: owner.accessToken,
      body: { is_public: false },
    });
    expect((await api(`/api/v1/dataset/${dataset.id}`)).status).toBe(404);
    expect((await api<List>(`/api/v1/dataset/search?search=${marker}`)).body.data.total).toBe(0);
    expect((await api<List>(`/api/v1/dataset/search/tags?tags=${marker}`)).body.data.total).toBe(0);
  });
});

describe("forks and favorites", () => {
  it("forks the latest version, counts forks and refuses when not allowed", async () => {
    const source = await createDataset(owner, { name: "Source", tags: ["t1"] });
    await api(`/api/v1/dataset/${source.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: elementsPayload(4),
    });
    const anonymous = await api(`/api/v1/dataset/${source.id}/fork`, { method: "POST", body: {} });
    expect(anonymous.status).toBe(401);
    const res = await api<{ message: string; dataset: Dataset }>(`/api/v1/dataset/${source.id}/fork`, {
      method: "POST",
      token: other.accessToken,
      body: { name: "My copy", is_public: false },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toBeTruthy();
    expect(res.body.data.dataset).toMatchObject({
      name: "My copy",
      is_public: false,
      entries_count: 4,
      owner_id: other.user.id,
      tags: ["t1"],
    });
    const fork = res.body.data.dataset;
    const forkEntries = await api<{ entries: unknown[] }>(
      `/api/v1/dataset/${fork.id}/entries?query=element&limit=50`,
      { token: other.accessToken },
    );
    expect(forkEntries.body.data.entries).toHaveLength(4);
    expect((await api<Dataset>(`/api/v1/dataset/${source.id}`)).body.data.forks_count).toBe(1);
    const mine = await api<List>("/api/v1/dataset/my", { token: other.accessToken });
    expect(mine.body.data.datasets.map((d) => d.id)).toContain(fork.id);

    await api(`/api/v1/dataset/${source.id}`, {
      method: "PUT",
      token: owner.accessToken,
      body: { allow_fork: false },
    });
    expect(
      (await api(`/api/v1/dataset/${source.id}/fork`, { method: "POST", token: other.accessToken, body: {} }))
        .status,
    ).toBe(403);
    expect(
      (await api(`/api/v1/dataset/${source.id}/fork`, { method: "POST", token: owner.accessToken, body: {} }))
        .status,
    ).toBe(201);
  });

  it("favorites once per user, keeps the count and lists them", async () => {
    const dataset = await createDataset(owner, { name: "Fav" });
    for (let i = 0; i < 2; i += 1) {
      const res = await api(`/api/v1/favorite`, {
        method: "POST",
        token: other.accessToken,
        body: { dataset_id: dataset.id },
      });
      expect(res.status).toBe(201);
    }
    expect((await api<Dataset>(`/api/v1/dataset/${dataset.id}`)).body.data.favorites_count).toBe(1);
    const check = await api(`/api/v1/favorite/check/${dataset.id}`, { token: other.accessToken });
    expect(check.body.data).toMatchObject({ dataset_id: dataset.id, is_favorited: true });
    const list = await api<{ favorites: { dataset: Dataset }[]; pagination: { total: number } }>(
      "/api/v1/favorite",
      { token: other.accessToken },
    );
    expect(list.body.data.favorites.map((f) => f.dataset.id)).toContain(dataset.id);
    const byUser = await api<{ favorites: { dataset: Dataset }[] }>(`/api/v1/favorite/user/${other.user.id}`);
    expect(byUser.body.data.favorites.map((f) => f.dataset.id)).toContain(dataset.id);
    // Once private, it leaves other people's view of the list.
    await api(`/api/v1/dataset/${dataset.id}`, {
      method: "PUT",
      token: owner.accessToken,
      body: { is_public: false },
    });
    const hidden = await api<{ favorites: { dataset: Dataset }[] }>(`/api/v1/favorite/user/${other.user.id}`);
    expect(hidden.body.data.favorites.map((f) => f.dataset.id)).not.toContain(dataset.id);
    await api(`/api/v1/dataset/${dataset.id}`, {
      method: "PUT",
      token: owner.accessToken,
      body: { is_public: true },
    });
    expect(
      (await api(`/api/v1/favorite/${dataset.id}`, { method: "DELETE", token: other.accessToken })).status,
    ).toBe(200);
    expect((await api<Dataset>(`/api/v1/dataset/${dataset.id}`)).body.data.favorites_count).toBe(0);
  });

  it("downloads a version as CSV and JSON that round-trip", async () => {
    const dataset = await createDataset(owner, { name: "Download" });
    const up = await api<{ version: { id: number } }>(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: elementsPayload(3),
    });
    const csv = await raw(`/api/v1/versions/${up.body.data.version.id}/download?format=csv`);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect((await csv.text()).split("\r\n")[1]).toContain("Element 1");
    const json = (await (
      await raw(`/api/v1/versions/${up.body.data.version.id}/download?format=json`)
    ).json()) as { entries: unknown[] };
    const again = await api(`/api/v1/dataset/${dataset.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: json,
    });
    expect(again.status).toBe(201);
  });

  it("lists dataset types with counts", async () => {
    const res = await api<{ types: { type: string; count: number }[] }>("/api/v1/dataset-types");
    expect(res.body.data.types.length).toBeGreaterThanOrEqual(13);
  });
});
