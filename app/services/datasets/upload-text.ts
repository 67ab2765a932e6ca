import { DomainError } from "~/utils/domain-error";
import { chooseRecords } from "./record-arrays";
import type { TableEncoding } from "./table-encoding";
import { hasHtmlTable, recordsOfJsonLines, tableFromHtml, tableFromRecords } from "./table-reader";
import { assertJsonShape } from "./table-shape";
import {
  type ColumnOverride,
  looksLikeJson,
  planFromCsv,
  planFromJson,
  planFromTable,
  type TableChoices,
} from "./upload-source";

const isDesignJson = (raw: unknown) =>
  raw !== null &&
  typeof raw === "object" &&
  !Array.isArray(raw) &&
  ("attribute_types" in raw || "attributeTypes" in raw);

/**
 * A file's text (from an upload or a stored draft) as an upload plan: design §2 JSON as it is;
 * any other JSON holding records, JSON Lines and an HTML table read as a table; else CSV/TSV.
 */
/**
 * The plan of an uploaded file's text; a table's notes say which character set its bytes were read
 * in (table-encoding.ts), so the preview can name a file that was not UTF-8.
 */
export function planFromText(
  fileName: string,
  text: string,
  changelog: string,
  overrides: Record<string, ColumnOverride>,
  choices: TableChoices = {},
  encoding: TableEncoding = "utf-8",
) {
  const plan = planOfText(fileName, text, changelog, overrides, choices);
  return "table" in plan && plan.table ? { ...plan, table: { ...plan.table, encoding } } : plan;
}

function planOfText(
  fileName: string,
  text: string,
  changelog: string,
  overrides: Record<string, ColumnOverride>,
  choices: TableChoices,
) {
  const body = text.replace(/^\uFEFF/, "");
  // ADR 020: spreadsheets are not read (a zip: "PK\x03\x04"; the old binary format: "\xD0\xCF").
  if (/\.(xlsx|xlsm|xls|ods|numbers)$/i.test(fileName) || body.startsWith("PK\u0003\u0004")) {
    throw new DomainError("INVALID", "Spreadsheets are not read: save the sheet as CSV and upload that", {
      errors: [{ row: 0, column: "file", code: "spreadsheet", reason: "a spreadsheet, not a table in text" }],
      error_count: 1,
    });
  }
  if (looksLikeJson(fileName, body)) {
    assertJsonShape(body);
    let raw: unknown;
    try {
      raw = JSON.parse(body);
    } catch {
      const lines = recordsOfJsonLines(body);
      if (lines) return planFromTable(tableFromRecords(lines, "jsonl"), changelog, overrides, choices);
      throw new DomainError("INVALID", "The file is not valid JSON").because("uploadNotJson");
    }
    if (isDesignJson(raw)) {
      const plan = planFromJson(raw);
      return { ...plan, changelog: changelog || plan.changelog };
    }
    const chosen = chooseRecords(raw, choices.plan?.records_path);
    const records = chosen?.records ?? null;
    if (!records) {
      throw new DomainError(
        "INVALID",
        "Expected a JSON array of records, an object wrapping one array of records, or attribute_types and entries",
      ).because("uploadNotObject");
    }
    const plan = planFromTable(tableFromRecords(records, "json"), changelog, overrides, choices);
    // The array the entries were read from, and the others the author can pick instead.
    if (chosen?.choice) {
      plan.outcome.plan.records_path = chosen.choice.path;
      plan.table.records = chosen.choice;
    }
    return plan;
  }
  if (/\.(html?|md|markdown)$/i.test(fileName) || hasHtmlTable(body.slice(0, 20_000))) {
    const table = tableFromHtml(body);
    if (table) return planFromTable(table, changelog, overrides, choices);
  }
  return planFromCsv(body, changelog, overrides, choices);
}
