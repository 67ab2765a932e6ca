import type { Locale } from "./config";

export type Messages = Record<string, unknown>;
export type LocaleResources = Record<string, Messages>;

/** `../../locales/zh-CN/common.json` → ["zh-CN", "common"] */
export function parseLocalePath(path: string): [string, string] {
  const parts = path.split("/");
  const file = parts[parts.length - 1] ?? "";
  return [parts[parts.length - 2] ?? "", file.replace(/\.json$/, "")];
}

export function groupByLocale(modules: Record<string, Messages>): Record<Locale, LocaleResources> {
  const out: Record<string, LocaleResources> = {};
  for (const [path, messages] of Object.entries(modules)) {
    const [locale, ns] = parseLocalePath(path);
    out[locale] ??= {};
    out[locale][ns] = messages;
  }
  return out as Record<Locale, LocaleResources>;
}
