import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultLocale, isLocale, supportedLocales } from "./i18n/config";
import { lazyLocaleBackend } from "./i18n/lazy-backend";
import { NAMESPACES_META } from "./i18n/route-namespaces";
import { installChunkReloadGuard } from "./utils/chunk-reload-guard";

installChunkReloadGuard(window);

function initialNamespaces(): string[] {
  const content = document.querySelector(`meta[name="${NAMESPACES_META}"]`)?.getAttribute("content");
  return content ? content.split(",").filter(Boolean) : ["common"];
}

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  await i18next
    .use(initReactI18next)
    .use(lazyLocaleBackend)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: [...supportedLocales],
      ns: initialNamespaces(),
      defaultNS: "common",
      interpolation: { escapeValue: false },
    });
  // Not in startTransition: React 18 time-slices a transition hydration, and a click on a link
  // landing between two slices forces a sync hydration that can throw "Root did not complete"
  // (React error #345, seen in CI on the language switch). One uninterrupted pass is a few ms here.
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
}

hydrate();
