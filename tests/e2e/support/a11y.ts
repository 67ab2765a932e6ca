import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { isJavaScriptEnabled, newPage } from "./browser";

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

function describeViolation(violation: Violation): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`);
  return `[${violation.impact}] ${violation.id}: ${violation.help}\n${targets.join("\n")}`;
}

/**
 * axe needs timers, which a JavaScript-disabled page never runs: audit the same DOM (the server's
 * HTML without its scripts, so nothing hydrates) in a scripted page that serves it at the same URL.
 */
async function scriptedCopy(page: Page): Promise<Page> {
  const url = page.url();
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload(?:-after-styles)?"[^>]*>/gi, "");
  const copy = await newPage({ javaScript: true, localeCookie: null });
  await copy.route(
    (target) => target.href === url,
    (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
  await copy.goto(url);
  return copy;
}

/** Runs axe (WCAG 2.x A/AA and best practices) on the page; fails on serious or critical violations. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const target = isJavaScriptEnabled(page) ? page : await scriptedCopy(page);
  // Colours are judged as they settle: a row fading in (opacity 0.3 → 1) is not a contrast failure.
  // Only animations in time settle: a scroll-driven one (the table's scroll cue) follows the scroll
  // position and finishes only when scrolled to the end.
  await target.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page: target })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map(describeViolation), `axe on ${page.url()}`).toEqual([]);
}
