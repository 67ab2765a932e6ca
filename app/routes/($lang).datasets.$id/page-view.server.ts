import { columnLabel, formatCell } from "~/components/datasets/cell-format";
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { DatasetPageData } from "~/services/datasets/dataset-page.server";
import type { VersionView } from "~/services/datasets/versions.server";
import type { AttributeType } from "~db/schema";

/** A column of the entries table, named in the page's language. */
export type EntriesColumn = { key: string; label: string; type: AttributeType };

/** One page of entries as the table shows it: names, cells and aliases already in the page's language. */
export type EntriesView = {
  columns: EntriesColumn[];
  rows: { id: number; name: string; cells: string[]; aliases: string }[];
  total: number;
  page: number;
  totalPages: number;
};

/** What the version list shows of a version (its columns are the latest's, in `entries.columns`). */
export type VersionItem = Omit<VersionView, "attributeTypes" | "datasetId">;

type PageView = { entries: EntriesView; versions: VersionItem[] };

// The shared read (getDatasetPage) hands every anonymous visitor the same object for ten minutes,
// so its table is formatted once per language rather than once per request. The loader data is
// also what turbo-stream writes into the HTML: display strings instead of every entry's raw
// attributes and every version's columns (with both languages' value labels) made it half the size.
const views = new WeakMap<DatasetPageData, Map<Locale, PageView>>();

function build(data: DatasetPageData, locale: Locale): PageView {
  const latest = data.versions[0];
  const columns = latest?.attributeTypes ?? [];
  return {
    entries: {
      columns: columns.map((column) => ({
        key: column.key,
        label: columnLabel(column, locale),
        type: column.type,
      })),
      rows: data.entries.rows.map((entry) => ({
        id: entry.id,
        name: localized(entry.labels, locale, entry.name),
        cells: columns.map((column) => formatCell(column, entry.attributes[column.key], locale)),
        aliases: entry.aliases.join(", "),
      })),
      total: data.entries.total,
      page: data.entries.page,
      totalPages: data.entries.totalPages,
    },
    versions: data.versions.map(({ attributeTypes: _columns, datasetId: _datasetId, ...version }) => version),
  };
}

/** The entries table and version list of a dataset page, in the page's language. */
export function datasetPageView(data: DatasetPageData, locale: Locale): PageView {
  let byLocale = views.get(data);
  if (!byLocale) {
    byLocale = new Map();
    views.set(data, byLocale);
  }
  let view = byLocale.get(locale);
  if (!view) {
    view = build(data, locale);
    byLocale.set(locale, view);
  }
  return view;
}
