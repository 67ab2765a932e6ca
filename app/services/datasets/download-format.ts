import Papa from "papaparse";
import type { AttributeColumn, CellValue, LocalizedText } from "~db/schema";

export type DownloadEntry = {
  name: string;
  labels: LocalizedText | null;
  aliases: string[];
  imageUrl: string | null;
  attributes: Record<string, CellValue>;
};

const cellText = (value: CellValue | undefined): string =>
  value === null || value === undefined ? "" : Array.isArray(value) ? value.join("; ") : String(value);

/** A cell a spreadsheet would run as a formula (OWASP CSV injection): =, +, -, @, tab or CR first. */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

/**
 * Cells that start like a formula get a leading `'`, so Excel, LibreOffice and Sheets show them as
 * text. Plain numbers (-5, +3.2) are left alone: they are data, not formulas, and a spreadsheet reads
 * them as numbers either way.
 */
export function escapeFormula(text: string): string {
  if (!FORMULA_LEAD.test(text)) return text;
  if (/^[+-]?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) return text;
  return `'${text}`;
}

/** The CSV an upload would accept back: entry columns, then one column per attribute key. */
export function entriesToCsv(columns: AttributeColumn[], entries: DownloadEntry[]): string {
  const header = ["name", "name_zh-CN", "name_en-US", "aliases", "image_url", ...columns.map((c) => c.key)];
  const rows = entries.map((entry) =>
    [
      entry.name,
      entry.labels?.["zh-CN"] ?? "",
      entry.labels?.["en-US"] ?? "",
      entry.aliases.join("; "),
      entry.imageUrl ?? "",
      ...columns.map((column) => cellText(entry.attributes[column.key])),
    ].map(escapeFormula),
  );
  return `\uFEFF${Papa.unparse([header, ...rows])}\r\n`;
}

/** Rows of text as CSV (a header first), cells that look like formulas escaped: the upload's skipped rows. */
export function csvRows(rows: string[][]): string {
  return `\uFEFF${Papa.unparse(rows.map((row) => row.map(escapeFormula)))}\r\n`;
}

/** design §2 upload shape, so a download can be uploaded again as is. */
export function entriesToJson(
  changelog: string,
  columns: AttributeColumn[],
  entries: DownloadEntry[],
): string {
  return JSON.stringify({
    changelog,
    attribute_types: columns.map(({ revealAfter, valueLabels, ...rest }) => ({
      ...rest,
      ...(revealAfter !== undefined ? { reveal_after: revealAfter } : {}),
      ...(valueLabels !== undefined ? { value_labels: valueLabels } : {}),
    })),
    entries: entries.map((entry) => ({
      name: entry.name,
      ...(entry.labels ? { labels: entry.labels } : {}),
      aliases: entry.aliases,
      ...(entry.imageUrl ? { image_url: entry.imageUrl } : {}),
      attributes: entry.attributes,
    })),
  });
}
