import type { ColumnPlan, PlanColumn } from "~/schemas/upload-plan";
import type { AttributeColumn, CellValue, LocalizedText } from "~db/schema";

/**
 * The version an upload follows: its number, the column plan it was saved with (null before
 * plans existed) and its columns (whose `valueLabels` the owner set on "Translate values").
 */
export type PreviousVersion = {
  version: number;
  plan: ColumnPlan | null;
  columns: AttributeColumn[];
};

/** What a new version kept of the one before: its number and the source columns (paths) it kept. */
export type CarriedNote = { version: number; columns: string[]; valueLabels: number };

/**
 * The previous version's plan as an author's plan over the new proposal: every column whose path
 * is still in the table keeps its row whole (role, type, unit, tolerance, labels, reveal), and the
 * table's choices (name, qualifier, pool, name parts, pinyin, capitals, skip/empty) stay where the
 * columns they name still exist. New columns are not named, so they keep the importer's proposal.
 */
export function carriedPlan(
  proposal: ColumnPlan,
  previous: ColumnPlan,
): { plan: ColumnPlan; kept: string[] } {
  const paths = new Set(Object.keys(proposal.columns));
  const has = (path: string | null | undefined): path is string =>
    typeof path === "string" && paths.has(path);
  const columns: Record<string, PlanColumn> = {};
  for (const [path, column] of Object.entries(previous.columns)) {
    if (!paths.has(path)) continue;
    columns[path] =
      column.geo_with && !paths.has(column.geo_with) ? { ...column, geo_with: undefined } : column;
  }
  const pool = previous.answer_pool;
  const poolKept =
    pool === undefined
      ? undefined
      : pool === null || pool.kind === "ids" || has(pool.column)
        ? pool
        : undefined;
  const plan: ColumnPlan = {
    name_column: has(previous.name_column) ? previous.name_column : null,
    columns,
    skip_invalid_rows: previous.skip_invalid_rows,
    empty_invalid_cells: previous.empty_invalid_cells,
    ...(previous.name_with === null || has(previous.name_with) ? { name_with: previous.name_with } : {}),
    ...(previous.pinyin_aliases !== undefined ? { pinyin_aliases: previous.pinyin_aliases } : {}),
    ...(previous.capitalize_names !== undefined ? { capitalize_names: previous.capitalize_names } : {}),
    ...(previous.split_slash_names !== undefined ? { split_slash_names: previous.split_slash_names } : {}),
    ...(previous.qualifier_column === null || has(previous.qualifier_column)
      ? { qualifier_column: previous.qualifier_column }
      : {}),
    ...(poolKept !== undefined ? { answer_pool: poolKept } : {}),
  };
  return { plan, kept: Object.keys(columns) };
}

const itemsOf = (value: CellValue | undefined): string[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

/**
 * The owner's value labels of the previous version on the new version's columns of the same key,
 * for the values the new entries still hold (a list's items one by one); labels the new columns
 * already carry (yes/no words) give way to the owner's. Returns how many values kept a label.
 */
export function carryValueLabels(
  columns: AttributeColumn[],
  entries: { attributes: Record<string, unknown> }[],
  previous: AttributeColumn[],
): number {
  let carried = 0;
  const before = new Map(previous.map((column) => [column.key, column.valueLabels]));
  for (const column of columns) {
    const labels = before.get(column.key);
    if (!labels || Object.keys(labels).length === 0) continue;
    const held = new Set<string>();
    for (const entry of entries) {
      for (const item of itemsOf(entry.attributes[column.key] as CellValue | undefined)) held.add(item);
    }
    const kept: Record<string, LocalizedText> = {};
    for (const [value, text] of Object.entries(labels)) {
      if (held.has(value)) kept[value] = text;
    }
    if (Object.keys(kept).length === 0) continue;
    column.valueLabels = { ...column.valueLabels, ...kept };
    carried += Object.keys(kept).length;
  }
  return carried;
}
