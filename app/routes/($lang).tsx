import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { prefixedLocale } from "~/i18n/config";
import { revalidateUnlessAnswered } from "~/utils/answered-action";
import { pageNotFound } from "~/web/not-found.server";

/** A scripted guess answered with its view: nothing reloads (see answered-action). */
export const shouldRevalidate = revalidateUnlessAnswered;

/** Only `/en-US` is a locale prefix; `/fr-FR/...` and the like are unknown pages. */
export function loader({ params, request }: LoaderFunctionArgs) {
  if (params.lang !== undefined && params.lang !== prefixedLocale) throw pageNotFound(request);
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
