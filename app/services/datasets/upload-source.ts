import { ATTRIBUTE_TYPES, UPLOAD_MAX_ATTRIBUTES, UPLOAD_MAX_ENTRIES } from "~/schemas/datasets";
import { DomainError } from "~/utils/domain-error";
import type { AttributeColumn, AttributeType } from "~db/schema";
import { validateCell } from "./cell-value";
import {
  type ColumnInference,
  csvEntries,
  csvLayout,
  csvShapeProblem,
  distinctValues,
  findGeoPair,
  type GeoPair,
  parseCsv,
  proposeColumns,
} from "./csv-table";

/** An upload before validation: columns (possibly still unchecked) and raw entries. */
export type UploadPlan = {
  changelog: string;
  attributeTypes: unknown[];
  entries: Record<string, unknown>[];
};

/**
 * The author's choices for a CSV column, from the preview form or the API's `columns` field
 * (design §2 column model). `label` sets both languages; `labelZh`/`labelEn` one each.
 * `geoWith` on a latitude column names the longitude column to join into one geo column.
 */
export type ColumnOverride = {
  type?: AttributeType;
  order?: string[];
  unit?: string;
  label?: string;
  labelZh?: string;
  labelEn?: string;
  tolerance?: number;
  revealAfter?: number;
  showInTable?: boolean;
  geoWith?: string;
  /** Store the cells that do not fit the column's type as empty instead of refusing the upload. */
  blankBad?: boolean;
};

