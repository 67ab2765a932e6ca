import type { Locale } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";

export type ShellTitles = { app: string; notFound: string; error: string };

/** The `<title>`s the root route falls back on: error pages render no route of their own to set one. */
export function shellTitles(locale: Locale): ShellTitles {
  const t = getT(locale);
  return {
    app: t("appName"),
    notFound: t("notFound.metaTitle"),
    error: t("pageTitle", { page: t("error.title") }),
  };
}
