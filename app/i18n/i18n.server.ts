import { createInstance, type i18n as I18n, type Namespace, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, type Locale, localeFromPath, supportedLocales } from "./config";
import { groupByLocale, type Messages } from "./resources";

const modules = import.meta.glob<Messages>("../../locales/*/*.json", {
  eager: true,
  import: "default",
});
export const resources = groupByLocale(modules);
export const allNamespaces = Object.keys(resources[defaultLocale]);

/** A first visit without the locale cookie: Accept-Language, then zh-CN. */
export const browserLanguageDetector = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLocales],
    fallbackLanguage: defaultLocale,
    order: ["header"],
  },
});

/** The locale a page is served in comes only from its path. */
export const pageI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLocales],
    fallbackLanguage: defaultLocale,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
});

// Resources are static, so one initialized instance per locale serves every request.
const instances = new Map<Locale, I18n>();

export function getI18nInstance(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: defaultLocale,
      supportedLngs: [...supportedLocales],
      resources,
      ns: allNamespaces,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      initImmediate: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

export function getT<N extends Namespace = "common">(locale: Locale, ns?: N): TFunction<N> {
  return getI18nInstance(locale).getFixedT(locale, ns ?? "common") as TFunction<N>;
}
