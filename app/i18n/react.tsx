import type { Namespace, TFunction } from "i18next";
import { createContext, type ReactNode, useContext } from "react";
import type { Messages } from "./resources";
import { type BundleSource, createTranslate, type Translate } from "./translate";

/**
 * Translations in components, on the server render and in the browser alike, without i18next or
 * react-i18next (ADR 012). `useTranslation(ns)` answers like react-i18next's did: `{ t, i18n }` with
 * `t` typed by i18next's `TFunction` (types only), so keys stay checked against locales/zh-CN.
 */
export type UseTranslationResult<N extends Namespace = "common"> = {
  t: TFunction<N>;
  i18n: { language: string };
};

export type Translations = {
  language: string;
  /** The namespace's `{ t, i18n }` (one object per namespace), or a promise while it loads. */
  use(ns: string): UseTranslationResult<Namespace> | Promise<void>;
  /** The document's `<script type="application/json">` text for these namespaces (app/i18n/route-namespaces.tsx). */
  documentJson(namespaces: readonly string[]): string;
};

/**
 * One language's translations. `bundle` reads a namespace's messages (undefined: not loaded);
 * `load` (browser) fetches one, and components suspend until it has arrived.
 */
export function createTranslations(options: {
  language: string;
  bundle: BundleSource;
  load?: (ns: string) => Promise<void>;
  documentJson: (namespaces: readonly string[]) => string;
}): Translations {
  const { language, bundle, load } = options;
  const results = new Map<string, UseTranslationResult<Namespace>>();
  const i18n = { language };
  return {
    language,
    use(ns) {
      let result = results.get(ns);
      if (result) return result;
      if (load && bundle(ns) === undefined) return load(ns);
      const t: Translate = createTranslate(language, ns, bundle);
      result = { t: t as unknown as TFunction<Namespace>, i18n };
      results.set(ns, result);
      return result;
    },
    documentJson: options.documentJson,
  };
}

/** `<` written as `\u003c`, so no message can end the script element it travels in. */
export function serializeMessages(messages: Record<string, Messages>): string {
  return JSON.stringify(messages).replace(/</g, "\\u003c");
}

const TranslationsContext = createContext<Translations | null>(null);

export function TranslationsProvider({ value, children }: { value: Translations; children: ReactNode }) {
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

export function useTranslations(): Translations {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error("useTranslation outside TranslationsProvider (app/entry.*.tsx)");
  return translations;
}

export function useTranslation<N extends Namespace = "common">(ns?: N): UseTranslationResult<N> {
  const answer = useTranslations().use(typeof ns === "string" ? ns : "common");
  // A namespace still loading (a client navigation to a page that needs one more): suspend, like
  // react-i18next did; the navigation is a transition, so the previous page stays until it is here.
  if (answer instanceof Promise) throw answer;
  return answer as unknown as UseTranslationResult<N>;
}
