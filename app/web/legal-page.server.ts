import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";

/** The loader of the terms and privacy pages: their title in the language of the path. */
export const legalPageLoader =
  (page: "terms" | "privacy") =>
  ({ request }: LoaderFunctionArgs) => {
    const locale = localeFromPath(new URL(request.url).pathname);
    return { title: getT(locale)("pageTitle", { page: getT(locale, "legal")(`${page}.title`) }) };
  };
