import type { AttributeColumn, CellValue } from "~db/schema";
import { isPlaceholder } from "./loose-cells";

/** Why a cell was refused: a code pages translate, and an English reason the API sends. */
export type CellProblem = { code: CellProblemCode; reason: string };
export type CellProblemCode =
  | "notText"
  | "tooLong"
  | "tooMany"
  | "notNumber"
  | "notDate"
  | "notGeo"
  | "notInOrder"
  | "notSet";

export type CellResult = { ok: true; value: CellValue } | ({ ok: false } & CellProblem);

/**
 * Caps checked before any pattern runs, so one cell costs time linear in a bounded length
 * (without them, a 40,000-item set cell or a 20,000-digit number freezes the Worker).
 */
export const CELL_LIMITS = {
  /** Any raw cell, whatever its type (a set's whole text included). */
  cellChars: 5000,
  text: 500,
  /** A hint is prose (a summary, a description): longer than a compared text. */
  hint: 2000,
  setItem: 100,
  setItems: 100,
  /** A number or a date written with more characters than this is not one. */
  numberChars: 40,
  dateChars: 20,
  geoChars: 60,
} as const;

// Each part can match in one way only (no nested or adjacent free repeats), so a failing match
// is linear in the input; the callers cap the length first anyway.
const NUMBER_PATTERN = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
// ISO 8601 year (extended ±YYYYYY, BCE as negative), optionally with month and day.
const DATE_PATTERN = /^([-+]?)(\d{1,6})(?:-(\d{2})-(\d{2}))?$/;
const GEO_PATTERN = /^([-+]?\d{1,3}(?:\.\d{1,12})?) *, *([-+]?\d{1,3}(?:\.\d{1,12})?)$/;

const fail = (code: CellProblemCode, reason: string): CellResult => ({ ok: false, code, reason });
const ok = (value: CellValue): CellResult => ({ ok: true, value });

/** Empty, or a word that says "nothing here" (unknown, n/a, none, —, 未知…): empty in every type. */
function isEmpty(raw: unknown): boolean {
  return (
    raw === null ||
    raw === undefined ||
    (typeof raw === "string" && (raw.trim() === "" || isPlaceholder(raw)))
  );
}

function toText(raw: unknown): string | null {
  if (typeof raw === "string") return raw.trim();
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  return null;
}

