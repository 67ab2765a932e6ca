import Papa from "papaparse";
import type { AttributeColumn, AttributeType } from "~db/schema";
import { parseDateCell, parseGeoCell, parseNumberCell } from "./cell-value";

export type CsvTable = { headers: string[]; rows: string[][] };

/** Where each entry field sits in a CSV; every other column is an attribute. */
export type CsvLayout = {
  name: number;
  aliases: number | null;
  imageUrl: number | null;
  labelZh: number | null;
  labelEn: number | null;
  attributes: { index: number; key: string; header: string }[];
};

const RESERVED: Record<Exclude<keyof CsvLayout, "attributes">, string[]> = {
  name: ["name", "名称", "名字"],
  aliases: ["aliases", "alias", "别名"],
  imageUrl: ["image_url", "image", "图片"],
  labelZh: ["name_zh-cn", "name_zh", "中文名"],
  labelEn: ["name_en-us", "name_en", "英文名"],
};

/** Caps on a CSV's shape, checked in one pass before it is parsed (issue: CPU-bound uploads). */
export const CSV_LIMITS = { lines: 50_000, separatorsPerLine: 2_000 } as const;

/** The first cap a CSV text breaks, or null; linear, quoting ignored (so it over-counts, never under). */
export function csvShapeProblem(text: string): { cap: keyof typeof CSV_LIMITS; limit: number } | null {
  let lines = 1;
  let separators = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 10) {
      lines += 1;
      separators = 0;
      if (lines > CSV_LIMITS.lines) return { cap: "lines", limit: CSV_LIMITS.lines };
    } else if (code === 44) {
      separators += 1;
      if (separators > CSV_LIMITS.separatorsPerLine) {
        return { cap: "separatorsPerLine", limit: CSV_LIMITS.separatorsPerLine };
      }
    }
  }
  return null;
}

export function parseCsv(text: string): CsvTable {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [headers = [], ...rows] = result.data;
  return { headers: headers.map((header) => header.trim()), rows };
}

/** "Atomic Mass (u)" → "atomic_mass_u"; unusable headers become col_N. */
export function attributeKeyOf(header: string, index: number, taken: Set<string>): string {
  const base = header
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 32);
  let key = /^[a-z]/.test(base) ? base : `col_${index + 1}`;
  for (let n = 2; taken.has(key); n += 1) key = `${key.replace(/_\d+$/, "")}_${n}`;
  taken.add(key);
  return key;
}

/** Null when the file has no name column. */
export function csvLayout(headers: string[]): CsvLayout | null {
  const lower = headers.map((header) => header.toLowerCase());
  const find = (names: string[]) => {
    const index = lower.findIndex((header) => names.includes(header));
    return index === -1 ? null : index;
  };
  const name = find(RESERVED.name);
  if (name === null) return null;
  const layout: CsvLayout = {
    name,
    aliases: find(RESERVED.aliases),
    imageUrl: find(RESERVED.imageUrl),
    labelZh: find(RESERVED.labelZh),
    labelEn: find(RESERVED.labelEn),
    attributes: [],
  };
  const reserved = new Set([layout.name, layout.aliases, layout.imageUrl, layout.labelZh, layout.labelEn]);
  const taken = new Set<string>();
  headers.forEach((header, index) => {
    if (!reserved.has(index))
      layout.attributes.push({ index, header, key: attributeKeyOf(header, index, taken) });
  });
  return layout;
}

const DATE_HEADER = /year|date|founded|born|died|built|released|年|日期|时间/i;

/** Why a type was proposed for a column (the preview says it, design §2). */
export type InferReasonCode = "empty" | "allFit" | "mostFit" | "separator" | "longText" | "plainText";
export type ColumnInference = {
  type: AttributeType;
  reason: InferReasonCode;
  /** Non-empty values that fit `type`, of `total`; the rest are listed as problems. */
  fit: number;
  total: number;
};

/** A column keeps a strict type when at least this share of its values fit it (the rest are errors). */
const MOSTLY = 0.8;

