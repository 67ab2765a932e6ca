import type { Messages } from "./resources";

/**
 * The translation rules the pages use, without the i18next runtime (ADR 012). One module for the
 * server render and the browser, so the two cannot disagree; i18n.server.test.ts / translate.test.ts
 * compare it with i18next for every key of every namespace in both locales. What it reads, as
 * i18next does with the project's options (keySeparator ".", nsSeparator ":", escapeValue false):
 * - nested keys `a.b.c`, and `ns:key` for another namespace of the page;
 * - `count`: `key_zero` (count 0), then `key_<Intl.PluralRules category>` (`_one`, `_other`, ...),
 *   then the bare key;
 * - `{{name}}` / `{{- name}}` interpolation from the options, unescaped; a name missing from the
 *   options stays as written, one present but undefined becomes "";
 * - `defaultValue` when the key is missing, else the key itself (no language fallback: both locales
 *   have the same keys, a test checks);
 * - `returnObjects: true`: a key holding an array or object returns it (messages interpolated).
 */

export type TranslateOptions = Record<string, unknown>;
/** The untyped `t`; components get it typed as i18next's `TFunction` (app/i18n/react.tsx). */
export type Translate = (key: string | readonly string[], options?: TranslateOptions | string) => string;
/** A namespace's messages for the page's language, or undefined when not loaded. */
export type BundleSource = (ns: string) => Messages | undefined;

type PluralSuffixes = { rules: Intl.PluralRules; byCount: Map<number, string> };
const pluralSuffixes = new Map<string, PluralSuffixes>();

/** Remembered per whole count: Intl's select is most of a counted message's cost in the Worker. */
function pluralSuffix(language: string, count: number, ordinal: boolean): string {
  const id = ordinal ? `${language}|ordinal` : language;
  let known = pluralSuffixes.get(id);
  if (!known) {
    known = {
      rules: new Intl.PluralRules(language, { type: ordinal ? "ordinal" : "cardinal" }),
      byCount: new Map(),
    };
    pluralSuffixes.set(id, known);
  }
  const remembered = known.byCount.get(count);
  if (remembered !== undefined) return remembered;
  const suffix = ordinal ? `_ordinal_${known.rules.select(count)}` : `_${known.rules.select(count)}`;
  if (Number.isInteger(count) && known.byCount.size < 2000) known.byCount.set(count, suffix);
  return suffix;
}

