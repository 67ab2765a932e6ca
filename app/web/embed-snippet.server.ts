import { type Locale, localizePath } from "~/i18n/config";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The `<iframe>` an owner pastes into their site to show their dataset's daily (phone-sized, as
 * wide as its column up to 480 px). It may copy and share from inside the frame where the host
 * page allows it (`allow`); elsewhere the result falls back to a text box to copy from.
 */
export function embedSnippet(origin: string, locale: Locale, datasetId: number, title: string): string {
  const src = `${origin}${localizePath(`/embed/game/${datasetId}/daily`, locale)}`;
  return `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="720" style="border:0;max-width:480px" allow="clipboard-write; web-share" loading="lazy"></iframe>`;
}
