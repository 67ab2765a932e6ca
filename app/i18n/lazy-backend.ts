import type { BackendModule, ReadCallback } from "i18next";
import { parseLocalePath } from "./resources";

type Loader = () => Promise<Record<string, unknown>>;

// One lazily imported chunk per locale and namespace: a page downloads only what it uses.
const loaders = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", { import: "default" });

const byKey = new Map<string, Loader>(
  Object.entries(loaders).map(([path, load]) => {
    const [locale, ns] = parseLocalePath(path);
    return [`${locale}/${ns}`, load];
  }),
);

export const lazyLocaleBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = byKey.get(`${language}/${namespace}`);
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
