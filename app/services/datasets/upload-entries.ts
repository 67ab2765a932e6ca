import { UPLOAD_MAX_ATTRIBUTES } from "~/schemas/datasets";
import { nameLanguage } from "~/utils/name-language";
import { entrySearchKey, nameIdentity } from "~/utils/search-key";
import type { AttributeColumn, CellValue, LocalizedText } from "~db/schema";
import { validateCell } from "./cell-value";

/** One refused cell: `row` is the 1-based entry (data row) number, `column` a key or an entry field. */
export type RowError = { row: number; column: string; code: string; reason: string };
export type UploadWarning = { code: "duplicateName" | "identicalAttributes"; rows: number[]; reason: string };

export type ValidEntry = {
  position: number;
  name: string;
  labels: LocalizedText | null;
  aliases: string[];
  imageUrl: string | null;
  attributes: Record<string, CellValue>;
  /** `|key|key|` over the name, its per-locale labels and aliases. */
  searchKey: string;
  /** Shown beside a name another entry shares; absent or null: none. */
  qualifier?: LocalizedText | null;
  /** Can be the answer; absent: yes. */
  inPool?: boolean;
};

/** One kind of problem in one column, counted over all rows ("323 rows: Location_ID is not a number, e.g. 1B6D3"). */
export type ProblemGroup = { column: string; code: string; count: number; rows: number[]; example: string };

export type EntriesCheck = {
  entries: ValidEntry[];
  /** Every problem grouped by column and kind, in the order first met. */
  problems: ProblemGroup[];
  /** The rows (1-based) with at least one problem. */
  badRows: number[];
  /** The first MAX_REPORTED_ERRORS problems; `errorCount` counts them all. */
  errors: RowError[];
  errorCount: number;
  warnings: UploadWarning[];
};

/** Enough to fix a file; the rest would only make the answer huge. */
export const MAX_REPORTED_ERRORS = 200;
const MAX_NAME = 100;
const MAX_ALIASES = 20;

type Problems = { add: (column: string, code: string, reason: string, example?: unknown) => void };

const exampleText = (value: unknown) =>
  (typeof value === "string" ? value : value === undefined ? "" : JSON.stringify(value)).slice(0, 60);

function readName(raw: unknown, problems: Problems): string {
  const name = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
  if (name === "") problems.add("name", "nameRequired", "the name is empty");
  else if (name.length > MAX_NAME)
    problems.add("name", "tooLong", `longer than ${MAX_NAME} characters`, name);
  return name;
}

function readAliases(raw: unknown, problems: Problems): string[] {
  if (raw === undefined || raw === null || raw === "") return [];
  const items = typeof raw === "string" ? raw.split(/[;；]/) : Array.isArray(raw) ? raw : null;
  if (!items || items.some((item) => typeof item !== "string")) {
    problems.add("aliases", "notSet", "expected a list of texts (a; b)");
    return [];
  }
  const aliases = [...new Set((items as string[]).map((item) => item.trim()).filter(Boolean))];
  if (aliases.length > MAX_ALIASES) problems.add("aliases", "tooMany", `more than ${MAX_ALIASES} aliases`);
  if (aliases.some((alias) => alias.length > MAX_NAME)) {
    problems.add("aliases", "tooLong", `an alias is longer than ${MAX_NAME} characters`);
  }
  return aliases;
}

function readImageUrl(raw: unknown, problems: Problems): string | null {
  if (raw === undefined || raw === null || raw === "") return null;
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text.length <= 2048 && /^https:\/\/\S+$/i.test(text) && URL.canParse(text)) return text;
  problems.add("image_url", "notUrl", "expected an https URL of at most 2048 characters");
  return null;
}

/** A text (filed under the language of its script) or `{"zh-CN": …, "en-US": …}`. */
function readQualifier(raw: unknown, problems: Problems): LocalizedText | null {
  if (raw === undefined || raw === null || raw === "") return null;
  if (typeof raw !== "string") return readLabels(raw, problems);
  const text = raw.trim();
  if (text.length > MAX_NAME) {
    problems.add("qualifier", "tooLong", `expected a text of at most ${MAX_NAME} characters`);
    return null;
  }
  return text ? { [nameLanguage(text)]: text } : null;
}

function readLabels(raw: unknown, problems: Problems): LocalizedText | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "object" || Array.isArray(raw)) {
    problems.add("labels", "notLabels", 'expected {"zh-CN": "...", "en-US": "..."}');
    return null;
  }
  const labels: LocalizedText = {};
  for (const locale of ["zh-CN", "en-US"] as const) {
    const value = (raw as Record<string, unknown>)[locale];
    if (value === undefined || value === null || value === "") continue;
    if (typeof value !== "string" || value.length > MAX_NAME) {
      problems.add(`labels.${locale}`, "tooLong", `expected a text of at most ${MAX_NAME} characters`);
    } else labels[locale] = value.trim();
  }
  return Object.keys(labels).length > 0 ? labels : null;
}

