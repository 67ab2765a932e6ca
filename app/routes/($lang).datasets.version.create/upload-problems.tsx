import { useTranslation } from "~/i18n/react";
import type { RowError, UploadWarning } from "~/services/datasets/upload-entries";

/** Every refused cell by row and column, translated, plus warnings that do not block saving. */
export function UploadProblems({
  errors,
  errorCount,
  warnings,
  headers = {},
}: {
  errors: RowError[];
  errorCount: number;
  warnings: UploadWarning[];
  /** Each column key's header in the file: what the author calls the column (朝代, not col_1). */
  headers?: Record<string, string>;
}) {
  const { t } = useTranslation("authoring");
  return (
    <>
      {errorCount > 0 ? (
        <section className="problems" aria-labelledby="upload-errors-title" role="alert">
          <h3 id="upload-errors-title">{t("upload.errorsTitle", { count: errorCount })}</h3>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("upload.row")}</th>
                  <th scope="col">{t("upload.column")}</th>
                  <th scope="col">{t("upload.reason")}</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error) => (
                  <tr key={`${error.row}-${error.column}-${error.code}`}>
                    <td>{error.row}</td>
                    <td>{headers[error.column] ?? error.column}</td>
                    <td>
                      {t(`uploadErrors.${error.code}` as "uploadErrors.notText", {
                        defaultValue: error.reason,
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      {warnings.length > 0 ? (
        <section aria-labelledby="upload-warnings-title">
          <h3 id="upload-warnings-title">{t("upload.warningsTitle")}</h3>
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.code}-${warning.rows.join(",")}`}>
                {t(`warnings.${warning.code}`, { rows: warning.rows.join(", ") })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
