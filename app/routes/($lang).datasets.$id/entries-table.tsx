import { useTranslation } from "react-i18next";
import { columnLabel, formatCell } from "~/components/datasets/cell-format";
import { Pager } from "~/components/datasets/pager";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { DatasetPageData } from "~/services/datasets/dataset-page.server";
import { localized } from "~/utils/localized";
import type { AttributeColumn } from "~db/schema";

export function EntriesTable({
  columns,
  entries,
}: {
  columns: AttributeColumn[];
  entries: DatasetPageData["entries"];
}) {
  const { t } = useTranslation("datasets");
  const { t: tc } = useTranslation();
  const locale = useCurrentLocale();
  if (entries.total === 0) return <p className="empty">{t("detail.noEntries")}</p>;
  return (
    <>
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">
            {t("detail.entriesCaption", { page: entries.page, pages: entries.totalPages })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("detail.name")}</th>
              {columns.map((column) => (
                <th scope="col" key={column.key}>
                  {columnLabel(column, locale)}
                  <span className="visually-hidden"> ({t(`attributeTypes.${column.type}`)})</span>
                </th>
              ))}
              <th scope="col">{t("detail.aliases")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.rows.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{localized(entry.labels, locale, entry.name)}</th>
                {columns.map((column) => (
                  <td key={column.key} data-type={column.type}>
                    {formatCell(column, entry.attributes[column.key], locale)}
                  </td>
                ))}
                <td>{entry.aliases.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{tc("pagination.page", { page: entries.page, pages: entries.totalPages })}</p>
      <Pager page={entries.page} totalPages={entries.totalPages} />
    </>
  );
}
