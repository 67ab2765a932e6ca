import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const localesDir = fileURLToPath(new URL("../../locales/", import.meta.url));
const LOCALES = ["zh-CN", "en-US"] as const;
// i18next plural forms: English needs `key_one` where Chinese has only `key`.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function namespaces(locale: string): string[] {
  return readdirSync(`${localesDir}${locale}`)
    .filter((file) => file.endsWith(".json"))
    .sort();
}

function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

function keySet(locale: string, file: string): string[] {
  const messages: unknown = JSON.parse(readFileSync(`${localesDir}${locale}/${file}`, "utf8"));
  return [...new Set(keyPaths(messages).map((path) => path.replace(PLURAL_SUFFIX, "")))].sort();
}

describe("locales", () => {
  it("have the same namespace files", () => {
    expect(namespaces("en-US")).toEqual(namespaces("zh-CN"));
    expect(namespaces("zh-CN").length).toBeGreaterThan(0);
  });

  for (const file of namespaces("zh-CN")) {
    it(`${file} has the same keys in every locale`, () => {
      const [zh, en] = LOCALES.map((locale) => keySet(locale, file));
      expect({ file, onlyInEnglish: en.filter((key) => !zh.includes(key)) }).toEqual({
        file,
        onlyInEnglish: [],
      });
      expect({ file, onlyInChinese: zh.filter((key) => !en.includes(key)) }).toEqual({
        file,
        onlyInChinese: [],
      });
    });
  }

  it("keyPaths reads nested keys (so a difference can be found at all)", () => {
    expect(keyPaths({ a: { b: "x", c: { d: "y" } }, e: "z" })).toEqual(["a.b", "a.c.d", "e"]);
  });
});
