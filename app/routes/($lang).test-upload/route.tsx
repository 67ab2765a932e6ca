import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { StepLog } from "~/components/datasets/step-log";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { createDataset } from "~/services/datasets/datasets.server";
import { type DevStep, recordStep } from "~/services/datasets/dev-steps.server";
import { discardEmptyDataset } from "~/services/datasets/trash.server";
import { planFromCsv } from "~/services/datasets/upload-source";
import {
  checkUploadPlan,
  createVersion,
  listVersions,
  prepareUpload,
} from "~/services/datasets/versions.server";
import { wireColumns } from "~/services/datasets/wire";
import { pageAction, pageLoader } from "~/web/page.server";
import type { RouteTiers } from "~/web/rate-limit.server";

/** docs/rate-limits.md: As the upload page: the upload budget, by size. */
export const rateTiers: RouteTiers = { write: "upload" };

/** The browser loads these translations before hydrating (undeclared, they load after: hydration error #418). */
export const handle = { i18n: ["authoring"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

const SAMPLE_CSV = `name,aliases,mass,phase,discovered
Hydrogen,H; qing,1.008,gas,1766
Helium,He; hai,4.0026,gas,1868
Lithium,Li; li,6.94,solid,1817
`;

export const loader = pageLoader(async ({ locale, viewer }) => {
  const t = getT(locale, "authoring");
  const user = await viewer();
  return { title: `${t("testUpload.title")} — Datadle`, signedIn: user !== null, sample: SAMPLE_CSV };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

const testUploadSchema = z.object({ csv: z.string().max(200_000).default("") });

/**
 * Runs the API's steps on a CSV: preview, create, upload, list. Atomic: the dataset is created only
 * after the preview passes, and taken back if the upload still fails, so a failed run leaves nothing.
 */
export const action = pageAction(testUploadSchema, async ({ deps, requireUser, value }) => {
  const user = await requireUser();
  const csv = value.csv;
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
  const multipart = { file: "test.csv (text/csv)", changelog: "test upload" };
  const plan = await recordStep(
    steps,
    "preview",
    { method: "POST", path: "/api/v1/dataset/{id}/versions?dry_run=true", body: multipart },
    async () => {
      const check = checkUploadPlan(planFromCsv(csv, "test upload"));
      return {
        attributeTypes: wireColumns(check.columns),
        entriesCount: check.entries.length,
        errors: check.errors,
        errorCount: check.errorCount,
        warnings: check.warnings,
      };
    },
  );
  if (!plan || plan.errorCount > 0) return { steps };
  const dataset = await recordStep(
    steps,
    "create",
    { method: "POST", path: "/api/v1/dataset", body: input },
    () => createDataset(deps, user.id, input),
    201,
  );
  if (!dataset) return { steps };
  const path = `/api/v1/dataset/${dataset.id}/versions`;
  const uploaded = await recordStep(
    steps,
    "upload",
    { method: "POST", path, body: multipart },
    () => createVersion(deps, user.id, dataset.id, prepareUpload(planFromCsv(csv, "test upload"), "en-US")),
    201,
  ).catch(async (error: unknown) => {
    await discardEmptyDataset(deps, user.id, dataset.id);
    throw error;
  });
  if (!uploaded) {
    await discardEmptyDataset(deps, user.id, dataset.id);
    return { steps };
  }
  await recordStep(steps, "versions", { method: "GET", path }, async () => ({
    versions: await listVersions(deps, dataset.id, user.id),
  }));
  return { steps };
});

export default function TestUploadPage() {
  const { signedIn, sample } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { steps?: DevStep[] } | undefined;
  const { t } = useTranslation("authoring");
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