function readAttributes(columns: AttributeColumn[], raw: unknown, problems: Problems) {
  const source =
    raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  if (raw !== undefined && source !== raw) problems.add("attributes", "notObject", "expected an object");
  const known = new Set(columns.map((column) => column.key));
  const keys = Object.keys(source);
  if (keys.length > UPLOAD_MAX_ATTRIBUTES) {
    problems.add("attributes", "tooMany", `more than ${UPLOAD_MAX_ATTRIBUTES} attributes`);
  } else {
    for (const key of keys) {
      if (!known.has(key)) problems.add(key, "unknownColumn", "not declared in attribute_types");
    }
  }
  const attributes: Record<string, CellValue> = {};
  for (const column of columns) {
    const result = validateCell(column, source[column.key]);
    if (result.ok) attributes[column.key] = result.value;
    else problems.add(column.key, result.code, result.reason, source[column.key]);
  }
  return attributes;
}

/** The rows already grouped under `key`, a new group when none. */
function rowsOf(groups: Map<string, number[]>, key: string): number[] {
  let rows = groups.get(key);
  if (!rows) {
    rows = [];
    groups.set(key, rows);
  }
  return rows;
}

function warnings(entries: ValidEntry[], columns: AttributeColumn[]): UploadWarning[] {
  const out: UploadWarning[] = [];
  const compared = columns.filter((column) => column.type !== "hint").map((column) => column.key);
  const byName = new Map<string, number[]>();
  const byCells = new Map<string, number[]>();
  for (const entry of entries) {
    const row = entry.position + 1;
    const nameKey = nameIdentity(entry.name);
    // Pushed in place: copying the group at each row was quadratic in a group's size (20,000
    // entries of one value took seconds).
    rowsOf(byName, nameKey).push(row);
    if (compared.length > 0) {
      const cells = JSON.stringify(compared.map((key) => entry.attributes[key] ?? null));
      rowsOf(byCells, cells).push(row);
    }
  }
  for (const rows of byName.values()) {
    if (rows.length > 1)
      out.push({ code: "duplicateName", rows, reason: `rows ${rows.join(", ")} share a name` });
  }
  for (const rows of byCells.values()) {
    if (rows.length > 1) {
      out.push({
        code: "identicalAttributes",
        rows,
        reason: `rows ${rows.join(", ")} have identical attributes; players cannot tell them apart`,
      });
    }
  }
  return out;
}

/** Validates every entry of an upload against its columns; nothing is stored when `errors` is not empty. */
export function checkEntries(
  columns: AttributeColumn[],
  rawEntries: Record<string, unknown>[],
): EntriesCheck {
  const errors: RowError[] = [];
  const entries: ValidEntry[] = [];
  const groups = new Map<string, ProblemGroup>();
  const badRows = new Set<number>();
  let errorCount = 0;
  rawEntries.forEach((raw, index) => {
    const row = index + 1;
    const problems: Problems = {
      add: (column, code, reason, example) => {
        errorCount += 1;
        badRows.add(row);
        if (errors.length < MAX_REPORTED_ERRORS) errors.push({ row, column, code, reason });
        const key = `${column}\u0000${code}`;
        const group = groups.get(key) ?? { column, code, count: 0, rows: [], example: exampleText(example) };
        group.count += 1;
        if (group.rows.length < 20) group.rows.push(row);
        groups.set(key, group);
      },
    };
    const name = readName(raw.name, problems);
    const aliases = readAliases(raw.aliases, problems);
    const labels = readLabels(raw.labels, problems);
    const imageUrl = readImageUrl(raw.imageUrl ?? raw.image_url, problems);
    const attributes = readAttributes(columns, raw.attributes, problems);
    const qualifier = readQualifier(raw.qualifier, problems);
    const inPool = raw.inPool ?? raw.in_pool;
    const names = [name, labels?.["zh-CN"] ?? "", labels?.["en-US"] ?? "", ...aliases];
    entries.push({
      position: index,
      name,
      labels,
      aliases,
      imageUrl,
      attributes,
      searchKey: entrySearchKey(names),
      qualifier,
      inPool: inPool !== false && inPool !== 0,
    });
  });
  return {
    entries,
    problems: [...groups.values()],
    badRows: [...badRows],
    errors,
    errorCount,
    warnings: errorCount === 0 ? warnings(entries, columns) : [],
  };
}

/**
 * The check without the rows that have a problem (the author's "skip rows that don't fit"): the
 * kept entries are numbered again, and the warnings are those of the kept entries.
 */
export function withoutBadRows(columns: AttributeColumn[], check: EntriesCheck): EntriesCheck {
  if (check.badRows.length === 0) return check;
  const bad = new Set(check.badRows);
  const entries = check.entries
    .filter((entry) => !bad.has(entry.position + 1))
    .map((entry, position) => ({ ...entry, position }));
  return { ...check, entries, errors: [], errorCount: 0, warnings: warnings(entries, columns) };
}
