import { describe, expect, it } from "vitest";
import { newPage } from "./support/browser";
import { baseUrl, jsEnabled } from "./support/env";

const ONE_HOUR_MS = 60 * 60 * 1000;

function toastCookie(title: string, description: string) {
  const value = Buffer.from(JSON.stringify({ id: `e2e-${Date.now()}`, type: "success", title, description }));
  return { name: "dd_toast", value: value.toString("base64"), url: baseUrl };
}

describe("flash toasts (spec §4, §9)", () => {
  it("show once on the next page, in a live region, and can be dismissed", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.context().addCookies([toastCookie("Saved!", "Your dataset is public.")]);
    await page.goto("/en-US/terms");
    const region = page.getByRole("status").filter({ hasText: "Saved!" });
    await region.waitFor();
    expect(await region.getAttribute("aria-live")).toBe("polite");
    expect(await region.textContent()).toContain("Your dataset is public.");
    if (jsEnabled) {
      // The close button works once React has hydrated the page (a click before that is lost).
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Dismiss notification" }).click();
      await page.getByText("Saved!").waitFor({ state: "detached" });
    }
    await page.goto("/en-US/privacy");
    expect(await page.getByText("Saved!").count()).toBe(0);
  });

  it("on a phone: a 44 px close button, and without JavaScript no dead button and the toast leaves", async () => {
    const page = await newPage({ locale: "zh-CN" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([toastCookie("已保存", "你的数据集已公开。")]);
    await page.goto("/terms");
    const toast = page.locator(".toast");
    await toast.waitFor();
    const close = page.getByRole("button", { name: "关闭通知" });
    if (jsEnabled) {
      const box = await close.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    } else {
      expect(await close.isVisible()).toBe(false);
      // It would otherwise cover the page's foot for as long as the page is open.
      await toast.waitFor({ state: "hidden", timeout: 20_000 });
    }
  });
});

describe.runIf(jsEnabled)("route preloads (spec §9)", () => {
  it("loads a header link's route module on hover, before the click", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.goto("/en-US");
    await page.waitForLoadState("networkidle");
    const modules: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.*news.*\.js$/.test(request.url())) modules.push(request.url());
    });
    await page.locator('.site-nav a[href="/en-US/news"]').hover();
    await expect.poll(() => modules.length, { timeout: 5_000 }).toBeGreaterThan(0);
    await page.locator('.site-nav a[href="/en-US/news"]').click();
    await page.getByRole("heading", { level: 1, name: "News" }).waitFor();
  });
});

describe.runIf(jsEnabled)("build check (spec §7, §9)", () => {
  it("asks builds/latest.json every hour and offers a reload when a newer build is live", async () => {
    const page = await newPage({ locale: "en-US" });
    await page.clock.install();
    const checks: string[] = [];
    await page.route("**/builds/latest.json*", async (route) => {
      checks.push(route.request().url());
      await route.fulfill({ json: { id: "e2e-newer-build", timestamp: Date.now() + ONE_HOUR_MS } });
    });
    await page.goto("/en-US/news");
    await page.waitForLoadState("networkidle");
    expect(checks).toHaveLength(0);
    await page.clock.runFor(ONE_HOUR_MS);
    await page.getByText("A new version is available.").waitFor();
    expect(checks).toHaveLength(1);
    expect(new URL(checks[0]).searchParams.get("t")).toMatch(/^\d+$/);
    await page.getByRole("button", { name: "Reload" }).click();
    await page.waitForLoadState("load");
  });
});
