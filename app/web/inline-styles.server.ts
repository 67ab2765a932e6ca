import { PAGE_STYLES_SLOT_ID } from "~/utils/page-styles-slot";

/**
 * On a slow link the first paint waited for the page's stylesheets: their request only starts once
 * the document has arrived, one more round trip before anything shows. The server now copies the
 * page's own stylesheets (a few KB) into the <style> slot the root renders empty, and sends their
 * links inert. A script at the end of the document turns the links live and empties the slot once
 * they have loaded, so after hydration the page holds exactly the links Remix manages (a route's
 * styles leave with its route). Without JavaScript the inline copy is the page's styles.
 *
 * Hydration is unaffected: React 18 neither compares attributes nor a dangerouslySetInnerHTML
 * element's content when it hydrates. If any stylesheet cannot be read, the page is sent as it was.
 */
const SLOT = `<style id="${PAGE_STYLES_SLOT_ID}"></style>`;
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
export const INLINED_STYLESHEET = "stylesheet-inlined";

export type ReadStylesheet = (href: string) => Promise<string | null>;

export async function inlineStylesheets(
  html: string,
  readStylesheet: ReadStylesheet,
  nonce: string | undefined,
): Promise<string> {
  const headEnd = html.indexOf("</head>");
  const slotAt = html.indexOf(SLOT);
  if (headEnd < 0 || slotAt < 0 || slotAt > headEnd) return html;
  const head = html.slice(0, headEnd);
  const hrefs = [...head.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  if (hrefs.length === 0) return html;
  const sheets = await Promise.all(hrefs.map(readStylesheet));
  if (sheets.some((sheet) => sheet === null)) return html;
  // Our own build's CSS; a literal "</style" inside it would still end the element early.
  const css = sheets.join("\n").replaceAll("</style", "<\\/style");
  const inertHead = head
    .replace(SLOT, `<style id="${PAGE_STYLES_SLOT_ID}">${css}</style>`)
    .replace(STYLESHEET_LINK, `<link rel="${INLINED_STYLESHEET}" href="$1"/>`);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const goLive =
    `<script${nonceAttribute}>{const s=document.getElementById("${PAGE_STYLES_SLOT_ID}"),` +
    `l=[...document.querySelectorAll('link[rel="${INLINED_STYLESHEET}"]')];let n=l.length;` +
    `for(const e of l){e.onload=()=>{if(--n===0)s.textContent=""};e.rel="stylesheet"}}</script>`;
  return `${inertHead}${html.slice(headEnd)}${goLive}`;
}
