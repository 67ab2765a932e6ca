import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "./client/chunk-reload-guard";
import { TranslationsProvider } from "./i18n/react";
import { browserTranslations } from "./i18n/translations.client";

installChunkReloadGuard(window);

// The page's messages are in the document (ADR 012): nothing to wait for before hydrating.
const translations = browserTranslations(document);
// Not in startTransition: React 18 time-slices a transition hydration, and a click on a link
// landing between two slices forces a sync hydration that can throw "Root did not complete"
// (React error #345; a quick tap on the language switch does it). One uninterrupted pass is a few ms.
hydrateRoot(
  document,
  <TranslationsProvider value={translations}>
    <StrictMode>
      <RemixBrowser />
    </StrictMode>
  </TranslationsProvider>,
);
