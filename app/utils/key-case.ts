/** Key case conversion for the API wire format (SPEC §7: snake_case out, camelCase in). */

// Only identifier-like keys are converted: data keys such as "zh-CN" or "en-US" pass unchanged.
const CAMEL_KEY = /^[a-z][A-Za-z0-9]*$/;
const SNAKE_KEY = /^[a-z][a-z0-9_]*$/;

export const toSnake = (key: string) =>
  CAMEL_KEY.test(key) ? key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : key;
export const toCamel = (key: string) =>
  SNAKE_KEY.test(key) ? key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : key;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[convert(key)] = convertKeys(inner, convert);
  return out;
}

export const snakeKeys = <T = unknown>(value: unknown) => convertKeys(value, toSnake) as T;
export const camelKeys = <T = unknown>(value: unknown) => convertKeys(value, toCamel) as T;
