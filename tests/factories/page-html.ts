/**
 * A document without the page's messages (ADR 012: the translations of the page's namespaces travel
 * as JSON in `<head>`), so "the page does not say X" checks read what the page shows and its route
 * data, not every message it could show.
 */
export function withoutPageMessages(html: string): string {
  return html.replace(/<script type="application\/json" id="i18n-messages"[^>]*>[\s\S]*?<\/script>/, "");
}
