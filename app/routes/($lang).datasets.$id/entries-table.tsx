import { Pager } from "~/components/datasets/pager";
import { useTranslation } from "~/i18n/react";
import type { EntriesView } from "./page-view.server";

/** One page of the latest version's entries, formatted by the loader (page-view.server.ts). */
export function EntriesTable({ entries }: { entries: EntriesView }) {
  const { t } = useTranslation("datasets");
  const { t: tc } = useTranslation();
  if (entries.total === 0) return <p className="empty">{t("detail.noEntries")}</p>;
  const { columns } = entries;
  return (
    <>
      <div className="table-wrap">
        <table className="entries-table">
          <caption className="visually-hidden">
            {t("detail.entriesCaption", { page: entries.page, pages: entries.totalPages })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("detail.name")}</th>
              {columns.map((column) => (
                <th scope="col" key={column.key}>
                  {column.label}
                  <span className="visually-hidden"> ({t(`attributeTypes.${column.type}`)})</span>
                </th>
              ))}
              <th scope="col">{t("detail.aliases")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.rows.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">{entry.name}</th>
                {entry.cells.map((cell, i) => (
                  <td key={columns[i].key} data-type={columns[i].type}>
                    {cell}
                  </td>
                ))}
                <td>{entry.aliases}</td>
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
