/** Key case conversion for the API wire format (spec §7: snake_case out, camelCase in). */
import { DomainError } from "./domain-error";

// Only identifier-like keys are converted: data keys such as "zh-CN" or "en-US" pass unchanged.
const CAMEL_KEY = /^[a-z][A-Za-z0-9]*$/;
const SNAKE_KEY = /^[a-z][a-z0-9_]*$/;

/** The same few hundred keys pass on every request: each is converted once per isolate. */
function memoized(convert: (key: string) => string): (key: string) => string {
  const seen = new Map<string, string>();
  return (key) => {
    let converted = seen.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (seen.size < 5000) seen.set(key, converted);
    }
    return converted;
  };
}

export const toSnake = memoized((key) =>
  CAMEL_KEY.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key,
);
export const toCamel = memoized((key) =>
  SNAKE_KEY.test(key) ? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : key,
);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deeper JSON than this is refused (400) before any work: no wire format here nests past a few levels. */
export const MAX_JSON_DEPTH = 32;

function convertKeys(value: unknown, convert: (key: string) => string, maxDepth: number, depth = 0): unknown {
  if (depth > maxDepth) {
    throw new DomainError("INVALID", `JSON is nested deeper than ${maxDepth} levels`, {
      max_depth: maxDepth,
    }).because("tooDeep");
  }
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert, maxDepth, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[convert(key)] = convertKeys(inner, convert, maxDepth, depth + 1);
  }
  return out;
}

class Verbatim {}

/**
 * A value the wire passes as it is: its keys are data (a column plan keyed by source paths such as
 * `heightCm` or `fields.height`), not identifiers to convert.
 */
export function verbatim<T extends object>(value: T): T {
  return Object.assign(new Verbatim(), value) as T;
}

/** Out: our own data, whose client parts were depth-checked on the way in (a stored other_info). */
export const snakeKeys = <T = unknown>(value: unknown) =>
  convertKeys(value, toSnake, Number.POSITIVE_INFINITY) as T;
/** In: a client's JSON, refused (400) past MAX_JSON_DEPTH instead of recursing without bound. */
export const camelKeys = <T = unknown>(value: unknown) => convertKeys(value, toCamel, MAX_JSON_DEPTH) as T;
