import { defaultLocale, isLocale } from "./config";
import { createTranslations, type Translations } from "./react";
import { type Messages, parseLocalePath } from "./resources";
import { MESSAGES_ELEMENT_ID } from "./route-namespaces";

// One lazily imported chunk per locale and namespace, for a client navigation to a page that needs
// a namespace the document did not carry.
const loaders = import.meta.glob<Messages>("../../locales/*/*.json", { import: "default" });
const byKey = new Map<string, () => Promise<Messages>>(
  Object.entries(loaders).map(([path, load]) => {
    const [locale, ns] = parseLocalePath(path);
    return [`${locale}/${ns}`, load];
  }),
);

/**
 * The browser's translations: the page's namespaces come in the document
 * (`<script type="application/json" id="i18n-messages">`, no extra request before hydration);
 * others load when a page first needs them.
 */
export function browserTranslations(doc: Document): Translations {
  const lang = doc.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const text = doc.getElementById(MESSAGES_ELEMENT_ID)?.textContent ?? "{}";
  const loaded = JSON.parse(text) as Record<string, Messages>;
  const pending = new Map<string, Promise<void>>();
  const failed = new Map<string, Error>();
  const load = (ns: string): Promise<void> => {
    const error = failed.get(ns);
    if (error) throw error;
    let promise = pending.get(ns);
    if (!promise) {
      const loader = byKey.get(`${locale}/${ns}`);
      promise = (loader ? loader() : Promise.resolve({})).then(
        (messages) => {
          loaded[ns] = messages;
        },
        (reason: unknown) => {
          failed.set(ns, reason instanceof Error ? reason : new Error(String(reason)));
        },
      );
      pending.set(ns, promise);
    }
    return promise;
  };
  return createTranslations({ language: locale, bundle: (ns) => loaded[ns], load, documentJson: () => text });
}
