import { Form } from "@remix-run/react";
import { formatUtcDate } from "~/components/stats/format";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { VersionItem } from "./page-view.server";

export function VersionList({
  versions,
  canDelete = false,
  busy = false,
}: {
  versions: VersionItem[];
  canDelete?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  if (versions.length === 0) return <p className="empty">{t("detail.noVersions")}</p>;
  return (
    <ol className="version-list">
      {versions.map((version) => (
        <li key={version.id}>
          <h3>{t("detail.version", { version: version.version })}</h3>
          <p className="muted">
            {t("detail.versionMeta", {
              count: version.entriesCount,
              date: formatUtcDate(version.createdAt, locale),
            })}
          </p>
          <p>{version.changelog || t("detail.noChangelog")}</p>
          <p>
            <a href={version.downloadUrls.csv} download>
              {t("detail.downloadCsv")}
            </a>{" "}
            ·{" "}
            <a href={version.downloadUrls.json} download>
              {t("detail.downloadJson")}
            </a>
          </p>
          {canDelete ? (
            // Two steps (open, confirm); the version stays restorable below for 30 days.
            <details className="action-panel">
              <summary className="button button--ghost button--sm">{t("detail.deleteVersion")}</summary>
              <Form method="post" className="inline-form">
                <input type="hidden" name="intent" value="deleteVersion" />
                <input type="hidden" name="versionId" value={version.id} />
                <button type="submit" className="button button--danger button--sm" disabled={busy}>
                  {t("detail.deleteVersionConfirm", { version: version.version })}
                </button>
              </Form>
            </details>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

type DeletedVersion = { id: number; version: number; restoreUntil: string };

/** The owner's deleted versions, restorable until their date. */
export function DeletedVersions({ versions, busy }: { versions: DeletedVersion[]; busy: boolean }) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  return (
    <section aria-labelledby="deleted-versions-title">
      <h3 id="deleted-versions-title">{t("detail.deletedVersions")}</h3>
      <ul className="version-list">
        {versions.map((version) => (
          <li key={version.id}>
            <Form method="post" className="inline-form">
              <input type="hidden" name="intent" value="restoreVersion" />
              <input type="hidden" name="versionId" value={version.id} />
              <span>
                {t("detail.version", { version: version.version })} ·{" "}
                {t("my.restoreUntil", {
                  date: formatUtcDate(version.restoreUntil, locale),
                })}
              </span>{" "}
              <button type="submit" className="button button--ghost button--sm" disabled={busy}>
                {t("my.restore")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
