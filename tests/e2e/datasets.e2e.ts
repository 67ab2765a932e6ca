import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { addSessionCookie, registerAccount, signInFreshAccount } from "./support/accounts";
import { newPage, ready } from "./support/browser";
import { baseUrl, unique } from "./support/env";

const PASSWORD = "a-long-unusual-pass-42";

/** A new account signed in through the API; its session cookie is given to a fresh browser page. */
async function signedInPage(): Promise<Page> {
  const page = await newPage();
  await signInFreshAccount(page, "ds", { password: PASSWORD });
  return page;
}

function csv(rows: number, suffix = ""): Buffer {
  const lines = Array.from(
    { length: rows },
    (_, i) => `Item${suffix} ${i},${["S", "M", "L"][i % 3]},${i * 1.5},"${(i % 80) - 40},${(i % 300) - 150}"`,
  );
  return Buffer.from(`name,size,weight,place\n${lines.join("\n")}\n`);
}

async function uploadVersion(
  page: Page,
  datasetId: string,
  file: Buffer,
  changelog: string,
  sizeType: string,
  /** The type the preview proposes: a new version starts from the previous version's choices. */
  proposed = "text",
) {
  await page.goto(`/datasets/version/create?dataset_id=${datasetId}`);
  await ready(page);
  await page
    .getByLabel("CSV 或 JSON 文件")
    .setInputFiles({ name: "items.csv", mimeType: "text/csv", buffer: file });
  await page.getByLabel("更新说明").fill(changelog);
  await page.getByRole("button", { name: "预览" }).click();
  await expect.poll(() => page.getByLabel("size 的类型").count(), { timeout: 15_000 }).toBe(1);
  // The preview's navigation settles before the next submission (one sent while it still loads
  // aborts it, which Remix reports as a console error).
  await ready(page);
  await expect.poll(() => page.getByLabel("size 的类型").inputValue()).toBe(proposed);
  await page.getByLabel("size 的类型").selectOption(sizeType);
  // The order field belongs to ordinal columns: it appears once the preview knows the new type.
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "更新预览" }).click(),
  ]);
  await ready(page);
  await expect.poll(() => page.getByLabel("size 的顺序（从低到高，用分号分隔）").count()).toBe(1);
  // The order sits with the column's labels and options, folded until opened.
  const order = page.getByLabel("size 的顺序（从低到高，用分号分隔）");
  if (!(await order.isVisible()))
    await page.locator('.plan-row[data-path="size"]').getByText("标签与选项").click();
  await order.fill("S; M; L");
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/datasets/${datasetId}`),
    page.getByRole("button", { name: "保存版本" }).click(),
  ]);
}

describe("datasets", () => {
  it("an author publishes a dataset; another user finds, favorites and forks it", {
    timeout: 120_000,
  }, async () => {
    const author = await signedInPage();
    const name = unique("Gadgets");
    const tag = unique("tag").slice(0, 30);

    await author.goto("/datasets/create");
    await ready(author);
    await author.getByLabel("名称").fill(name);
    await author.getByLabel("描述").fill("Things with sizes");
    await author.getByLabel("标签").fill(tag);
    await author.getByLabel("公开（所有人可见、可游玩）").uncheck();
    await Promise.all([
      author.waitForURL((url) => url.pathname === "/datasets/version/create"),
      author.getByRole("button", { name: "创建" }).click(),
    ]);
    const datasetId = new URL(author.url()).searchParams.get("dataset_id") ?? "";
    expect(datasetId).toMatch(/^\d+$/);

    await uploadVersion(author, datasetId, csv(120), "first version", "ordinal");
    await expect.poll(() => author.getByRole("rowheader", { name: "Item 0", exact: true }).count()).toBe(1);
    await expectNoA11yViolations(author);

    // Still private: another user sees nothing.
    const reader = await signedInPage();
    const hidden = await reader.goto(`/datasets/${datasetId}`);
    expect(hidden?.status()).toBe(404);

    await reader.goto(`/datasets?q=${encodeURIComponent(name)}`);
    expect(await reader.getByRole("link", { name, exact: true }).count()).toBe(0);

    // Publish and edit.

    await author.goto(`/datasets/edit?id=${datasetId}`);
    await ready(author);
    await author.getByLabel("公开（所有人可见、可游玩）").check();
    await author.getByLabel("描述").fill("Things with sizes, now public");
    await Promise.all([
      author.waitForURL((url) => url.pathname === `/datasets/${datasetId}`),
      author.getByRole("button", { name: "保存修改" }).click(),
    ]);
    await uploadVersion(author, datasetId, csv(130, "B"), "second version", "ordinal", "ordinal");
    await expect.poll(() => author.getByRole("heading", { name: "版本 2" }).count()).toBe(1);
    expect(await author.getByText("second version").count()).toBeGreaterThan(0);

    // The reader finds it by search and by tag.

    await reader.goto(`/datasets?q=${encodeURIComponent(name)}`);
    expect(await reader.getByRole("link", { name, exact: true }).count()).toBe(1);

    await reader.goto(`/en-US/datasets?tag=${encodeURIComponent(tag)}`);
    expect(await reader.getByRole("link", { name, exact: true }).count()).toBe(1);

    await reader.goto(`/datasets/${datasetId}`);
    await ready(reader);
    await reader.getByRole("button", { name: /^收藏/ }).click();
    await expect.poll(() => reader.getByRole("button", { name: /^取消收藏/ }).count()).toBe(1);
    // Fork opens a short form: the name comes prefilled as "<name> (fork)".
    await reader.locator("summary", { hasText: "复刻" }).click();
    await expect.poll(() => reader.getByLabel("副本名称").inputValue()).toBe(`${name} (fork)`);
    await reader.getByLabel("备注（作为第一个版本的更新说明，可选）").fill("my copy");
    await Promise.all([
      reader.waitForURL(
        (url) => /^\/datasets\/\d+$/.test(url.pathname) && url.pathname !== `/datasets/${datasetId}`,
      ),
      reader.getByRole("button", { name: "创建复刻" }).click(),
    ]);
    // The fork names its source and its author, with a link back.
    const meta = reader.locator(".dataset-meta");
    await expect.poll(() => meta.textContent()).toContain(`复刻自 ${name}`);
    expect(await meta.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(
      `/datasets/${datasetId}`,
    );

    await reader.goto("/datasets/my");
    expect(await reader.getByRole("link", { name: `${name} (fork)`, exact: true }).count()).toBe(1);
    await expectNoA11yViolations(reader);

    await reader.goto("/favorite/my");
    expect(await reader.getByRole("link", { name, exact: true }).count()).toBe(1);

    const source = await reader.goto(`/datasets/${datasetId}`);
    expect(source?.status()).toBe(200);
    expect(await reader.locator(".dataset-meta").textContent()).toContain("1");
  });

  it("deleting a dataset needs its typed name, and Undo brings it back", { timeout: 90_000 }, async () => {
    const author = await signedInPage();
    const name = unique("Doomed");
    await author.goto("/datasets/create");
    await ready(author);
    await author.getByLabel("名称").fill(name);
    await Promise.all([
      author.waitForURL((url) => url.pathname === "/datasets/version/create"),
      author.getByRole("button", { name: "创建" }).click(),
    ]);
    const datasetId = new URL(author.url()).searchParams.get("dataset_id") ?? "";

    await author.goto(`/datasets/${datasetId}`);
    await ready(author);
    await author.locator("summary", { hasText: "删除数据集" }).click();
    const confirm = author.getByLabel(`输入数据集名称「${name}」以确认`);
    await confirm.fill("not the name");
    await author.getByRole("button", { name: "删除这个数据集" }).click();
    await expect.poll(() => author.getByText("名称不一致").count()).toBe(1);
    expect((await author.goto(`/datasets/${datasetId}`))?.status()).toBe(200);

    await ready(author);
    await author.locator("summary", { hasText: "删除数据集" }).click();
    await author.getByLabel(`输入数据集名称「${name}」以确认`).fill(name);
    await Promise.all([
      author.waitForURL((url) => url.pathname === "/datasets/my"),
      author.getByRole("button", { name: "删除这个数据集" }).click(),
    ]);
    await ready(author);
    await expect.poll(() => author.getByText(`「${name}」已删除。`).count()).toBe(1);
    expect(await author.getByRole("heading", { name: "最近删除" }).count()).toBe(1);
    expect((await author.goto(`/datasets/${datasetId}`))?.status()).toBe(404);

    await author.goto(`/datasets/my?deleted=${datasetId}`);
    await ready(author);
    await Promise.all([
      author.waitForURL((url) => url.pathname === `/datasets/${datasetId}`),
      author.getByRole("button", { name: "撤销" }).click(),
    ]);
    await expect.poll(() => author.getByRole("heading", { name, exact: true }).count()).toBe(1);
  });

  it("a new dataset's language starts as the page's (an English author got Chinese)", async () => {
    const author = await signedInPage();
    for (const [path, language] of [
      ["/en-US/datasets/create", "en-US"],
      ["/datasets/create", "zh-CN"],
    ] as const) {
      await author.goto(path);
      expect(await author.locator('select[name="language"]').inputValue(), path).toBe(language);
    }
  });

  it("a guest's “sign in to favorite or fork” is a link that signs in and comes back", async () => {
    const { username } = await registerAccount("dg", { password: PASSWORD });
    const page = await newPage({ locale: "en-US" });
    await page.goto("/en-US/datasets/1");
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/en-US/auth/login"),
      page.getByRole("link", { name: "Sign in to favorite or fork." }).click(),
    ]);
    await page.locator('input[name="identifier"]').fill(username);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/en-US/datasets/1"),
      page.locator('main form button[type="submit"]').click(),
    ]);
    await expect.poll(() => page.getByRole("button", { name: /^Favorite/ }).count()).toBe(1);
  });

  it("on a phone a dataset's entries keep a Chinese name and value on one line (the table scrolls instead)", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/datasets/2");
    const linesOf = (text: RegExp) =>
      page
        .locator(".entries-table tbody :is(th, td)", { hasText: text })
        .first()
        .evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
    expect(await linesOf(/^阿塞拜疆$/)).toBe(1);
    expect(await linesOf(/^大洋洲$/)).toBe(1);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
  });

  it("my datasets: the list stands apart from the create button above it", async () => {
    const account = await registerAccount("dm", { password: PASSWORD });
    const created = await fetch(`${baseUrl}/api/v1/dataset`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ name: unique("Mine") }),
    });
    expect(created.status).toBe(201);
    const page = await newPage();
    await addSessionCookie(page, account);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/datasets/my");
    const gap = await page.locator(".page-head").evaluate((head) => {
      const next = head.nextElementSibling?.getBoundingClientRect();
      return next ? next.top - head.getBoundingClientRect().bottom : null;
    });
    expect(gap).toBeGreaterThanOrEqual(12);
  });

  it("a dataset's entries say which page they are on once, in the pager", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.goto("/en-US/datasets/1");
    expect(await page.getByText("Page 1 of 6", { exact: true }).count()).toBe(1);
  });
});
