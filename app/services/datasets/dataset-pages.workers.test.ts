import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, elementsPayload, raw } from "./testing/api-client";

let owner: TestUser;
let other: TestUser;

const page = (path: string, user?: TestUser, init: RequestInit = {}) =>
  raw(path, {
    redirect: "manual",
    ...init,
    headers: {
      Accept: "text/html",
      Cookie: ["i18n_redirected=zh-CN", user?.sessionCookie].filter(Boolean).join("; "),
      ...(init.headers ?? {}),
    },
  });

beforeAll(async () => {
  owner = await createTestUser(env.DB);
  other = await createTestUser(env.DB);
});

describe("dataset pages", () => {
  it("creates a dataset with the no-JavaScript form, then uploads a CSV with a changed column type", async () => {
    const name = `Page made ${Date.now()}`;
    const created = await page("/datasets/create", owner, {
      method: "POST",
      body: new URLSearchParams({
        name,
        description: "d",
        type: "science",
        language: "zh-CN",
        tags: "a, b",
        isPublic: "on",
      }),
    });
    expect(created.status).toBe(302);
    const location = created.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/datasets\/version\/create\?dataset_id=\d+$/);
    const datasetId = Number(location.split("=")[1]);

    // Ranks repeat: a gapless numbering 0..104 would be proposed as left out (an ID).
    const rows = Array.from({ length: 105 }, (_, i) => `Item ${i},${["S", "M", "L"][i % 3]},${i % 40}`).join(
      "\n",
    );
    const form = new FormData();
    form.set("file", new File([`name,size,rank\n${rows}\n`], "items.csv", { type: "text/csv" }));
    form.set("changelog", "v1");
    form.set("intent", "preview");
    const preview = await page(location, owner, { method: "POST", body: form });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('name="type:size"');
    const draft = /name="draft" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(draft).not.toBe("");

    const bad = await page(location, owner, {
      method: "POST",
      body: new URLSearchParams({
        draft,
        intent: "save",
        changelog: "v1",
        type_size: "number",
        type_rank: "number",
      }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("不是数字");
    expect(
      (await api(`/api/v1/dataset/${datasetId}/versions`, { token: owner.accessToken })).body.data,
    ).toEqual({ versions: [] });

    const saved = await page(location, owner, {
      method: "POST",
      body: new URLSearchParams({
        draft,
        intent: "save",
        changelog: "v1",
        type_size: "ordinal",
        order_size: "S; M; L",
        type_rank: "number",
      }),
    });
    expect(saved.status).toBe(302);
    const detail = await page(`/datasets/${datasetId}`, owner);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain(name);
    expect(detailHtml).toContain("Item 0");
    const versions = await api<{ versions: { attribute_types: { type: string }[] }[] }>(
      `/api/v1/dataset/${datasetId}/versions`,
    );
    expect(versions.body.data.versions[0].attribute_types.map((c) => c.type)).toEqual(["ordinal", "number"]);
  });

  it("shows lists and details in both languages and hides private datasets", async () => {
    const marker = `pagemark${Date.now()}`;
    const pub = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: `${marker} public`, tags: [marker] },
    });
    const priv = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: `${marker} hidden`, is_public: false },
    });
    await api(`/api/v1/dataset/${pub.body.data.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: elementsPayload(30),
    });

    const list = await (await page(`/datasets?q=${marker}`)).text();
    expect(list).toContain(`${marker} public`);
    expect(list).not.toContain(`${marker} hidden`);
    const byTag = await (await page(`/en-US/datasets?tag=${marker}`)).text();
    expect(byTag).toContain(`${marker} public`);
    expect(byTag).toContain('lang="en-US"');

    // Entries are paged by the spec's default page size (20): page 2 starts at the 21st.
    const first = await (await page(`/en-US/datasets/${pub.body.data.id}`)).text();
    expect(first).toContain("Element 20");
    expect(first).not.toContain("Element 21");
    const en = await page(`/en-US/datasets/${pub.body.data.id}?page=2`);
    expect(en.status).toBe(200);
    const enHtml = await en.text();
    expect(enHtml).toContain("Element 21");
    expect(enHtml).toContain("Element 30");
    expect(enHtml).toContain("Mass");

    expect((await page(`/datasets/${priv.body.data.id}`)).status).toBe(404);
    expect((await page(`/datasets/${priv.body.data.id}`, other)).status).toBe(404);
    expect((await page(`/datasets/${priv.body.data.id}`, owner)).status).toBe(200);
    expect((await page(`/datasets/edit?id=${pub.body.data.id}`, other)).status).toBe(404);
    expect((await page(`/datasets/version/create?dataset_id=${pub.body.data.id}`, other)).status).toBe(404);
    const mine = await (await page("/datasets/my", owner)).text();
    expect(mine).toContain(`${marker} hidden`);
    for (const path of [`/users/${owner.user.id}`, `/en-US/profile/${owner.user.id}`]) {
      const profile = await (await page(path, other)).text();
      expect(profile, path).toContain(`${marker} public`);
      expect(profile, path).not.toContain(`${marker} hidden`);
    }
  });

  it("lists a signed-in viewer's own private dataset in /datasets at once, and to nobody else", async () => {
    const marker = `listmark${Date.now()}`;
    // Datasets without entries yet: browse lists them behind "Show all".
    const viewer = await createTestUser(env.DB);
    const pub = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: `${marker} shared`, tags: [marker] },
    });
    expect(pub.status).toBe(201);
    // Viewers without private datasets are served the shared list (and warm its cache).
    for (const who of [viewer, other, undefined]) {
      const html = await (await page(`/datasets?all=1&tag=${marker}`, who)).text();
      expect(html).toContain(`${marker} shared`);
    }
    const priv = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: viewer.accessToken,
      body: { name: `${marker} mine only`, tags: [marker], is_public: false },
    });
    expect(priv.status).toBe(201);
    const own = await (await page(`/datasets?all=1&tag=${marker}`, viewer)).text();
    expect(own).toContain(`${marker} shared`);
    expect(own).toContain(`${marker} mine only`);
    for (const who of [other, undefined]) {
      const html = await (await page(`/datasets?all=1&tag=${marker}`, who)).text();
      expect(html).toContain(`${marker} shared`);
      expect(html).not.toContain(`${marker} mine only`);
    }
  });

  it("stops serving a shared rendering of a dataset page as soon as the dataset is made private", async () => {
    const name = `Soon private ${Date.now()}`;
    const created = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name },
    });
    const path = `/datasets/${created.body.data.id}`;
    for (let visit = 0; visit < 2; visit++) {
      const shown = await page(path);
      expect(shown.status).toBe(200);
      expect(shown.headers.get("Cache-Control")).toContain("s-maxage");
      expect(await shown.text()).toContain(name);
    }
    const hidden = await api(`/api/v1/dataset/${created.body.data.id}`, {
      method: "PUT",
      token: owner.accessToken,
      body: { is_public: false },
    });
    expect(hidden.status).toBe(200);
    const after = await page(path);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain(name);
  });

  it("sends guests from signed-in pages to the login page", async () => {
    for (const path of ["/datasets/create", "/datasets/my", "/favorite/my", "/test-fork"]) {
      const response = await page(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toContain("/auth/login");
    }
  });

  it("favorites and forks from the dataset page without JavaScript", async () => {
    const source = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: "Forkable page" },
    });
    const id = source.body.data.id;
    await api(`/api/v1/dataset/${id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: elementsPayload(5),
    });
    const favorite = await page(`/datasets/${id}`, other, {
      method: "POST",
      body: new URLSearchParams({ intent: "favorite" }),
    });
    expect(favorite.status).toBe(302);
    expect(await (await page("/favorite/my", other)).text()).toContain("Forkable page");
    expect(await (await page(`/favorite/${other.user.id}`)).text()).toContain("Forkable page");
    const fork = await page(`/datasets/${id}`, other, {
      method: "POST",
      body: new URLSearchParams({ intent: "fork", name: "Page fork", isPublic: "on" }),
    });
    expect(fork.status).toBe(302);
    const forkPath = fork.headers.get("Location") ?? "";
    expect(forkPath).toMatch(/^\/datasets\/\d+$/);
    expect(await (await page("/datasets/my", other)).text()).toContain("Forkable page");
  });

  it("runs the developer fork and upload tests end to end, showing each step", async () => {
    const upload = await page("/test-upload", owner, {
      method: "POST",
      body: new URLSearchParams({ csv: "name,mass\nA,1\nB,2\n" }),
    });
    const uploadHtml = await upload.text();
    expect(upload.status).toBe(200);
    expect(uploadHtml).toContain("POST /api/v1/dataset/");
    expect(uploadHtml).toMatch(/dry_run=true/);
    expect(uploadHtml).toContain("状态 201");

    const source = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: "Fork page source" },
    });
    const forkPage = await page("/test-fork", other);
    expect(await forkPage.text()).toContain("<title>Fork功能测试</title>");
    const fork = await page("/test-fork", other, {
      method: "POST",
      body: new URLSearchParams({ source: String(source.body.data.id) }),
    });
    const forkHtml = await fork.text();
    expect(forkHtml).toContain(`POST /api/v1/dataset/${source.body.data.id}/fork`);
    expect(forkHtml).toContain("状态 201");
  });
});
