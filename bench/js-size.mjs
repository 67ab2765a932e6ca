// Gzipped JavaScript a first visit downloads: the HTML's module preloads and module scripts
// (including the entry the inline bootstrap imports), then every static import of those chunks.
import { gzipSync } from "node:zlib";

const STATIC_IMPORT = /(?:^|[;\n})])\s*(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

function matches(regex, text) {
  return [...text.matchAll(regex)].map((match) => match[1]);
}

/** URLs the document itself loads: modulepreload links, module script src, imports in inline modules. */
function entryScripts(html, base) {
  const found = [];
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    // Sent inert and turned back into module preloads once the styles have loaded (module-preloads.server.ts).
    if (/rel=["']?modulepreload(?:-after-styles)?["'\s>]/i.test(tag))
      found.push(/href=["']([^"']+)["']/i.exec(tag)?.[1]);
  }
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/type=["']?module/i.test(attrs)) continue;
    const src = /src=["']([^"']+)["']/i.exec(attrs)?.[1];
    if (src) found.push(src);
    // The inline bootstrap runs at once, so even its dynamic import() is part of the first visit.
    found.push(...matches(STATIC_IMPORT, body), ...matches(DYNAMIC_IMPORT, body));
  }
  return found.filter(Boolean).map((href) => new URL(href, base).href);
}

export async function firstVisitJs(pageUrl, headers) {
  const response = await fetch(pageUrl, { headers });
  if (!response.ok) return null;
  const html = await response.text();
  const queue = entryScripts(html, pageUrl);
  const sizes = new Map();
  while (queue.length > 0) {
    const url = queue.shift();
    if (sizes.has(url)) continue;
    const file = await fetch(url);
    if (!file.ok) throw new Error(`${url}: HTTP ${file.status}`);
    const source = Buffer.from(await file.arrayBuffer());
    sizes.set(url, { raw: source.length, gzip: gzipSync(source).length });
    for (const next of matches(STATIC_IMPORT, source.toString("utf8"))) queue.push(new URL(next, url).href);
  }
  const total = (key) => [...sizes.values()].reduce((sum, size) => sum + size[key], 0);
  return { files: sizes.size, raw: total("raw"), gzip: total("gzip"), sizes };
}
