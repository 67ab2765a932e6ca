import type { AttributeColumn, CellValue } from "~db/schema";

/** Why a cell was refused: a code pages translate, and an English reason the API sends. */
export type CellProblem = { code: CellProblemCode; reason: string };
export type CellProblemCode =
  | "notText"
  | "tooLong"
  | "notNumber"
  | "notDate"
  | "notGeo"
  | "notInOrder"
  | "notSet";

export type CellResult = { ok: true; value: CellValue } | ({ ok: false } & CellProblem);

const MAX_TEXT = 500;
const MAX_SET_ITEM = 100;
const NUMBER_PATTERN = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const YEAR_PATTERN = /^\d{4}$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const GEO_PATTERN = /^\s*([-+]?\d+(?:\.\d+)?)\s*,\s*([-+]?\d+(?:\.\d+)?)\s*$/;

const fail = (code: CellProblemCode, reason: string): CellResult => ({ ok: false, code, reason });
const ok = (value: CellValue): CellResult => ({ ok: true, value });

function isEmpty(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "");
}

function toText(raw: unknown): string | null {
  if (typeof raw === "string") return raw.trim();
  if (typeof raw === "number" && Number.isFinite(raw)) return String(raw);
  return null;
}

export function parseNumberCell(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string") return null;
  const text = raw.trim().replace(/_/g, "");
  return NUMBER_PATTERN.test(text) ? Number(text) : null;
}

/** "YYYY" or a real calendar day "YYYY-MM-DD"; integer years from JSON become "YYYY". */
export function parseDateCell(raw: unknown): string | null {
  if (typeof raw === "number" && Number.isInteger(raw) && raw >= 0 && raw <= 9999) {
    return String(raw).padStart(4, "0");
  }
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (YEAR_PATTERN.test(text)) return text;
  const match = DAY_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? text : null;
}

/** "lat,lon" within range, or [lat, lon] from JSON; stored as "lat,lon". */
export function parseGeoCell(raw: unknown): string | null {
  let lat: number;
  let lon: number;
  if (Array.isArray(raw) && raw.length === 2 && raw.every((n) => typeof n === "number")) {
    [lat, lon] = raw as [number, number];
  } else if (typeof raw === "string") {
    const match = GEO_PATTERN.exec(raw);
    if (!match) return null;
    lat = Number(match[1]);
    lon = Number(match[2]);
  } else {
    return null;
  }
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return null;
  return `${lat},${lon}`;
}

/** A CSV cell "a; b" or a JSON array of strings, trimmed, without empties or repeats. */
export function parseSetCell(raw: unknown): string[] | null {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === "string") items = raw.split(/[;；]/);
  else return null;
  const out: string[] = [];
  for (const item of items) {
    const text = toText(item);
    if (text === null) return null;
    if (text !== "" && !out.includes(text)) out.push(text);
  }
  return out;
}

/** Checks one cell against its column type (design §2) and returns the value to store. */
export function validateCell(column: AttributeColumn, raw: unknown): CellResult {
  if (isEmpty(raw) || (Array.isArray(raw) && raw.length === 0)) return ok(null);
  switch (column.type) {
    case "text":
    case "hint": {
      const text = toText(raw);
      if (text === null) return fail("notText", "expected text");
      if (text.length > MAX_TEXT) return fail("tooLong", `longer than ${MAX_TEXT} characters`);
      return ok(text);
    }
    case "number": {
      const value = parseNumberCell(raw);
      return value === null ? fail("notNumber", `"${String(raw)}" is not a number`) : ok(value);
    }
    case "date": {
      const value = parseDateCell(raw);
      return value === null
        ? fail("notDate", `"${String(raw)}" is not a date (YYYY or YYYY-MM-DD)`)
        : ok(value);
    }
    case "geo": {
      const value = parseGeoCell(raw);
      return value === null
        ? fail("notGeo", `"${String(raw)}" is not "lat,lon" (latitude -90..90, longitude -180..180)`)
        : ok(value);
    }
    case "ordinal": {
      const text = toText(raw);
      const order = column.order ?? [];
      if (text === null || !order.includes(text)) {
        return fail("notInOrder", `"${String(raw)}" is not one of: ${order.join(", ")}`);
      }
      return ok(text);
    }
    case "set": {
      const items = parseSetCell(raw);
      if (items === null) return fail("notSet", "expected a list of texts (a; b)");
      if (items.some((item) => item.length > MAX_SET_ITEM)) {
        return fail("tooLong", `an item is longer than ${MAX_SET_ITEM} characters`);
      }
      return ok(items);
    }
  }
}
