import { ATTRIBUTE_TYPES, UPLOAD_MAX_ATTRIBUTES, UPLOAD_MAX_ENTRIES } from "~/schemas/datasets";
import { DomainError } from "~/utils/domain-error";
import type { AttributeColumn, AttributeType } from "~db/schema";
import { csvEntries, csvLayout, distinctValues, parseCsv, proposeColumns } from "./csv-table";

/** An upload before validation: columns (possibly still unchecked) and raw entries. */
export type UploadPlan = {
  changelog: string;
  attributeTypes: unknown[];
  entries: Record<string, unknown>[];
};

/** The author's choices for a CSV column, from the preview form or the API's `columns` field. */
export type ColumnOverride = { type?: AttributeType; order?: string[]; unit?: string; label?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function assertUploadLimits(entries: number, attributes: number): void {
  if (entries > UPLOAD_MAX_ENTRIES) {
    throw new DomainError(
      "TOO_LARGE",
      `An upload holds at most ${UPLOAD_MAX_ENTRIES} entries; this one has ${entries}`,
      { limit: UPLOAD_MAX_ENTRIES, entries },
    );
  }
  if (attributes > UPLOAD_MAX_ATTRIBUTES) {
    throw new DomainError(
      "TOO_LARGE",
      `An upload holds at most ${UPLOAD_MAX_ATTRIBUTES} attributes; this one has ${attributes}`,
      { limit: UPLOAD_MAX_ATTRIBUTES, attributes },
    );
  }
}

// Snake_case names are read by hand: the generic camelCase conversion would also rename attribute
// keys, which are data.
function normalizeColumn(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { reveal_after, value_labels, ...rest } = raw;
  return {
    ...rest,
    ...(reveal_after !== undefined ? { revealAfter: reveal_after } : {}),
    ...(value_labels !== undefined ? { valueLabels: value_labels } : {}),
  };
}

/** design §2 JSON: `{changelog, attribute_types, entries}` (camelCase accepted too). */
export function planFromJson(raw: unknown): UploadPlan {
  if (!isRecord(raw))
    throw new DomainError("INVALID", "Expected a JSON object with attribute_types and entries");
  const columns = raw.attribute_types ?? raw.attributeTypes;
  const entries = raw.entries;
  if (!Array.isArray(columns) || !Array.isArray(entries)) {
    throw new DomainError("INVALID", "Expected attribute_types and entries arrays", {
      fields: {
        ...(Array.isArray(columns) ? {} : { attribute_types: ["expected an array"] }),
        ...(Array.isArray(entries) ? {} : { entries: ["expected an array"] }),
      },
    });
  }
  assertUploadLimits(entries.length, columns.length);
  return {
    changelog: typeof raw.changelog === "string" ? raw.changelog : "",
    attributeTypes: columns.map(normalizeColumn),
    entries: entries.map((entry) => (isRecord(entry) ? entry : { name: "" })),
  };
}

function applyOverride(
  column: AttributeColumn,
  override: ColumnOverride | undefined,
  values: string[],
): AttributeColumn {
  const type = override?.type && ATTRIBUTE_TYPES.includes(override.type) ? override.type : column.type;
  const next: AttributeColumn = { ...column, type };
  if (override?.label) next.label = { "zh-CN": override.label, "en-US": override.label };
  if (override?.unit) next.unit = override.unit;
  if (type === "ordinal") next.order = override?.order?.length ? override.order : distinctValues(values);
  return next;
}

/** A CSV with inferred column types, changed where the author chose otherwise. */
export function planFromCsv(text: string, changelog: string, overrides: Record<string, ColumnOverride> = {}) {
  const table = parseCsv(text);
  const layout = csvLayout(table.headers);
  if (!layout) {
    throw new DomainError("INVALID", 'The CSV needs a "name" column', {
      errors: [{ row: 0, column: "name", code: "noNameColumn", reason: 'the header has no "name" column' }],
      error_count: 1,
    });
  }
  assertUploadLimits(table.rows.length, layout.attributes.length);
  const proposed = proposeColumns(table, layout);
  const attributeTypes = proposed.map((column, i) => {
    const values = table.rows.map((row) => row[layout.attributes[i].index] ?? "");
    return applyOverride(column, overrides[column.key], values);
  });
  return {
    changelog,
    attributeTypes,
    entries: csvEntries(table, layout),
    headers: layout.attributes,
  } satisfies UploadPlan & {
    headers: unknown;
  };
}

/** JSON or CSV by file name or content. */
export function looksLikeJson(fileName: string, text: string): boolean {
  return /\.json$/i.test(fileName) || /^\s*[{[]/.test(text);
}