// Thousands grouped by a comma, an apostrophe or a (narrow, no-break) space, a point for decimals:
// "1,358", "1 358", "12'500.5"; or grouped by points or spaces with a decimal comma: "1.358,5".
const GROUPED_POINT = /^[-+]?\d{1,3}(?:([,' \u00a0\u202f])\d{3})(?:\1\d{3})*(?:\.\d+)?$/;
const GROUPED_COMMA = /^[-+]?\d{1,3}(?:([. \u00a0\u202f])\d{3})(?:\1\d{3})*,\d+$/;

/** A number whose thousands are grouped, as plain digits ("1,358" → "1358"); the text otherwise. */
function ungrouped(text: string): string {
  if (GROUPED_POINT.test(text)) return text.replace(/[,' \u00a0\u202f]/g, "");
  if (GROUPED_COMMA.test(text)) return text.replace(/[. \u00a0\u202f]/g, "").replace(",", ".");
  return text;
}

export function parseNumberCell(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string" || raw.length > CELL_LIMITS.numberChars * 2) return null;
  const text = ungrouped(raw.trim().replace(/_/g, ""));
  if (text.length > CELL_LIMITS.numberChars || !NUMBER_PATTERN.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A year written as the stored value writes it: "865", "-250", "2024". */
const yearText = (year: number) => String(year);
/** A year inside a full date: at least 4 digits, a minus for BCE ("-0250-03-15"). */
const dayYearText = (year: number) =>
  year < 0 ? `-${String(-year).padStart(4, "0")}` : String(year).padStart(4, "0");

/**
 * A year or a real calendar day, any year (design §2): "865", "-250", "+002024", "2024-02-29",
 * "-000044-03-15". Stored canonically: years as plain integers ("865", "-250"), days as
 * "YYYY-MM-DD" with a 4+ digit year and a minus for BCE. Integer years from JSON are accepted.
 */
export function parseDateCell(raw: unknown): string | null {
  if (typeof raw === "number") {
    return Number.isInteger(raw) && Math.abs(raw) <= 999_999 ? yearText(raw) : null;
  }
  if (typeof raw !== "string" || raw.length > CELL_LIMITS.dateChars * 2) return null;
  const match = DATE_PATTERN.exec(raw.trim());
  if (!match) return null;
  const [, sign, digits, monthText, dayText] = match;
  const year = Number(digits) * (sign === "-" ? -1 : 1);
  if (monthText === undefined) return yearText(year === 0 ? 0 : year);
  const [month, day] = [Number(monthText), Number(dayText)];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${dayYearText(year)}-${monthText}-${dayText}` : null;
}

/** "lat,lon" within range, or [lat, lon] from JSON; stored as "lat,lon". */
export function parseGeoCell(raw: unknown): string | null {
  let lat: number;
  let lon: number;
  if (Array.isArray(raw) && raw.length === 2 && raw.every((n) => typeof n === "number")) {
    [lat, lon] = raw as [number, number];
  } else if (typeof raw === "string" && raw.length <= CELL_LIMITS.geoChars) {
    const match = GEO_PATTERN.exec(raw.trim());
    if (!match) return null;
    lat = Number(match[1]);
    lon = Number(match[2]);
  } else {
    return null;
  }
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return null;
  return `${lat},${lon}`;
}

/**
 * A CSV cell "a; b" or a JSON array of strings, trimmed, without empties or repeats (a Set, so
 * linear); null when it is not a list of texts.
 */
export function parseSetCell(raw: unknown): string[] | null {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === "string") items = raw.split(/[;；]/);
  else return null;
  const seen = new Set<string>();
  for (const item of items) {
    const text = toText(item);
    if (text === null) return null;
    if (text !== "") seen.add(text);
  }
  return [...seen];
}

const tooLong = (limit: number) => fail("tooLong", `longer than ${limit} characters`);
const shown = (raw: unknown) => {
  const text = String(raw);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** Checks one cell against its column type (design §2) and returns the value to store. */
export function validateCell(column: AttributeColumn, raw: unknown): CellResult {
  if (isEmpty(raw) || (Array.isArray(raw) && raw.length === 0)) return ok(null);
  if (typeof raw === "string" && raw.length > CELL_LIMITS.cellChars) return tooLong(CELL_LIMITS.cellChars);
  if (Array.isArray(raw) && raw.length > CELL_LIMITS.setItems) {
    return fail("tooMany", `more than ${CELL_LIMITS.setItems} items`);
  }
  switch (column.type) {
    case "text":
    case "hint": {
      const text = toText(raw);
      if (text === null) return fail("notText", "expected text");
      const limit = column.type === "hint" ? CELL_LIMITS.hint : CELL_LIMITS.text;
      if (text.length > limit) return tooLong(limit);
      return ok(text);
    }
    case "number": {
      if (typeof raw === "string" && raw.trim().length > CELL_LIMITS.numberChars) {
        return tooLong(CELL_LIMITS.numberChars);
      }
      const value = parseNumberCell(raw);
      return value === null ? fail("notNumber", `"${shown(raw)}" is not a number`) : ok(value);
    }
    case "date": {
      const value = parseDateCell(raw);
      return value === null
        ? fail("notDate", `"${shown(raw)}" is not a year or a YYYY-MM-DD day`)
        : ok(value);
    }
    case "geo": {
      const value = parseGeoCell(raw);
      return value === null
        ? fail("notGeo", `"${shown(raw)}" is not "lat,lon" (latitude -90..90, longitude -180..180)`)
        : ok(value);
    }
    case "ordinal": {
      const text = toText(raw);
      const order = column.order ?? [];
      if (text === null || !order.includes(text)) {
        return fail("notInOrder", `"${shown(raw)}" is not one of the column's order`);
      }
      return ok(text);
    }
    case "set": {
      const items = parseSetCell(raw);
      if (items === null) return fail("notSet", "expected a list of texts (a; b)");
      if (items.length > CELL_LIMITS.setItems)
        return fail("tooMany", `more than ${CELL_LIMITS.setItems} items`);
      if (items.some((item) => item.length > CELL_LIMITS.setItem)) {
        return fail("tooLong", `an item is longer than ${CELL_LIMITS.setItem} characters`);
      }
      return ok(items);
    }
  }
}
