import type { MetaFunction } from "@remix-run/cloudflare";
import { LegalPage } from "~/components/layout/legal-page";
import { legalPageLoader } from "~/web/legal-page.server";

export const handle = { i18n: ["legal"] };

export const loader = legalPageLoader("terms");

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function TermsPage() {
  return <LegalPage page="terms" />;
}
