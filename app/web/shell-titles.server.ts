import type { Locale } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";

export type ShellTitles = {
  app: string;
  notFound: string;
  forbidden: string;
  refused: string;
  throttled: string;
  failed: string;
};

/** The `<title>`s the root route falls back on: error pages render no route of their own to set one. */
export function shellTitles(locale: Locale): ShellTitles {
  const t = getT(locale);
  return {
    app: t("appName"),
    // One per kind of error page (errorKind in components/layout/error-page.tsx).
    notFound: t("notFound.metaTitle"),
    forbidden: t("pageTitle", { page: t("error.forbidden.title") }),
    refused: t("pageTitle", { page: t("error.refused.title") }),
    throttled: t("pageTitle", { page: t("error.throttled.title") }),
    failed: t("pageTitle", { page: t("error.title") }),
  };
}
