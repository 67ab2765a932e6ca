import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import datasetStyles from "~/components/datasets/datasets.css?url";
import { StepLog } from "~/components/datasets/step-log";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { idParamSchema, visibleName } from "~/schemas/datasets";
import { listDatasets } from "~/services/datasets/dataset-list.server";
import { getDataset } from "~/services/datasets/datasets.server";
import { type DevStep, recordStep } from "~/services/datasets/dev-steps.server";
import { forkDataset } from "~/services/datasets/fork.server";
import { listVersions } from "~/services/datasets/versions.server";
import { pageAction, pageLoader } from "~/web/page.server";

/** The browser loads these translations before hydrating (undeclared, they load after: hydration error #418). */
export const handle = { i18n: ["authoring"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: datasetStyles }];

/** spec §2: /test-fork, title 'Fork功能测试', signed-in. */
export const loader = pageLoader(async ({ deps, locale, requireUser }) => {
  await requireUser();
  const t = getT(locale, "authoring");
  const candidates = await listDatasets(deps, { offset: 0, limit: 1, sort: "plays" }, null);
  return { title: t("testFork.title"), defaultSource: candidates.datasets[0]?.id ?? "" };
});

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Fork功能测试" }];

const testForkSchema = z.object({ source: idParamSchema, name: visibleName(64).optional() });

export const action = pageAction(testForkSchema, async ({ deps, requireUser, value }) => {
  const user = await requireUser();
  const steps: DevStep[] = [];
  const id = value.source;
  await recordStep(steps, "read", { method: "GET", path: `/api/v1/dataset/${id}` }, () =>
    getDataset(deps, id, user.id),
  );
  const body = value.name ? { name: value.name } : {};
  const forked = await recordStep(
    steps,
    "fork",
    { method: "POST", path: `/api/v1/dataset/${id}/fork`, body },
    () => forkDataset(deps, user.id, id, body),
    201,
  );
  if (forked) {
    const forkId = forked.dataset.id;
    await recordStep(steps, "check", { method: "GET", path: `/api/v1/dataset/${forkId}` }, () =>
      getDataset(deps, forkId, user.id),
    );
    await recordStep(
      steps,
      "versions",
      { method: "GET", path: `/api/v1/dataset/${forkId}/versions` },
      async () => ({
        versions: await listVersions(deps, forkId, user.id),
      }),
    );
  }
  return { steps };
});

export default function TestForkPage() {
  const { defaultSource } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { steps?: DevStep[] } | undefined;
  const { t } = useTranslation("authoring");
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="test-fork-title">
      <h1 id="test-fork-title">{t("testFork.title")}</h1>
      <p className="muted">{t("testFork.intro")}</p>
      <Form method="post" className="prose">
        <div className="field">
          <label htmlFor="fork-source">{t("testFork.source")}</label>
          <input id="fork-source" name="source" type="number" min={1} required defaultValue={defaultSource} />
        </div>
        <div className="field">
          <label htmlFor="fork-name">{t("testFork.name")}</label>
          <input id="fork-name" name="name" maxLength={64} />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t("testFork.run")}
        </button>
      </Form>
      <StepLog steps={result?.steps ?? []} ns="testFork" />
    </section>
  );
}