/** i18next's deep lookup: `a.b.c` through nested objects (a flat key with dots is tried first). */
function lookup(messages: Messages | undefined, key: string): unknown {
  if (!messages) return undefined;
  const direct = messages[key];
  if (direct !== undefined && !key.includes(".")) return direct;
  let current: unknown = messages;
  for (const part of key.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current === undefined ? direct : current;
}

function isFound(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** `{{name}}` / `{{- name}}`; i18next reads a dotted name through nested option objects. */
const PLACEHOLDER = /{{(-?)(.+?)}}/g;

function readVariable(data: TranslateOptions, name: string): unknown {
  if (name in data) return data[name];
  if (!name.includes(".")) return undefined;
  let current: unknown = data;
  for (const part of name.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function interpolate(text: string, data: TranslateOptions): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (match, _unescaped: string, raw: string) => {
    const name = raw.trim();
    const value = readVariable(data, name);
    if (value === undefined) return Object.hasOwn(data, name) ? "" : match;
    return typeof value === "string" ? value : value === null ? "" : String(value);
  });
}

function splitNamespace(key: string, ns: string, known: (ns: string) => boolean): [string, string] {
  const colon = key.indexOf(":");
  if (colon < 0) return [ns, key];
  const prefix = key.slice(0, colon);
  return known(prefix)
    ? [
        prefix,
        key
          .slice(colon + 1)
          .split(":")
          .join("."),
      ]
    : [ns, key];
}

/**
 * A fixed-language, fixed-namespace `t`. Keys without options are remembered (most of a page's
 * labels: the server renders them on every request); calls with options are computed each time.
 */
export function createTranslate(language: string, ns: string, bundle: BundleSource): Translate {
  const plain = new Map<string, string>();
  const known = (name: string) => bundle(name) !== undefined;
  // Per namespace, what a (suffixed) key holds: a loaded namespace's messages never change.
  const lookedUp = new Map<string, Map<string, unknown>>();
  const lookupIn = (namespace: string, messages: Messages | undefined, key: string): unknown => {
    if (!messages) return undefined;
    let keys = lookedUp.get(namespace);
    if (!keys) {
      keys = new Map();
      lookedUp.set(namespace, keys);
    }
    if (keys.has(key)) return keys.get(key);
    const value = lookup(messages, key);
    if (keys.size < 5000) keys.set(key, value);
    return value;
  };

  function resolveOne(fullKey: string, options: TranslateOptions | undefined): unknown {
    const [namespace, key] = splitNamespace(fullKey, ns, known);
    const messages = bundle(namespace);
    const count = options?.count;
    if (count !== undefined && typeof count !== "string") {
      const number = Number(count);
      const ordinal = Boolean(options?.ordinal);
      if (count === 0 && !ordinal) {
        const zero = lookupIn(namespace, messages, `${key}_zero`);
        if (isFound(zero)) return zero;
      }
      const suffix = pluralSuffix(language, number, ordinal);
      const plural = lookupIn(namespace, messages, key + suffix);
      if (isFound(plural)) return plural;
      if (ordinal) {
        const cardinal = lookupIn(namespace, messages, key + suffix.replace("_ordinal_", "_"));
        if (isFound(cardinal)) return cardinal;
      }
    }
    return lookupIn(namespace, messages, key);
  }

  function translate(keys: string | readonly string[], rawOptions?: TranslateOptions | string): string {
    const options: TranslateOptions | undefined =
      typeof rawOptions === "string" ? { defaultValue: rawOptions } : rawOptions;
    const list = typeof keys === "string" ? [keys] : keys;
    if (list.length === 0) return "";
    let found: unknown;
    for (const key of list) {
      found = resolveOne(String(key), options);
      if (isFound(found)) break;
    }
    const lastKey = String(list[list.length - 1]);
    const bareKey = splitNamespace(lastKey, ns, known)[1];
    if (found !== null && typeof found === "object") {
      // i18next's `returnObjects`: the subtree (array or object), each message interpolated.
      if (options?.returnObjects) return deepInterpolate(found, options) as string;
      return `key '${bareKey} (${language})' returned an object instead of string.`;
    }
    let text: string;
    if (isFound(found)) text = String(found);
    else {
      const fallback = options ? defaultValueOf(options, language) : undefined;
      text = isFound(fallback) ? String(fallback) : bareKey;
    }
    return options ? interpolate(text, options) : text;
  }

  return (keys, options) => {
    if (options !== undefined || typeof keys !== "string") return translate(keys, options);
    let text = plain.get(keys);
    if (text === undefined) {
      text = translate(keys);
      if (plain.size < 5000) plain.set(keys, text);
    }
    return text;
  };
}

function deepInterpolate(value: unknown, options: TranslateOptions): unknown {
  if (typeof value === "string") return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => deepInterpolate(item, options));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, deepInterpolate(item, options)]),
    );
  }
  return value;
}

/** i18next's choice of default: `defaultValue_zero` (count 0), `defaultValue_<plural>`, `defaultValue`. */
function defaultValueOf(options: TranslateOptions, language: string): unknown {
  const count = options.count;
  const hasAny = Object.keys(options).some((name) => name.startsWith("defaultValue"));
  if (!hasAny) return undefined;
  if (count !== undefined && typeof count !== "string") {
    const number = Number(count);
    const ordinal = Boolean(options.ordinal);
    const zero = count === 0 && !ordinal ? options.defaultValue_zero : undefined;
    const plural = options[`defaultValue${pluralSuffix(language, number, ordinal)}`];
    const cardinal = ordinal ? options[`defaultValue${pluralSuffix(language, number, false)}`] : undefined;
    return zero || plural || cardinal || options.defaultValue;
  }
  return options.defaultValue;
}
