import { useTranslation } from "~/i18n/react";
import type { ProblemGroup, RowError, UploadWarning } from "~/services/datasets/upload-entries";
import { warningLines } from "~/services/datasets/warning-lines";

/** The refused cells grouped by column and kind, translated, plus warnings that do not block saving. */
export function UploadProblems({
  errors,
  errorCount,
  problems = [],
  warnings,
  headers = {},
}: {
  errors: RowError[];
  errorCount: number;
  problems?: ProblemGroup[];
  warnings: UploadWarning[];
  /** Each column key's header in the file: what the author calls the column (朝代, not col_1). */
  headers?: Record<string, string>;
}) {
  const { t } = useTranslation("authoring");
  const grouped = warningLines(warnings);
  return (
    <>
      {errorCount > 0 ? (
        <section className="problems" aria-labelledby="upload-errors-title" role="alert">
          <h3 id="upload-errors-title">{t("upload.errorsTitle", { count: errorCount })}</h3>
          {/* One line per kind and column, never one per row. */}
          <ul className="problem-lines">
            {problems.map((problem) => (
              <li key={`${problem.column}-${problem.code}`}>
                {t("upload.plan.problemLine", {
                  count: problem.count,
                  column: headers[problem.column] ?? problem.column,
                  reason: t(`uploadErrors.${problem.code}` as "uploadErrors.notText", {
                    defaultValue: problem.code,
                  }),
                })}
                {problem.example ? ` ${t("upload.plan.example", { example: problem.example })}` : null}
              </li>
            ))}
            {problems.length === 0
              ? errors.map((error) => (
                  <li key={`${error.row}-${error.column}-${error.code}`}>
                    {t("upload.row")} {error.row} · {headers[error.column] ?? error.column}:{" "}
                    {t(`uploadErrors.${error.code}` as "uploadErrors.notText", {
                      defaultValue: error.reason,
                    })}
                  </li>
                ))
              : null}
          </ul>
        </section>
      ) : null}
      {warnings.length > 0 ? (
        <section aria-labelledby="upload-warnings-title">
          <h3 id="upload-warnings-title">{t("upload.warningsTitle")}</h3>
          <ul>
            {grouped.lines.map((line) => (
              <li key={line.rows.join(",")}>
                {t(
                  line.sameName && line.sameAttributes
                    ? "warnings.sameNameAndAttributes"
                    : line.sameName
                      ? "warnings.duplicateName"
                      : "warnings.identicalAttributes",
                  { rows: line.rows.join(", ") },
                )}
              </li>
            ))}
            {grouped.more > 0 ? <li>{t("warnings.moreGroups", { count: grouped.more })}</li> : null}
          </ul>
        </section>
      ) : null}
    </>
  );
}
