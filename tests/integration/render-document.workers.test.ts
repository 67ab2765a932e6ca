import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { page } from "./shell-worker";

/** The document's bytes: NUL bytes would be lost in a text comparison's decoding. */
async function documentBytes(path: string, locale: string): Promise<Uint8Array> {
  const response = await page(path, locale);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe("the server-rendered document (app/entry.server.tsx)", () => {
  it("has no NUL bytes where a Chinese character met the end of React's 2 KB write buffer", async () => {
    // Bodies of every length from 150 characters (three UTF-8 bytes each; React encodes a text
    // under 683 characters into its buffer): the /news page's text crosses several 2 KB
    // boundaries, and at some of them a character does not fit whole.
    for (let i = 0; i < 20; i++) {
      await env.DB.prepare("INSERT INTO news (slug, title, body, published_at) VALUES (?, ?, ?, ?)")
        .bind(
          `nul-${i}`,
          JSON.stringify({ "zh-CN": `标题${i}`, "en-US": `Title ${i}` }),
          JSON.stringify({ "zh-CN": "汉".repeat(150 + i), "en-US": `Body ${i}` }),
          Date.UTC(2026, 0, 1 + i),
        )
        .run();
    }
    for (const [path, locale] of [
      ["/news", "zh-CN"],
      ["/privacy", "zh-CN"],
      ["/terms", "zh-CN"],
      ["/", "zh-CN"],
      ["/en-US/news", "en-US"],
    ] as const) {
      const bytes = await documentBytes(path, locale);
      expect(bytes.indexOf(0), `${path}: a NUL byte`).toBe(-1);
      const html = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      expect(html.startsWith("<!DOCTYPE html>"), path).toBe(true);
      expect(html).toContain("</html>");
    }
    const news = new TextDecoder().decode(await documentBytes("/news", "zh-CN"));
    for (let i = 0; i < 6; i++)
      expect(news).toContain(`<p class="news-item__body">${"汉".repeat(150 + i)}</p>`);
  });

  it("paints without waiting for a stylesheet request: the page's stylesheets come inline first in the head, their links and the module preloads are inert until scripts at the end", async () => {
    for (const [path, locale] of [
      ["/en-US", "en-US"],
      ["/en-US/auth/login", "en-US"],
      ["/en-US/datasets", "en-US"],
    ] as const) {
      const response = await page(path, locale);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf("</head>"));
      // Each stylesheet the page links is in the head's inline copy, and nothing in the head blocks on a request.
      const links = [...head.matchAll(/<link rel="stylesheet-inlined" href="([^"]+)"\/>/g)].map(
        (match) => match[1],
      );
      expect(links.length, path).toBeGreaterThan(0);
      expect(head, path).not.toMatch(/rel="stylesheet"/);
      const inline = /<style id="page-styles">([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
      for (const href of links) {
        const sheet = await (await env.ASSETS.fetch(`http://localhost${href}`)).text();
        expect(sheet.length, href).toBeGreaterThan(0);
        expect(inline, `${path} inlines ${href}`).toContain(sheet.trim());
      }
      expect(head.indexOf("<script"), path).toBeGreaterThan(head.indexOf('<style id="page-styles">'));
      // The browser's preload scanner would fetch live module preloads alongside the page.
      expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/);
      const inert = html.indexOf('rel="modulepreload-after-styles"');
      expect(inert, path).toBeGreaterThan(html.indexOf("</head>"));
      // The scripts that turn the links live are the document's last nodes (after React's last one).
      const lastScript = html.slice(html.lastIndexOf("<script"));
      expect(lastScript, path).not.toContain("<link");
      expect(html.endsWith('l.rel="modulepreload"</script>'), path).toBe(true);
      expect(html.slice(html.lastIndexOf("<script", html.lastIndexOf("<script") - 1)), path).toContain(
        'e.rel="stylesheet"',
      );
      const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(
        response.headers.get("Content-Security-Policy") ?? "",
      )?.[1];
      expect(html.slice(html.lastIndexOf("<script")), path).toContain(`nonce="${nonce}"`);
    }
  });
});
