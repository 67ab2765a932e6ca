import { describe, expect, it } from "vitest";
import { preloadModulesAfterStyles } from "./module-preloads.server";

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/></head><body><p>hi</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module" async="">import "/assets/root.js";</script></body></html>';

describe("preloadModulesAfterStyles", () => {
  it("sends every module preload inert and turns them live from a script at the very end", () => {
    const html = preloadModulesAfterStyles(page, "abc");
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html.match(/rel="modulepreload-after-styles" href="\/assets\/(entry|root)\.js"/g)).toHaveLength(2);
    expect(html.startsWith(page.slice(0, page.indexOf('<link rel="modulepreload"')))).toBe(true);
    const script = html.slice(html.lastIndexOf("<script"));
    expect(script.startsWith('<script nonce="abc">')).toBe(true);
    expect(html.endsWith("</script>")).toBe(true);
  });

  it("turns the links live when the script runs", () => {
    const html = preloadModulesAfterStyles(page, "abc");
    const body = /<script nonce="abc">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? "";
    const links = [{ rel: "modulepreload-after-styles" }, { rel: "modulepreload-after-styles" }];
    new Function("document", body)({ querySelectorAll: () => links });
    expect(links.map((link) => link.rel)).toEqual(["modulepreload", "modulepreload"]);
  });

  it("leaves a page without module preloads as it is, and reads a rendered body's bytes", () => {
    const plain = "<!DOCTYPE html><html><head></head><body>你好</body></html>";
    expect(preloadModulesAfterStyles(plain, "abc")).toBe(plain);
    expect(preloadModulesAfterStyles(new TextEncoder().encode(plain), undefined)).toBe(plain);
    expect(preloadModulesAfterStyles(new TextEncoder().encode(page), undefined)).toContain(
      "<script>for(const l of document.querySelectorAll('link[rel=\"modulepreload-after-styles\"]'))",
    );
  });
});
