import { useTranslation } from "~/i18n/react";
import { CELL_LIMITS } from "~/services/datasets/cell-value";
import type { TableNotes } from "~/services/datasets/upload-source";
import { UPLOAD_MAX_ATTRIBUTES, UPLOAD_MAX_BYTES, UPLOAD_MAX_ENTRIES } from "~/utils/dataset-fields";

const LIST = { "zh-CN": "、", "en-US": ", " } as const;

/**
 * How the file was read, in the page's language: its format, which column names the entries, the
 * names in the other language, aliases and pictures, the columns left out, and the limits an upload
 * must keep.
 */
export function TableNotesView({ table, locale }: { table: TableNotes | null; locale: "zh-CN" | "en-US" }) {
  const { t } = useTranslation("authoring");
  const limits = t("upload.limits", {
    entries: UPLOAD_MAX_ENTRIES.toLocaleString(locale),
    attributes: UPLOAD_MAX_ATTRIBUTES,
    mb: UPLOAD_MAX_BYTES / 1024 / 1024,
    cell: CELL_LIMITS.cellChars.toLocaleString(locale),
    text: CELL_LIMITS.text,
    hint: CELL_LIMITS.hint,
    items: CELL_LIMITS.setItems,
    item: CELL_LIMITS.setItem,
  });
  if (!table) return <p className="muted">{limits}</p>;
  const quoted = (header: string) => (header === "" ? "“”" : header);
  return (
    <section className="prose table-notes" aria-labelledby="table-notes-title">
      <h3 id="table-notes-title">{t("upload.table.title")}</h3>
      <ul>
        {table.carried && table.carried.columns.length > 0 ? (
          <li className="carried">
            {t("upload.table.carried", {
              version: table.carried.version,
              count: table.carried.columns.length,
            })}
          </li>
        ) : null}
        {table.carried && table.carried.valueLabels > 0 ? (
          <li className="carried">
            {t("upload.table.carriedLabels", {
              version: table.carried.version,
              count: table.carried.valueLabels,
            })}
          </li>
        ) : null}
        <li>
          {t(`upload.table.format_${table.format}`, {
            delimiter: table.delimiter === "\t" ? "Tab" : table.delimiter,
          })}
        </li>
        {table.encoding && table.encoding !== "utf-8" ? (
          <li>{t(`upload.table.encoding_${table.encoding}`)}</li>
        ) : null}
        <li>{t(`upload.table.name_${table.nameSource}`, { header: table.nameHeader })}</li>
        {table.labelZhHeader ? <li>{t("upload.table.labelZh", { header: table.labelZhHeader })}</li> : null}
        {table.labelEnHeader ? <li>{t("upload.table.labelEn", { header: table.labelEnHeader })}</li> : null}
        {table.aliasesHeader ? <li>{t("upload.table.aliases", { header: table.aliasesHeader })}</li> : null}
        {table.imageHeader ? <li>{t("upload.table.image", { header: table.imageHeader })}</li> : null}
        {table.unnamedRows > 0 ? (
          <li>{t("upload.table.unnamedRows", { count: table.unnamedRows })}</li>
        ) : null}
        {table.dropped.length > 0 ? (
          <li>{t("upload.table.dropped", { columns: table.dropped.join(LIST[locale]) })}</li>
        ) : null}
      </ul>
      {/* The name column and the columns left out are chosen in the column plan's rows. */}
      {table.bceNotes ? (
        <div className="field">
          <label htmlFor="year-convention">
            {t("upload.table.bceNotes", { header: table.bceNotes.header, count: table.bceNotes.rows })}
          </label>
          <select id="year-convention" name="year_convention" defaultValue={table.bceNotes.convention}>
            <option value="notes">{t("upload.table.yearsNotes")}</option>
            <option value="iso">{t("upload.table.yearsIso")}</option>
          </select>
        </div>
      ) : null}
      {table.leftOut.length > 0 ? (
        <p>
          {t("upload.table.leftOut", {
            columns: table.leftOut.map((column) => quoted(column.header)).join(LIST[locale]),
          })}
        </p>
      ) : null}
      <p className="muted">{limits}</p>
    </section>
  );
}
