import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ATTRIBUTE_TYPES } from "~/schemas/datasets";
import type { UploadPreview } from "~/services/datasets/upload-draft.server";
import { UploadProblems } from "./upload-problems";

type Props = { draftId: string; changelog: string; preview: Omit<UploadPreview, "plan">; busy: boolean };

/** Step 2: the parsed rows, one type choice per column, and the problems found; "save" stores it. */
export function UploadPreviewForm({ draftId, changelog, preview, busy }: Props) {
  const { t } = useTranslation("datasets");
  const location = useLocation();
  return (
    <Form method="post" className="upload-preview">
      <input type="hidden" name="draft" value={draftId} />
      <h2>{t("upload.previewTitle", { count: preview.entriesCount })}</h2>
      {preview.fileError ? (
        <p className="form-error" role="alert">
          {preview.fileError}
        </p>
      ) : null}
      <UploadProblems errors={preview.errors} errorCount={preview.errorCount} warnings={preview.warnings} />
      {preview.isCsv && preview.columns.length > 0 ? (
        <fieldset className="prose">
          <legend>{t("upload.columns")}</legend>
          <p className="muted">{t("upload.columnsIntro")}</p>
          <div className="upload-columns">
            {preview.columns.map((column) => {
              const label = column.label["zh-CN"] || column.key;
              return (
                <fieldset key={column.key}>
                  <legend>{label}</legend>
                  <div className="field">
                    <label htmlFor={`type-${column.key}`}>{t("upload.typeFor", { column: label })}</label>
                    <select id={`type-${column.key}`} name={`type_${column.key}`} defaultValue={column.type}>
                      {ATTRIBUTE_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`attributeTypes.${type}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={`order-${column.key}`}>{t("upload.orderFor", { column: label })}</label>
                    <input
                      id={`order-${column.key}`}
                      name={`order_${column.key}`}
                      defaultValue={column.order?.join("; ") ?? ""}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`unit-${column.key}`}>{t("upload.unitFor", { column: label })}</label>
                    <input
                      id={`unit-${column.key}`}
                      name={`unit_${column.key}`}
                      defaultValue={column.unit ?? ""}
                      maxLength={32}
                    />
                  </div>
                </fieldset>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {preview.rows.length > 0 ? (
        <div className="table-wrap">
          <table>
            <caption>{t("upload.previewRows", { count: preview.rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("upload.row")}</th>
                <th scope="col">{t("detail.name")}</th>
                {preview.columns.map((column) => (
                  <th scope="col" key={column.key}>
                    {column.label["zh-CN"] || column.key}{" "}
                    <span className="muted">({t(`attributeTypes.${column.type}`)})</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id; their position is their identity
                <tr key={index}>
                  <td>{index + 1}</td>
                  <th scope="row">{row.name}</th>
                  {preview.columns.map((column) => (
                    <td key={column.key}>{row.attributes[column.key] ?? ""}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="field prose">
        <label htmlFor="preview-changelog">{t("upload.changelog")}</label>
        <textarea id="preview-changelog" name="changelog" defaultValue={changelog} maxLength={5000} />
      </div>
      <div className="button-row">
        <button type="submit" name="intent" value="preview" className="button button--ghost" disabled={busy}>
          {t("upload.preview")}
        </button>
        <button
          type="submit"
          name="intent"
          value="save"
          className="button button--primary"
          disabled={busy || preview.fileError !== null}
        >
          {busy ? t("upload.saving") : t("upload.save")}
        </button>
        <Link to={location.pathname + location.search} className="button button--ghost" reloadDocument>
          {t("upload.restart")}
        </Link>
      </div>
    </Form>
  );
}
