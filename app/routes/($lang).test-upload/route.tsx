import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { StepLog } from "~/components/datasets/step-log";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { createDataset } from "~/services/datasets/datasets.server";
import { type DevStep, recordStep } from "~/services/datasets/dev-steps.server";
import { planFromCsv } from "~/services/datasets/upload-source";
import { checkUploadPlan, createVersion, listVersions } from "~/services/datasets/versions.server";
import { wireColumns } from "~/services/datasets/wire";
import { getAuthUser } from "~/web/current-user.server";
import { requireUserForPage } from "~/web/guards.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

const SAMPLE_CSV = `name,aliases,mass,phase,discovered
Hydrogen,H; qing,1.008,gas,1766
Helium,He; hai,4.0026,gas,1868
Lithium,Li; li,6.94,solid,1817
`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = getT(localeFromPath(new URL(request.url).pathname), "datasets");
  const user = await getAuthUser(context, request);
  return { title: `${t("testUpload.title")} — Datadle`, signedIn: user !== null, sample: SAMPLE_CSV };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUserForPage(context, request);
  const form = await request.formData();
  const csv = String(form.get("csv") ?? "").slice(0, 200_000);
  const deps = context.deps;
  const steps: DevStep[] = [];
  const input = {
    name: `Upload test ${new Date().toISOString().slice(0, 19)}`,
    description: "",
    isPublic: false,
    allowFork: false,
    language: "zh-CN" as const,
    type: "other" as const,
    tags: ["test-upload"],
  };
  const dataset = await recordStep(
    steps,
    "create",
    { method: "POST", path: "/api/v1/dataset", body: input },
    () => createDataset(deps, user.id, input),
    201,
  );
  if (!dataset) return data({ steps });
  const path = `/api/v1/dataset/${dataset.id}/versions`;
  const multipart = { file: "test.csv (text/csv)", changelog: "test upload" };
  const plan = await recordStep(
    steps,
    "preview",
    { method: "POST", path: `${path}?dry_run=true`, body: multipart },
    async () => {
      const planned = planFromCsv(csv, "test upload");
      const check = checkUploadPlan(planned);
      return {
        attributeTypes: wireColumns(check.columns),
        entriesCount: check.entries.length,
        errors: check.errors,
        warnings: check.warnings,
      };
    },
  );
  if (plan) {
    await recordStep(
      steps,
      "upload",
      { method: "POST", path, body: multipart },
      () => createVersion(deps, user.id, dataset.id, planFromCsv(csv, "test upload")),
      201,
    );
    await recordStep(steps, "versions", { method: "GET", path }, async () => ({
      versions: await listVersions(deps, dataset.id, user.id),
    }));
  }
  return data({ steps });
}

export default function TestUploadPage() {
  const { signedIn, sample } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("datasets");
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="test-upload-title">
      <h1 id="test-upload-title">{t("testUpload.title")}</h1>
      <p className="muted">{t("testUpload.intro")}</p>
      {signedIn ? null : <p className="form-error">{t("testUpload.signIn")}</p>}
      <Form method="post" className="prose">
        <div className="field">
          <label htmlFor="upload-csv">{t("testUpload.csv")}</label>
          <textarea id="upload-csv" name="csv" defaultValue={sample} rows={8} />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("testUpload.run")}
        </button>
      </Form>
      <StepLog steps={result?.steps ?? []} ns="testUpload" />
    </section>
  );
}
