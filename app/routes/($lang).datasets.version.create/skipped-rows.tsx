import { useTranslation } from "~/i18n/react";
import type { UploadPreview } from "~/services/datasets/upload-draft.server";

/** The rows the plan skips: counted, the first ones named, all of them downloadable as they were. */
export function SkippedRows({ skipped }: { skipped: NonNullable<UploadPreview["skipped"]> }) {
  const { t } = useTranslation("authoring");
  const more = skipped.count - skipped.rows.length;
  return (
    <section aria-labelledby="skipped-title" className="skipped-rows">
      <h3 id="skipped-title">{t("upload.plan.skippedTitle", { count: skipped.count })}</h3>
      <ul>
        {skipped.rows.map((row) => (
          <li key={row.row}>{t("upload.plan.skippedRow", { row: row.row, name: row.name })}</li>
        ))}
        {more > 0 ? <li>{t("upload.plan.skippedMore", { count: more })}</li> : null}
      </ul>
      {/* A data link works without JavaScript and without keeping the rows anywhere. */}
      <a
        className="button button--ghost"
        download="skipped-rows.csv"
        href={`data:text/csv;charset=utf-8,${encodeURIComponent(skipped.csv)}`}
      >
        {t("upload.plan.skippedDownload")}
      </a>
    </section>
  );
}
