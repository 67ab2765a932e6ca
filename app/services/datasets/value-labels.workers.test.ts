import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, raw } from "./testing/api-client";

/**
 * A Chinese-authored dataset's category values (文化遗产) get an English label from the owner's
 * plain form at /datasets/{id}/values, and the English game shows it.
 */
let owner: TestUser;
let other: TestUser;

const page = (path: string, user?: TestUser, init: RequestInit = {}) =>
  raw(path, {
    redirect: "manual",
    ...init,
    headers: {
      Accept: "text/html",
      Cookie: ["i18n_redirected=en-US", user?.sessionCookie].filter(Boolean).join("; "),
      ...(init.headers ?? {}),
    },
  });

const KINDS = ["文化遗产", "自然遗产", "双重遗产"];

async function heritageDataset(): Promise<number> {
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name: `世界遗产 ${Date.now()}`, tags: ["value-labels"], is_public: true },
  });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  const up = await api(`/api/v1/dataset/${id}/versions`, {
    method: "POST",
    token: owner.accessToken,
    body: {
      changelog: "v1",
      attribute_types: [
        { key: "kind", label: { "zh-CN": "类别" }, type: "text" },
        { key: "year", label: { "zh-CN": "列入年份" }, type: "number" },
        { key: "region", label: { "zh-CN": "地区" }, type: "set" },
      ],
      entries: Array.from({ length: 12 }, (_, i) => ({
        name: `遗产${i + 1}`,
        aliases: [],
        attributes: { kind: KINDS[i % 3], year: 1987 + i, region: i % 2 ? ["华北", "华东"] : ["华南"] },
      })),
    },
  });
  expect(up.status).toBe(201);
  return id;
}

/** The form as the page posts it: every value of `kind` with an English label. */
function englishLabels(labels: Record<string, string>) {
  const form = new URLSearchParams();
  Object.entries(labels).forEach(([value, en], i) => {
    form.set(`labels[${i}].column`, "kind");
    form.set(`labels[${i}].value`, value);
    form.set(`labels[${i}].zh`, "");
    form.set(`labels[${i}].en`, en);
  });
  return form;
}

beforeAll(async () => {
  owner = await createTestUser(env.DB);
  other = await createTestUser(env.DB);
});

describe("translating a category column's values", () => {
  it("lists each category value once with a box per language, to the owner only", async () => {
    const id = await heritageDataset();
    const shown = await page(`/en-US/datasets/${id}/values`, owner);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    for (const kind of KINDS) expect(html).toContain(`value="${kind}"`);
    // A list's items are values too; a number column is not a category.
    expect(html).toContain('value="华东"');
    expect(html).not.toContain('value="year"');
    expect(html).toMatch(/name="labels\[0\]\.en"/);
    expect((await page(`/en-US/datasets/${id}/values`, other)).status).not.toBe(200);
  });

  it("shows the English label in the English game's feedback and entries, the value as written in Chinese", async () => {
    const id = await heritageDataset();
    const saved = await page(`/en-US/datasets/${id}/values`, owner, {
      method: "POST",
      body: englishLabels({ 文化遗产: "Cultural heritage", 自然遗产: "Natural heritage", 双重遗产: "" }),
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/en-US/datasets/${id}/values`);
    // A game played without JavaScript: start, then guess 遗产1 (文化遗产) by name.
    const started = await page(`/en-US/game/${id}`, owner, {
      method: "POST",
      body: new URLSearchParams({ intent: "start", datasetId: String(id) }),
    });
    const playing = await (await page(started.headers.get("Location") ?? `/en-US/game/${id}`, owner)).text();
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(playing)?.[1] ?? "";
    const guessed = await page(`/en-US/game/${id}`, owner, {
      method: "POST",
      body: new URLSearchParams({
        intent: "guess",
        recordId: field("recordId"),
        sessionId: field("sessionId"),
        guess: "遗产1",
      }),
    });
    const after = await (
      await page(guessed.headers.get("Location") ?? started.headers.get("Location") ?? "", owner)
    ).text();
    expect(after).toMatch(/class="game-cell__short"[^>]*>(<[^>]+>)*Cultural heritage/);
    // The dataset's entries table too; the Chinese page keeps the value as written.
    expect(await (await page(`/en-US/datasets/${id}`)).text()).toContain("Natural heritage");
    const chinese = await (
      await page(`/datasets/${id}`, undefined, { headers: { Cookie: "i18n_redirected=zh-CN" } })
    ).text();
    expect(chinese).toContain("文化遗产");
    expect(chinese).not.toContain("Cultural heritage");
    // The form shows what was saved; an emptied box stays empty.
    const again = await (await page(`/en-US/datasets/${id}/values`, owner)).text();
    expect(again).toContain('value="Cultural heritage"');
  });

  it("refuses a value the latest version does not hold, and another user's labels", async () => {
    const id = await heritageDataset();
    const stale = await page(`/en-US/datasets/${id}/values`, owner, {
      method: "POST",
      body: englishLabels({ 非遗: "Intangible" }),
    });
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain("Reload the page");
    const foreign = await page(`/en-US/datasets/${id}/values`, other, {
      method: "POST",
      body: englishLabels({ 文化遗产: "Hijacked" }),
    });
    expect(foreign.status).not.toBe(302);
    expect(await (await page(`/en-US/game/${id}`)).text()).not.toContain("Hijacked");
  });
});
