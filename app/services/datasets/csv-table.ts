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

const DATE_HEADER = /year|date|founded|born|年|日期|时间/i;

/** The most specific type every non-empty value fits; the author can change it before saving. */
export function inferColumnType(header: string, values: string[]): AttributeType {
  const filled = values.map((value) => value.trim()).filter(Boolean);
  if (filled.length === 0) return "text";
  const allDates = filled.every((value) => parseDateCell(value) !== null);
  if (allDates && (filled.some((value) => value.includes("-")) || DATE_HEADER.test(header))) return "date";
  if (filled.every((value) => parseNumberCell(value) !== null)) return "number";
  if (filled.every((value) => value.includes(",") && parseGeoCell(value) !== null)) return "geo";
  if (filled.some((value) => /[;；]/.test(value))) return "set";
  const average = filled.reduce((sum, value) => sum + value.length, 0) / filled.length;
  return average > 80 ? "hint" : "text";
}

/** Distinct values in the order they first appear: the starting `order` of an ordinal column. */
export function distinctValues(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))].slice(0, 100);
}

export function proposeColumns(table: CsvTable, layout: CsvLayout): AttributeColumn[] {
  return layout.attributes.map(({ index, key, header }) => {
    const values = table.rows.map((row) => row[index] ?? "");
    return {
      key,
      label: { "zh-CN": header.slice(0, 100), "en-US": header.slice(0, 100) },
      type: inferColumnType(header, values),
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
