import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultLocale, isLocale, supportedLocales } from "./i18n/config";
import { parseLocalePath } from "./i18n/resources";
import { installChunkReloadGuard } from "./utils/chunk-reload-guard";

installChunkReloadGuard(window);

const loaders = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { import: "default" });

async function loadLocale(locale: string) {
  const entries = Object.entries(loaders).filter(([path]) => parseLocalePath(path)[0] === locale);
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => [parseLocalePath(path)[1], await load()] as const),
  );
  return Object.fromEntries(loaded);
}

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const bundle = await loadLocale(locale);
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...supportedLocales],
    resources: { [locale]: bundle },
    ns: Object.keys(bundle),
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
