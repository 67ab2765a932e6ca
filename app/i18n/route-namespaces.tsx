import { matchRoutes, useMatches, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useNonce } from "~/utils/nonce-provider";
import { useTranslations } from "./react";

/**
 * Namespaces a route needs besides `common`, declared as `export const handle = { i18n: [...] }`.
 * The document carries exactly these; anything missed still loads on demand (the page suspends
 * until it arrives), so a missing declaration costs a delay, not a bug.
 */
export type I18nHandle = { i18n?: string | readonly string[] };

export function namespacesOf(handles: readonly unknown[]): string[] {
  const found = new Set<string>(["common"]);
  for (const handle of handles) {
    const declared = (handle as I18nHandle | undefined)?.i18n;
    for (const ns of typeof declared === "string" ? [declared] : (declared ?? [])) found.add(ns);
  }
  return [...found];
}

export const MESSAGES_ELEMENT_ID = "i18n-messages";

/**
 * The page's messages (its routes' namespaces, in its language) as JSON in the document, read by
 * app/i18n/translations.client.ts before hydration (ADR 012). A client navigation keeps the first
 * document's text (the browser's translations hold what it loaded since) and starts loading the
 * namespaces of the page it goes to as soon as that page's route modules are known.
 */
export function PageTranslations() {
  const matches = useMatches();
  const translations = useTranslations();
  const navigation = useNavigation();
  // Not a script that runs (JSON), but every script of the page carries the CSP nonce.
  const nonce = useNonce();
  useEffect(() => {
    if (!navigation.location) return;
    const pending = matchRoutes(window.__remixRouter.routes, navigation.location) ?? [];
    for (const ns of namespacesOf(pending.map((match) => match.route.handle))) {
      try {
        translations.use(ns);
      } catch {
        // A namespace that failed to load: the page that needs it shows the error page.
      }
    }
  }, [navigation.location, translations]);
  return (
    <script
      type="application/json"
      id={MESSAGES_ELEMENT_ID}
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of the project's own messages, `<` escaped (serializeMessages)
      dangerouslySetInnerHTML={{
        __html: translations.documentJson(namespacesOf(matches.map((match) => match.handle))),
      }}
    />
  );
}
