import { createInstance, type i18n as I18n, type Namespace, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, type Locale, supportedLocales } from "./config";
import { allNamespaces, resources } from "./messages.server";

export { allNamespaces, resources };

/** A first visit without the locale cookie: Accept-Language, then zh-CN. */
export const browserLanguageDetector = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLocales],
    fallbackLanguage: defaultLocale,
    order: ["header"],
  },
});

type TranslateFn = ((key: unknown, options?: unknown) => unknown) & Record<string, unknown>;
type LanguageUtils = { toResolveHierarchy: (code: string, fallbackCode?: unknown) => string[] };

/**
 * Resources are static on the server, so i18next's per-call work can be done once per isolate:
 * - `getFixedT` (asked by `getT` in loaders, `meta` and API messages on every request; the document
 *   render uses app/i18n/translate.ts instead, ADR 012) returns one `t` per language + namespace +
 *   key prefix, and that `t` remembers what each key translates to, with no options (most labels)
 *   or with flat ones (counts, names);
 * - the language fallback chain (`toResolveHierarchy`, which re-formats the language code on every
 *   call) is computed once per language, for the calls with options (plurals, interpolation).
 * A CPU profile of /game/1 had ~15% of the Worker's time in i18next's translate before this.
 */
function withFixedTranslations(instance: I18n): void {
  const languageUtils = instance.services.languageUtils as LanguageUtils;
  const resolveHierarchy = languageUtils.toResolveHierarchy.bind(languageUtils);
  const hierarchies = new Map<string, string[]>();
  languageUtils.toResolveHierarchy = (code, fallbackCode) => {
    if (fallbackCode !== undefined || typeof code !== "string") return resolveHierarchy(code, fallbackCode);
    let hierarchy = hierarchies.get(code);
    if (!hierarchy) {
      hierarchy = resolveHierarchy(code);
      if (hierarchies.size < 50) hierarchies.set(code, hierarchy);
    }
    return hierarchy;
  };

  // Asked by every useTranslation call; with every bundle in memory a "yes" never changes.
  const hasLoadedNamespace = instance.hasLoadedNamespace.bind(instance);
  const loaded = new Set<string>();
  instance.hasLoadedNamespace = (ns, options) => {
    const id = `${options?.lng ?? ""}|${ns}`;
    if (loaded.has(id)) return true;
    const answer = hasLoadedNamespace(ns, options);
    if (answer && loaded.size < 200) loaded.add(id);
    return answer;
  };

  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => TranslateFn;
  const fixed = new Map<string, TranslateFn>();
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown) => {
    const id = `${lng ?? ""}|${Array.isArray(ns) ? ns.join(",") : (ns ?? "")}|${keyPrefix ?? ""}`;
    let t = fixed.get(id);
    if (!t) {
      t = rememberPlainKeys(getFixedT(lng, ns, keyPrefix));
      if (fixed.size < 200) fixed.set(id, t);
    }
    return t;
  }) as unknown as I18n["getFixedT"];
}

/** Options whose values are all strings, numbers or booleans: the translation depends on them alone. */
function flatOptionsId(options: unknown): string | null {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  let id = "";
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return null;
    id += `\u0000${name}\u0000${type[0]}${String(value)}`;
  }
  return id;
}

function rememberPlainKeys(t: TranslateFn): TranslateFn {
  const plain = new Map<string, unknown>();
  // With options (counts, names): bounded, and emptied when full (values vary per request).
  const withOptions = new Map<string, unknown>();
  const remembering = ((key: unknown, options?: unknown) => {
    if (typeof key !== "string") return t(key, options);
    if (options !== undefined) {
      const optionsId = flatOptionsId(options);
      if (optionsId === null) return t(key, options);
      const id = key + optionsId;
      let value = withOptions.get(id);
      if (value === undefined) {
        value = t(key, options);
        if (typeof value !== "string") return value;
        if (withOptions.size >= 5000) withOptions.clear();
        withOptions.set(id, value);
      }
      return value;
    }
    let value = plain.get(key);
    if (value === undefined) {
      value = t(key);
      if (typeof value === "string" && plain.size < 5000) plain.set(key, value);
    }
    return value;
  }) as TranslateFn;
  // i18next's own `t` carries these; callers may read them.
  for (const property of ["lng", "ns", "keyPrefix"]) remembering[property] = t[property];
  return remembering;
}

/** How the server's i18next instance of a locale is set up (tests compare against a plain one). */
export function i18nInitOptions(locale: string) {
  return {
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: [...supportedLocales],
    resources,
    ns: allNamespaces,
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
  };
}

// Resources are static, so one initialized instance per locale serves every request.
const instances = new Map<Locale, I18n>();

export function getI18nInstance(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    instance.init(i18nInitOptions(locale));
    withFixedTranslations(instance);
    instances.set(locale, instance);
  }
  return instance;
}

export function getT<N extends Namespace = "common">(locale: Locale, ns?: N): TFunction<N> {
  return getI18nInstance(locale).getFixedT(locale, ns ?? "common") as TFunction<N>;
}
