import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createTranslate } from "~/i18n/translate";

const localesDir = fileURLToPath(new URL("../../locales/", import.meta.url));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Variables that are limits, averages or estimates: never a count the page reads as "1 …". */
const NOT_COUNTS = new Set([
  "limit",
  "min",
  "minutes",
  "average",
  "expected",
  "worst",
  "measured",
  "predicted",
  "guesses",
  "mb",
  "cell",
  "text",
  "hint",
  "items",
  "item",
  "entries",
  "attributes",
  "score",
  "rate",
  "value",
  "total",
  "repeated",
  "fit",
  "resolved",
  "size",
  "twins",
  // A range's upper end: above its lower end, so never 1.
  "high",
]);
/** A counted English noun in the plural. */
const ONE_PLURAL =
  /(^|[^\d.,])1 (guesses|games|wins|entries|plays|days|players|favorites|datasets|points|suggestions|hints|challenges|rows|columns|values)\b/;

type Messages = Record<string, unknown>;

function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

describe("counts read in English", () => {
  const files = readdirSync(`${localesDir}en-US`).filter((file) => file.endsWith(".json"));
  for (const file of files) {
    const ns = file.replace(/\.json$/, "");
    const messages = JSON.parse(readFileSync(`${localesDir}en-US/${file}`, "utf8")) as Messages;
    it(`${ns}: a count of 1 is singular ("1 guess", never "1 guesses")`, () => {
      const t = createTranslate("en-US", ns, (name) => (name === ns ? messages : undefined));
      const wrong: string[] = [];
      const keys = new Map<string, Set<string>>();
      for (const [key, text] of leaves(messages)) {
        const base = key.replace(PLURAL_SUFFIX, "");
        const vars = keys.get(base) ?? new Set<string>();
        for (const match of text.matchAll(/\{\{-?\s*(\w+)\s*\}\}/g)) vars.add(match[1]);
        keys.set(base, vars);
      }
      for (const [key, vars] of keys) {
        const options: Record<string, unknown> = {};
        for (const name of vars) options[name] = NOT_COUNTS.has(name) ? 2 : 1;
        if (vars.has("count")) options.count = 1;
        const text = t(key, options);
        if (ONE_PLURAL.test(text)) wrong.push(`${key}: ${text}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
