import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/layout/legal-page";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";

export function loader({ request }: LoaderFunctionArgs) {
  const t = getT(localeFromPath(new URL(request.url).pathname));
  return { title: t("pageTitle", { page: t("privacy.title") }) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
