import { useMatches } from "@remix-run/react";

/**
 * Namespaces a route needs besides `common`, declared as `export const handle = { i18n: [...] }`.
 * The browser loads exactly these before hydrating; anything missed still loads on demand
 * (react-i18next suspends until it arrives), so a missing declaration costs a delay, not a bug.
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

export const NAMESPACES_META = "i18n-namespaces";

/** `<meta name="i18n-namespaces">` for the matched routes, read by entry.client. */
export function RouteNamespacesMeta() {
  const matches = useMatches();
  return (
    <meta name={NAMESPACES_META} content={namespacesOf(matches.map((match) => match.handle)).join(",")} />
  );
}