/** The most specific type the values fit (all, or most: the others become row errors). */
export function inferColumn(header: string, values: string[]): ColumnInference {
  const filled = values.map((value) => value.trim()).filter(Boolean);
  const total = filled.length;
  if (total === 0) return { type: "text", reason: "empty", fit: 0, total };
  const count = (fits: (value: string) => boolean) => {
    let n = 0;
    for (const value of filled) if (fits(value)) n += 1;
    return n;
  };
  const dates = count((value) => parseDateCell(value) !== null);
  const numbers = count((value) => parseNumberCell(value) !== null);
  const geos = count((value) => value.includes(",") && parseGeoCell(value) !== null);
  const dayLike = filled.some((value) => /^[-+]?\d{1,6}-\d\d-\d\d$/.test(value));
  const candidates: [AttributeType, number][] = [];
  if (dayLike || DATE_HEADER.test(header)) candidates.push(["date", dates]);
  candidates.push(["number", numbers], ["geo", geos]);
  for (const [type, fit] of candidates) {
    if (fit === total) return { type, reason: "allFit", fit, total };
  }
  for (const [type, fit] of candidates) {
    if (fit >= MOSTLY * total && fit > 0) return { type, reason: "mostFit", fit, total };
  }
  const separated = count((value) => /[;；]/.test(value));
  if (separated > 0) return { type: "set", reason: "separator", fit: total, total };
  const average = filled.reduce((sum, value) => sum + value.length, 0) / total;
  return average > 80
    ? { type: "hint", reason: "longText", fit: total, total }
    : { type: "text", reason: "plainText", fit: total, total };
}

export function inferColumnType(header: string, values: string[]): AttributeType {
  return inferColumn(header, values).type;
}

const LATITUDE = /^(lat|latitude|纬度)(\s*\(.*\))?$/i;
const LONGITUDE = /^(lon|lng|long|longitude|经度)(\s*\(.*\))?$/i;

/** A latitude and a longitude column (both numeric) that can become one geo column. */
export type GeoPair = { lat: string; lon: string; key: string };

/** Separate latitude/longitude columns (lat/latitude/纬度, lon/lng/long/longitude/经度, any case). */
export function findGeoPair(columns: { key: string; header: string; type: AttributeType }[]): GeoPair | null {
  const numeric = columns.filter((column) => column.type === "number");
  const lat = numeric.find((column) => LATITUDE.test(column.header.trim()));
  const lon = numeric.find((column) => LONGITUDE.test(column.header.trim()));
  if (!lat || !lon) return null;
  const taken = new Set(columns.map((column) => column.key));
  let key = "location";
  for (let n = 2; taken.has(key); n += 1) key = `location_${n}`;
  return { lat: lat.key, lon: lon.key, key };
}

/** Distinct values in the order they first appear: the starting `order` of an ordinal column. */
export function distinctValues(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))].slice(0, 100);
}

export type ProposedColumn = AttributeColumn & { inference: ColumnInference; header: string };

export function proposeColumns(table: CsvTable, layout: CsvLayout): ProposedColumn[] {
  return layout.attributes.map(({ index, key, header }) => {
    const values = table.rows.map((row) => row[index] ?? "");
    const inference = inferColumn(header, values);
    return {
      key,
      header,
      label: { "zh-CN": header.slice(0, 100), "en-US": header.slice(0, 100) },
      type: inference.type,
      inference,
    };
  });
}

/** The raw entries of a CSV in the JSON upload shape, ready for `checkEntries`. */
export function csvEntries(table: CsvTable, layout: CsvLayout): Record<string, unknown>[] {
  const cell = (row: string[], index: number | null) =>
    index === null ? undefined : (row[index] ?? "").trim();
  return table.rows.map((row) => {
    const zh = cell(row, layout.labelZh);
    const en = cell(row, layout.labelEn);
    const attributes: Record<string, string> = {};
    for (const { index, key } of layout.attributes) attributes[key] = row[index] ?? "";
    return {
      name: cell(row, layout.name),
      aliases: cell(row, layout.aliases),
      imageUrl: cell(row, layout.imageUrl),
      labels: zh || en ? { ...(zh ? { "zh-CN": zh } : {}), ...(en ? { "en-US": en } : {}) } : undefined,
      attributes,
    };
  });
}
