import { describe, expect, it } from "vitest";
import { expectNoA11yViolations } from "./support/a11y";
import { newPage } from "./support/browser";
import { pagesToAudit } from "./support/pages-to-audit";

describe("accessibility (axe: no serious or critical violations)", () => {
  it.each(pagesToAudit)("$path", async ({ path, status = 200 }) => {
    const page = await newPage({ locale: path.startsWith("/en-US") ? "en-US" : "zh-CN" });
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expectNoA11yViolations(page);
  });
});
