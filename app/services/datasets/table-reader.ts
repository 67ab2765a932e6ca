import type { CsvTable } from "./csv-table";
import { readHtmlTable } from "./html-table";
import { assertTableShape, TABLE_LIMITS, tableTooLarge } from "./table-shape";

export { hasHtmlTable } from "./html-table";

/**
 * The tables people have, read into headers and rows of text: JSON as an array of records, an
 * object wrapping one array of records, nested records (flattened to "name.common" columns, lists
 * of scalars as lists, [lat, lon] pairs as "lat,lon"), JSON Lines, and the first HTML table of a
 * page (a table copied from the web, or kept in Markdown). CSV and TSV go through `parseCsv`.
 */
export type ReadTable = CsvTable & {
  format: "json" | "jsonl" | "html";
  /** Columns left out while flattening: maps keyed by data (languages, currencies) and sparse ones. */
  dropped: string[];
  /** Columns that held JSON arrays: lists by the file's own structure. */
  listColumns?: string[];
  /** Columns that held [lat, lon] pairs. */
  geoColumns?: string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Nesting deeper than this is kept as one column of JSON text. */
const MAX_DEPTH = 4;
/** An object with more distinct keys than this across records is a map keyed by data, not fields. */
const KEYED_MAP_MIN = 12;
/** A flattened column filled in fewer than this share of records is left out. */
const SPARSE_SHARE = 0.5;
/** Keys of a keyed map that are kept: the site's two languages. */
const LANGUAGE_KEYS = /^(zh|zho|chi|cmn|zh[-_]?(cn|hans)|en|eng|en[-_]?(us|gb))$/i;

function scalarText(value: unknown): string | null {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

function isLatLon(value: unknown[]): boolean {
  return (
    value.length === 2 &&
    typeof value[0] === "number" &&
    typeof value[1] === "number" &&
    Math.abs(value[0]) <= 90 &&
    Math.abs(value[1]) <= 180
  );
}

/** Keys that only wrap a value (XML turned JSON: BoardGameGeek's `{"value": "2018"}`, `{"#text": …}`). */
const VALUE_KEYS = new Set(["value", "@value", "_value", "#text", "$t"]);
/** Keys beside a wrapped value that only number it, not describe it. */
const NUMBERING_KEYS = new Set(["id", "@id", "objectid", "sortindex", "@sortindex"]);

const valueKeyOf = (record: Record<string, unknown>) =>
  Object.keys(record).find((key) => VALUE_KEYS.has(key));

/**
 * A value wrapped in a record with nothing else to say (`{"value": "2018"}`, `{"id": null,
 * "value": "Loans"}`) is that value; any other value is itself.
 */
export function unwrapValue(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const key = valueKeyOf(value);
  if (key === undefined || scalarText(value[key]) === null) return value;
  return Object.keys(value).every((other) => other === key || NUMBERING_KEYS.has(other)) ? value[key] : value;
}

/**
 * A list of typed values (BoardGameGeek's `name: [{type: "primary", value: "Catan"}, {type:
 * "alternate", value: "Die Siedler von Catan"}]`) as its values by type: `name.primary`,
 * `name.alternate`. Null for any other list of records.
 */
function typedValues(records: Record<string, unknown>[]): Map<string, string[]> | null {
  const byType = new Map<string, string[]>();
  for (const record of records) {
    const type = record.type;
    const key = valueKeyOf(record);
    const text = key === undefined ? null : scalarText(record[key]);
    if (typeof type !== "string" || !type.trim() || text === null) return null;
    if (!Object.keys(record).every((other) => other === key || other === "type" || NUMBERING_KEYS.has(other)))
      return null;
    byType.set(type.trim(), [...(byType.get(type.trim()) ?? []), text]);
  }
  return byType.size > 0 && byType.size <= RECORD_LIST_FIELDS ? byType : null;
}

type Kinds = { lists: Set<string>; geos: Set<string> };

/** What flattening learns across records: list and location columns, and each column's keyed map. */
type Walk = Kinds & { maps: Set<string>; under: Map<string, string> };

/**
 * One record's cells by column path. `mapParent` is the outermost keyed map above (under a key
 * that is not one of the site's languages): its columns are left out as one `map.*`.
 */
function flatten(
  value: unknown,
  path: string,
  depth: number,
  out: Map<string, string>,
  walk: Walk,
  mapParent: string | null,
): void {
  const put = (text: string) => {
    out.set(path, text);
    if (mapParent !== null) walk.under.set(path, mapParent);
  };
  const scalar = scalarText(unwrapValue(value));
  if (scalar !== null) {
    put(scalar);
    return;
  }
  if (Array.isArray(value)) {
    const typed = value.length > 0 && value.every(isRecord) ? typedValues(value) : null;
    if (isLatLon(value)) {
      put(`${value[0]},${value[1]}`);
      walk.geos.add(path);
    } else if (typed) {
      for (const [type, texts] of typed) {
        const column = path ? `${path}.${type}` : type;
        out.set(column, texts.filter(Boolean).join("; "));
        if (texts.length > 1) walk.lists.add(column);
        if (mapParent !== null) walk.under.set(column, mapParent);
      }
    } else {
      const items = value.map((item) => scalarText(unwrapValue(item)));
      if (items.every((item): item is string => item !== null)) {
        put(items.filter(Boolean).join("; "));
        walk.lists.add(path);
      } else if (value.length > 0 && value.every(isRecord)) {
        // A list of records ({year, category} per prize): each field of theirs is one list column,
        // "prizes.category" = "chemistry; peace".
        listsOfFields(value as Record<string, unknown>[], path, out, walk, mapParent);
      }
    }
    return;
  }
  if (!isRecord(value)) return;
  if (depth >= MAX_DEPTH) {
    put(JSON.stringify(value));
    return;
  }
  const isMap = walk.maps.has(path);
  const inners = Object.values(value);
  if (isMap && mapParent === null && inners.every((inner) => scalarText(inner) !== null)) {
    // A map of plain values keyed by data ({eng: "English", fra: "French"}): its values are one list.
    put(
      inners
        .map((inner) => scalarText(inner) ?? "")
        .filter(Boolean)
        .join("; "),
    );
    walk.lists.add(path);
    return;
  }
  for (const [key, inner] of Object.entries(value)) {
    const parent = mapParent ?? (isMap && !LANGUAGE_KEYS.test(key) ? path : null);
    flatten(inner, path ? `${path}.${key}` : key, depth + 1, out, walk, parent);
  }
}

/** Fields of a list of records kept as lists: a few plain ones (a prize's year and category), not a table inside a cell. */
const RECORD_LIST_FIELDS = 8;

function listsOfFields(
  records: Record<string, unknown>[],
  path: string,
  out: Map<string, string>,
  walk: Walk,
  mapParent: string | null,
): void {
  const keys = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) keys.add(key);
  if (keys.size > RECORD_LIST_FIELDS) return;
  for (const key of keys) {
    const items = records.map((record) => scalarText(record[key]));
    if (items.some((item) => item === null)) continue;
    const column = `${path}.${key}`;
    out.set(column, [...new Set(items.filter(Boolean))].join("; "));
    walk.lists.add(column);
    if (mapParent !== null) walk.under.set(column, mapParent);
  }
}

/** The keys under each object path, across all records: a path with many is a map keyed by data. */
function keyedMaps(records: Record<string, unknown>[]): Set<string> {
  const keys = new Map<string, Set<string>>();
  const walk = (value: unknown, path: string, depth: number) => {
    if (!isRecord(value) || depth >= MAX_DEPTH) return;
    const seen = keys.get(path) ?? new Set<string>();
    keys.set(path, seen);
    for (const [key, inner] of Object.entries(value)) {
      if (seen.size <= KEYED_MAP_MIN) seen.add(key);
      walk(inner, path ? `${path}.${key}` : key, depth + 1);
    }
  };
  for (const record of records) walk(record, "", 0);
  return new Set(
    [...keys].filter(([path, seen]) => path !== "" && seen.size > KEYED_MAP_MIN).map(([path]) => path),
  );
}

/** Keys that wrap a record's data (Django fixtures' `fields`, GeoJSON's `properties`, JSON:API's `attributes`). */
const WRAPPERS = ["fields", "properties", "attributes", "data"];

/**
 * The wrapper every record keeps its data in, or null: `{model, pk, fields: {name, height}}` is
 * read as `{model, pk, name, height}`, so the data are columns, not paths under one stem.
 */
export function wrapperOf(records: Record<string, unknown>[]): string | null {
  return (
    WRAPPERS.find((key) => records.length > 0 && records.every((record) => isRecord(record[key]))) ?? null
  );
}

/** A record with its wrapper's fields lifted beside the others (an outer key that collides keeps the inner one's path). */
export function liftRecord(record: Record<string, unknown>, wrapper: string): Record<string, unknown> {
  const { [wrapper]: inner, ...outer } = record;
  const lifted: Record<string, unknown> = { ...outer };
  for (const [key, value] of Object.entries(inner as Record<string, unknown>)) {
    lifted[key in outer ? `${wrapper}.${key}` : key] = value;
  }
  return lifted;
}

/**
 * Counts, while records are flattened, the columns already sure to be kept (filled in at least
 * SPARSE_SHARE of all records, not under a keyed map; told each time a column gains a filled
 * cell) and refuses the moment they alone cross the
 * column or cell cap: records of 100 keys stop halfway instead of flattening 10 MB into a table
 * the caps refuse anyway. A column's count only grows, so a column counted here is a header after.
 */
function denseColumnMeter(records: number, walk: Walk): { filled: (key: string, count: number) => void } {
  const threshold = records * SPARSE_SHARE;
  let dense = 0;
  return {
    filled(key, count) {
      // Counted once: when its filled cells reach the threshold.
      if (count < threshold || count - 1 >= threshold || walk.under.has(key)) return;
      dense += 1;
      if (dense > TABLE_LIMITS.columns) throw tableTooLarge("columns");
      if (dense * records > TABLE_LIMITS.cells) throw tableTooLarge("cells");
    },
  };
}

/** Records (objects) as a table, nested fields flattened; the columns left out are named. */
export function tableFromRecords(source: Record<string, unknown>[], format: ReadTable["format"]): ReadTable {
  if (source.length + 1 > TABLE_LIMITS.rows) throw tableTooLarge("rows");
  const wrapper = wrapperOf(source);
  const records = wrapper ? source.map((record) => liftRecord(record, wrapper)) : source;
  const walk: Walk = { lists: new Set(), geos: new Set(), maps: keyedMaps(records), under: new Map() };
  const filled = new Map<string, number>();
  const meter = denseColumnMeter(records.length, walk);
  const rows = records.map((record) => {
    const out = new Map<string, string>();
    flatten(record, "", 0, out, walk, null);
    for (const [key, value] of out) {
      const count = (filled.get(key) ?? 0) + (value.trim() ? 1 : 0);
      filled.set(key, count);
      if (value.trim()) meter.filled(key, count);
    }
    return out;
  });
  const headers: string[] = [];
  const dropped = new Set<string>();
  for (const [key, count] of filled) {
    const map = walk.under.get(key);
    if (map) dropped.add(`${map}.*`);
    else if (count < records.length * SPARSE_SHARE) dropped.add(key);
    else headers.push(key);
  }
  if (headers.length > TABLE_LIMITS.columns) throw tableTooLarge("columns");
  if (headers.length * records.length > TABLE_LIMITS.cells) throw tableTooLarge("cells");
  const table: ReadTable = {
    format,
    headers,
    rows: rows.map((row) => headers.map((header) => row.get(header) ?? "")),
    dropped: [...dropped],
    listColumns: headers.filter((header) => walk.lists.has(header) && !walk.geos.has(header)),
    geoColumns: headers.filter((header) => walk.geos.has(header) && !walk.lists.has(header)),
  };
  assertTableShape(table);
  return table;
}

/** The array of records in a parsed JSON file: the file itself, or the one array an object wraps. */
export function recordsIn(raw: unknown): Record<string, unknown>[] | null {
  const asRecords = (value: unknown) =>
    Array.isArray(value) && value.length > 0 && value.every(isRecord)
      ? (value as Record<string, unknown>[])
      : null;
  const direct = asRecords(raw);
  if (direct) return direct;
  if (!isRecord(raw)) return null;
  const arrays = Object.values(raw)
    .map(asRecords)
    .filter((value): value is Record<string, unknown>[] => value !== null);
  if (arrays.length === 1) return arrays[0];
  // An object of records keyed by their names ({"hydrogen": {...}, "helium": {...}}): the key is a column.
  const keyed = Object.entries(raw).filter(([, value]) => isRecord(value));
  if (keyed.length >= 2 && keyed.length >= Object.keys(raw).length / 2) {
    return keyed.map(([key, value]) => ({ key, ...(value as Record<string, unknown>) }));
  }
  return null;
}

/** JSON Lines: one record per non-empty line; null unless every line is a record. */
export function recordsOfJsonLines(text: string): Record<string, unknown>[] | null {
  const records: Record<string, unknown>[] = [];
  // Line by line rather than split whole: a file of millions of lines stops at the row cap.
  for (let from = 0; from <= text.length; ) {
    const end = text.indexOf("\n", from);
    const line = text.slice(from, end === -1 ? text.length : end);
    from = end === -1 ? text.length + 1 : end + 1;
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return null;
    }
    if (!isRecord(value)) return null;
    records.push(value);
    if (records.length + 1 > TABLE_LIMITS.rows) throw tableTooLarge("rows");
  }
  return records.length > 0 ? records : null;
}

/** The first HTML table of a text: its first row (th or td) is the header (html-table.ts reads it). */
export function tableFromHtml(text: string): ReadTable | null {
  const table = readHtmlTable(text);
  return table ? { format: "html", ...table, dropped: [] } : null;
}
