import type { ReadStylesheet } from "./inline-styles.server";

/**
 * The build's stylesheets, read once per isolate from the static assets. Their names carry a
 * content hash, so a copy never goes stale, and a build has a handful of them (this map is bounded
 * by the build, not by traffic).
 */
const sheets = new Map<string, Promise<string | null>>();

export function stylesheetReader(assets: Fetcher | undefined): ReadStylesheet {
  return (href) => {
    if (!assets) return Promise.resolve(null);
    let sheet = sheets.get(href);
    if (!sheet) {
      sheet = assets
        .fetch(new Request(new URL(href, "https://assets.invalid")))
        .then((response) => (response.ok ? response.text() : null))
        .catch(() => null);
      sheets.set(href, sheet);
      // A failed read is tried again by the next page.
      void sheet.then((text) => {
        if (text === null) sheets.delete(href);
      });
    }
    return sheet;
  };
}
