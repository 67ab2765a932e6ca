import { describe, expect, it } from "vitest";
import { INLINED_STYLESHEET, inlineStylesheets } from "./inline-styles.server";

const page = (links: string) =>
  `<!DOCTYPE html><html><head><style id="page-styles"></style>${links}</head><body><p>hi</p></body></html>`;
const sheets: Record<string, string> = {
  "/assets/a.css": "p{color:red}",
  "/assets/b.css": "a{content:'</style>'}",
};
const read = async (href: string) => sheets[href] ?? null;

describe("inlineStylesheets", () => {
  it("copies the linked stylesheets into the slot in order and sends their links inert", async () => {
    const html = await inlineStylesheets(
      page('<link rel="stylesheet" href="/assets/a.css"/><link rel="stylesheet" href="/assets/b.css"/>'),
      read,
      "n0nce",
    );
    expect(html).toContain(`<style id="page-styles">p{color:red}\na{content:'<\\/style>'}</style>`);
    expect(html).not.toContain('rel="stylesheet" href');
    expect(html.match(new RegExp(`<link rel="${INLINED_STYLESHEET}"`, "g"))).toHaveLength(2);
    expect(html).toMatch(/<script nonce="n0nce">[^<]*e\.rel="stylesheet"[^<]*<\/script>$/);
  });

  it("leaves the page as it was when a stylesheet cannot be read", async () => {
    const original = page(
      '<link rel="stylesheet" href="/assets/a.css"/><link rel="stylesheet" href="/assets/gone.css"/>',
    );
    expect(await inlineStylesheets(original, read, undefined)).toBe(original);
  });

  it("leaves a page without the slot or without stylesheets alone", async () => {
    const noSlot = '<html><head><link rel="stylesheet" href="/assets/a.css"/></head><body></body></html>';
    expect(await inlineStylesheets(noSlot, read, undefined)).toBe(noSlot);
    expect(await inlineStylesheets(page(""), read, undefined)).toBe(page(""));
  });
});
