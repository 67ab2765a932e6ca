import type { AttributeColumn, CellValue } from "../schema";

const YEAR = /^\d{4}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const GEO = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

function isIsoDate(value: string): boolean {
  if (YEAR.test(value)) return true;
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Parses a geo cell ("lat,lon"); null when it is not a valid coordinate pair. */
export function parseGeo(value: string): { lat: number; lon: number } | null {
  const match = GEO.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { lat, lon };
}

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

/** "拉塞尔 William Lassell": both languages in one string, which each page would show whole. */
export const mixesLanguages = (text: string) => HAN.test(text) && LATIN_WORD.test(text);

function labelProblem(column: AttributeColumn, value: string): string | null {
  if (!column.valueLabels) {
    return mixesLanguages(value)
      ? "mixes Chinese and English: give the column valueLabels per language"
      : null;
  }
  const labels = column.valueLabels[value];
  if (!labels?.["zh-CN"] || !labels["en-US"]) return `no zh-CN/en-US valueLabels for "${value}"`;
  if (HAN.test(labels["en-US"])) return `the en-US valueLabel of "${value}" is Chinese`;
  if (mixesLanguages(labels["zh-CN"])) return `the zh-CN valueLabel of "${value}" mixes in English`;
  return null;
}

/** Why a seed cell does not fit its column (design §2), or null when it fits. Null cells always fit. */
export function cellProblem(column: AttributeColumn, value: CellValue): string | null {
  if (value === null) return null;
  switch (column.type) {
    case "text":
    case "hint":
      if (typeof value !== "string" || value.trim() === "") return "not a non-empty string";
      return labelProblem(column, value);
    case "set": {
      if (!Array.isArray(value) || value.length === 0) return "not a non-empty string array";
      if (new Set(value).size !== value.length) return "duplicate set members";
      for (const item of value) {
        if (typeof item !== "string" || item === "") return "a set member is not a string";
        const problem = labelProblem(column, item);
        if (problem) return problem;
      }
      return null;
    }
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : "not a finite number";
    case "date":
      return typeof value === "string" && isIsoDate(value) ? null : "not a YYYY or YYYY-MM-DD date";
    case "ordinal":
      if (typeof value !== "string" || !column.order?.includes(value)) return "not one of the column's order";
      return labelProblem(column, value);
    case "geo":
      return typeof value === "string" && parseGeo(value) ? null : "not a valid lat,lon pair";
  }
}
