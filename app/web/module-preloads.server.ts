/**
 * Remix's <Scripts> writes one <link rel="modulepreload"> per module of the page (13 on the home
 * page), at the end of the body. The browser's preload scanner still finds them as soon as the
 * document's bytes arrive, and fetches them alongside the stylesheet, which the first paint waits
 * for: on a slow link the 80 KB framework chunk and a dozen small ones shared the bandwidth with a
 * 3.5 KB stylesheet. The document is sent with those links inert, and a script at its very end
 * turns them back into module preloads. An inline script runs only once the stylesheets above it
 * have loaded, so the modules then load together (no import waterfall) right after the styles.
 *
 * Hydration is unaffected: React 18 does not compare attributes when it hydrates, the links are the
 * same elements, and a node after the last one it renders in <body> is left alone (as Remix's own
 * stream scripts are). Without JavaScript nothing is fetched at all.
 */
const LIVE = '<link rel="modulepreload" ';
export const DEFERRED_MODULE_PRELOAD = "modulepreload-after-styles";
const INERT = `<link rel="${DEFERRED_MODULE_PRELOAD}" `;

const decoder = new TextDecoder();

export function preloadModulesAfterStyles(page: string | Uint8Array, nonce: string | undefined): string {
  const html = typeof page === "string" ? page : decoder.decode(page);
  if (!html.includes(LIVE)) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `${html.replaceAll(LIVE, INERT)}<script${nonceAttribute}>for(const l of document.querySelectorAll('link[rel="${DEFERRED_MODULE_PRELOAD}"]'))l.rel="modulepreload"</script>`;
}
