import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { withoutPageMessages } from "../factories/page-html";
import { page } from "./shell-worker";

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function addNews(slug: string, zh: string, en: string, publishedAt: number) {
  await env.DB.prepare("INSERT INTO news (slug, title, body, published_at) VALUES (?, ?, ?, ?)")
    .bind(
      slug,
      JSON.stringify({ "zh-CN": zh, "en-US": en }),
      JSON.stringify({ "zh-CN": `${zh}的正文。`, "en-US": `Body of ${en}.` }),
      publishedAt,
    )
    .run();
}

async function addDataset(type: string, isPublic: boolean) {
  await env.DB.prepare("INSERT INTO datasets (name, type, is_public) VALUES (?, ?, ?)")
    .bind(`t-${type}-${Math.random()}`, type, isPublic ? 1 : 0)
    .run();
}

/** The number printed on a dataset type's card. */
function countOnCard(html: string, type: string): number {
  const card = new RegExp(`id="type-${type}">[^<]*</h2><p class="card__meta">(\\d+)`).exec(html);
  if (!card) throw new Error(`no card for ${type}`);
  return Number(card[1]);
}

describe("open pages in both languages", () => {
  it.each([
    ["/terms", "zh-CN", "服务条款 — Datadle", "您上传的数据集归您所有"],
    ["/en-US/terms", "en-US", "Terms of service — Datadle", "The datasets you upload are yours"],
    ["/privacy", "zh-CN", "隐私政策 — Datadle", "i18n_redirected"],
    ["/en-US/privacy", "en-US", "Privacy policy — Datadle", "No advertising or tracking cookies"],
  ])("%s has its translated title and text", async (path, locale, title, text) => {
    const response = await page(path, locale);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(titleOf(html)).toBe(title);
    expect(html).toContain(text);
  });
});

describe("/news", () => {
  it("shows the empty state without news", async () => {
    await env.DB.prepare("DELETE FROM news").run();
    const html = await (await page("/en-US/news", "en-US")).text();
    expect(titleOf(html)).toBe("News — Datadle");
    expect(withoutPageMessages(html)).toContain("No news yet.");
  });

  it("lists news from D1, newest first, in the page's language", async () => {
    await addNews("older", "旧消息", "Older item", Date.UTC(2026, 0, 2));
    await addNews("newer", "新消息", "Newer item", Date.UTC(2026, 5, 3));
    const en = await (await page("/en-US/news", "en-US")).text();
    expect(en.indexOf("Newer item")).toBeGreaterThan(0);
    expect(en.indexOf("Newer item")).toBeLessThan(en.indexOf("Older item"));
    expect(en).toContain("June 3, 2026");
    expect(withoutPageMessages(en)).not.toContain("No news yet.");
    const zh = await (await page("/news")).text();
    expect(titleOf(zh)).toBe("新闻 — Datadle");
    expect(zh).toContain("新消息");
    expect(zh).toContain("2026年6月3日");
  });
});

describe("/dataset-types", () => {
  let before: string;
  beforeAll(async () => {
    before = await (await page("/en-US/dataset-types", "en-US")).text();
  });

  it("lists every type with a link to its datasets", async () => {
    expect(titleOf(before)).toBe("Dataset types — Datadle");
    for (const type of ["science", "geography", "music", "other"]) {
      expect(before).toContain(`href="/en-US/datasets?type=${type}"`);
    }
    const zh = await (await page("/dataset-types")).text();
    expect(zh).toContain('href="/datasets?type=music"');
    expect(titleOf(zh)).toBe("数据集类型 — Datadle");
  });

  it("counts public datasets of each type, never private ones", async () => {
    const music = countOnCard(before, "music");
    const food = countOnCard(before, "food");
    await addDataset("music", true);
    await addDataset("music", true);
    await addDataset("music", false);
    await addDataset("food", false);
    const after = await (await page("/en-US/dataset-types", "en-US")).text();
    expect(countOnCard(after, "music")).toBe(music + 2);
    expect(countOnCard(after, "food")).toBe(food);
  });
});

describe("flash toasts", () => {
  it("renders the toast from its cookie on the next page and clears the cookie", async () => {
    const toast = btoa(
      JSON.stringify({ id: "t1", type: "success", title: "Saved!", description: "All good." }),
    );
    const response = await page("/en-US/terms", "en-US", {
      Cookie: `i18n_redirected=en-US; dd_toast=${toast}`,
    });
    const html = await response.text();
    expect(html).toMatch(/role="status"[^>]*>.*Saved!.*All good\./s);
    expect(response.headers.get("Set-Cookie")).toMatch(/dd_toast=; Max-Age=0/);
  });
});