/** What the preview says about a CSV column beyond its settings. */
export type ColumnNote = {
  key: string;
  header: string;
  inference: ColumnInference | null;
  /** Cells left empty because they did not fit (the author's `blankBad` choice). */
  blanked?: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

export function assertUploadLimits(entries: number, attributes: number): void {
  if (entries > UPLOAD_MAX_ENTRIES) {
    throw new DomainError(
      "TOO_LARGE",
      `An upload holds at most ${UPLOAD_MAX_ENTRIES} entries; this one has ${entries}`,
      { limit: UPLOAD_MAX_ENTRIES, entries },
    ).because("uploadTooManyEntries");
  }
  if (attributes > UPLOAD_MAX_ATTRIBUTES) {
    throw new DomainError(
      "TOO_LARGE",
      `An upload holds at most ${UPLOAD_MAX_ATTRIBUTES} attributes; this one has ${attributes}`,
      { limit: UPLOAD_MAX_ATTRIBUTES, attributes },
    ).because("uploadTooManyAttributes");
  }
}

// Snake_case names are read by hand: the generic camelCase conversion would also rename attribute
// keys, which are data.
function normalizeColumn(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { reveal_after, value_labels, show_in_table, ...rest } = raw;
  return {
    ...rest,
    ...(show_in_table !== undefined ? { showInTable: show_in_table } : {}),
    ...(reveal_after !== undefined ? { revealAfter: reveal_after } : {}),
    ...(value_labels !== undefined ? { valueLabels: value_labels } : {}),
  };
}

/** design §2 JSON: `{changelog, attribute_types, entries}` (camelCase accepted too). */
export function planFromJson(raw: unknown): UploadPlan {
  if (!isRecord(raw))
    throw new DomainError("INVALID", "Expected a JSON object with attribute_types and entries").because(
      "uploadNotObject",
    );
  const columns = raw.attribute_types ?? raw.attributeTypes;
  const entries = raw.entries;
  if (!Array.isArray(columns) || !Array.isArray(entries)) {
    throw new DomainError("INVALID", "Expected attribute_types and entries arrays", {
      fields: {
        ...(Array.isArray(columns) ? {} : { attribute_types: ["expected an array"] }),
        ...(Array.isArray(entries) ? {} : { entries: ["expected an array"] }),
      },
    }).because("uploadNoArrays");
  }
  assertUploadLimits(entries.length, columns.length);
  return {
    changelog: typeof raw.changelog === "string" ? raw.changelog : "",
    attributeTypes: columns.map(normalizeColumn),
    entries: entries.map((entry) => (isRecord(entry) ? entry : { name: "" })),
  };
}

const TOLERANT: AttributeType[] = ["number", "date", "geo"];

/** The column with the author's choices; options that do not apply to its type are dropped. */
function applyOverride(
  column: AttributeColumn,
  override: ColumnOverride | undefined,
  values: string[],
): AttributeColumn {
  const type = override?.type && ATTRIBUTE_TYPES.includes(override.type) ? override.type : column.type;
  const label = { ...column.label };
  if (override?.label) Object.assign(label, { "zh-CN": override.label, "en-US": override.label });
  if (override?.labelZh) label["zh-CN"] = override.labelZh;
  if (override?.labelEn) label["en-US"] = override.labelEn;
  const next: AttributeColumn = { key: column.key, label, type };
  const unit = override?.unit ?? column.unit;
  if (unit && type === "number") next.unit = unit;
  const tolerance = override?.tolerance ?? column.tolerance;
  if (tolerance !== undefined && tolerance > 0 && TOLERANT.includes(type)) next.tolerance = tolerance;
  if (type === "ordinal") next.order = override?.order?.length ? override.order : distinctValues(values);
  const revealAfter = override?.revealAfter ?? column.revealAfter;
  if (type === "hint" && revealAfter !== undefined) next.revealAfter = revealAfter;
  if (override?.showInTable === false) next.showInTable = false;
  return next;
}

/** The geo pair the author asked to join (a `geoWith` on the latitude column), if it is the suggested one. */
function chosenGeoPair(suggested: GeoPair | null, overrides: Record<string, ColumnOverride>) {
  return suggested && overrides[suggested.lat]?.geoWith === suggested.lon ? suggested : null;
}

function blankCellsThatDoNotFit(column: AttributeColumn, entries: Record<string, unknown>[]): number {
  let blanked = 0;
  for (const entry of entries) {
    const cells = entry.attributes as Record<string, unknown>;
    if (!validateCell(column, cells[column.key]).ok) {
      cells[column.key] = "";
      blanked += 1;
    }
  }
  return blanked;
}

function tooLargeCsv(cap: string, limit: number): DomainError {
  const what = cap === "lines" ? "lines" : "fields on one line";
  return new DomainError("TOO_LARGE", `A CSV holds at most ${limit} ${what}`, { limit, cap }).because(
    cap === "lines" ? "csvTooManyLines" : "csvTooManyFields",
  );
}

/** A CSV with inferred column types, changed where the author chose otherwise. */
export function planFromCsv(text: string, changelog: string, overrides: Record<string, ColumnOverride> = {}) {
  const shape = csvShapeProblem(text);
  if (shape) throw tooLargeCsv(shape.cap, shape.limit);
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
  const geoSuggestion = findGeoPair(proposed);
  const geo = chosenGeoPair(geoSuggestion, overrides);
  const entries = csvEntries(table, layout);
  const attributeTypes: AttributeColumn[] = [];
  const notes: ColumnNote[] = [];
  proposed.forEach(({ inference, header, ...column }, i) => {
    if (geo && column.key === geo.lon) return;
    const values = table.rows.map((row) => row[layout.attributes[i].index] ?? "");
    if (geo && column.key === geo.lat) {
      const joined: AttributeColumn = {
        key: geo.key,
        label: { "zh-CN": "位置", "en-US": "Location" },
        type: "geo",
      };
      attributeTypes.push(applyOverride(joined, { ...overrides[geo.key], type: "geo" }, []));
      notes.push({ key: geo.key, header: `${header} + ${geo.lon}`, inference: null });
      return;
    }
    const chosen = applyOverride(column, overrides[column.key], values);
    attributeTypes.push(chosen);
    const blanked = overrides[column.key]?.blankBad ? blankCellsThatDoNotFit(chosen, entries) : 0;
    notes.push({ key: column.key, header, inference, ...(blanked > 0 ? { blanked } : {}) });
  });
  if (geo) {
    for (const entry of entries) {
      const cells = entry.attributes as Record<string, unknown>;
      const lat = String(cells[geo.lat] ?? "").trim();
      const lon = String(cells[geo.lon] ?? "").trim();
      delete cells[geo.lat];
      delete cells[geo.lon];
      cells[geo.key] = lat || lon ? `${lat},${lon}` : "";
    }
  }
  return { changelog, attributeTypes, entries, notes, geoSuggestion } satisfies UploadPlan & {
    notes: ColumnNote[];
    geoSuggestion: GeoPair | null;
  };
}

/** JSON or CSV by file name or content. */
export function looksLikeJson(fileName: string, text: string): boolean {
  return /\.json$/i.test(fileName) || /^\s*[{[]/.test(text);
}
