import type { Locale } from "./config";
import { resources } from "./messages.server";
import { createTranslations, serializeMessages, type Translations } from "./react";
import type { Messages } from "./resources";

// Resources are static: one Translations per locale serves every request, and the document's
// messages for a set of namespaces are serialised once.
const byLocale = new Map<Locale, Translations>();

/** The server render's translations (app/entry.server.tsx): the same `t` as the browser's. */
export function serverTranslations(locale: Locale): Translations {
  let translations = byLocale.get(locale);
  if (!translations) {
    const messages = resources[locale];
    const documents = new Map<string, string>();
    translations = createTranslations({
      language: locale,
      bundle: (ns) => messages[ns],
      documentJson(namespaces) {
        const id = namespaces.join(",");
        let json = documents.get(id);
        if (json === undefined) {
          const picked: Record<string, Messages> = {};
          for (const ns of namespaces) {
            const bundle = messages[ns];
            if (bundle) picked[ns] = bundle;
          }
          json = serializeMessages(picked);
          if (documents.size < 100) documents.set(id, json);
        }
        return json;
      },
    });
    byLocale.set(locale, translations);
  }
  return translations;
}
