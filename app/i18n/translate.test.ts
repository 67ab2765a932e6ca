// The project's translator (server render and browser, ADR 012) must read every message exactly as
// i18next does with the server's options: every key of every namespace in both locales, bare, with
// counts 0/1/2/5 for plural keys, with sample values for each `{{variable}}`, and the edge rules
// (missing keys, defaultValue, missing variables, `ns:key`).
import { createInstance, type TOptions } from "i18next";
import { describe, expect, it } from "vitest";
import { supportedLocales } from "./config";
import { allNamespaces, i18nInitOptions, resources } from "./i18n.server";
import { createTranslate, type Translate } from "./translate";

type Plain = (key: string | string[], options?: TOptions) => string;

function plainT(locale: string, ns: string): Plain {
  const instance = createInstance();
  instance.init({ ...i18nInitOptions(locale), fallbackLng: false });
  return instance.getFixedT(locale, ns as "common") as unknown as Plain;
}

function ourT(locale: string, ns: string): Translate {
  return createTranslate(locale, ns, (name) => resources[locale as "zh-CN"][name]);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** [key without plural suffix, message] for every leaf. */
function entriesOf(messages: Record<string, unknown>, prefix = ""): [string, string, boolean][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string, boolean][] =>
    value && typeof value === "object"
      ? entriesOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`.replace(PLURAL_SUFFIX, ""), String(value), PLURAL_SUFFIX.test(key)]],
  );
}

/** Every key whose value is an array or an object (what `returnObjects` reads). */
function containerKeys(messages: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object"
      ? [
          `${prefix}${key}`,
          ...(Array.isArray(value)
            ? []
            : containerKeys(value as Record<string, unknown>, `${prefix}${key}.`)),
        ]
      : [],
  );
}

function variablesIn(message: string): string[] {
  return [...message.matchAll(/{{-?\s*([^}]+?)\s*}}/g)].map((match) => match[1] ?? "");
}

describe("translate reads like i18next", () => {
  for (const locale of supportedLocales) {
    it(`${locale}: every key of every namespace, bare, with counts and with variables`, () => {
      let compared = 0;
      for (const ns of allNamespaces) {
        const ours = ourT(locale, ns);
        const plain = plainT(locale, ns);
        const entries = entriesOf(resources[locale][ns] ?? {});
        for (const [key, message, plural] of entries) {
          const variables = Object.fromEntries(variablesIn(message).map((name, i) => [name, `v${i}<b>&`]));
          expect(ours(key), `${ns}:${key}`).toBe(plain(key));
          expect(ours(key, variables), `${ns}:${key} ${JSON.stringify(variables)}`).toBe(
            plain(key, variables),
          );
          compared += 2;
          if (plural || "count" in variables) {
            for (const count of [0, 1, 2, 5]) {
              const options = { ...variables, count };
              expect(ours(key, options), `${ns}:${key} count ${count}`).toBe(plain(key, options));
              compared += 1;
            }
          }
          // Numbers and a missing variable: i18next writes numbers as text and leaves `{{x}}` as written.
          const numbers = Object.fromEntries(variablesIn(message).map((name, i) => [name, i]));
          expect(ours(key, numbers), `${ns}:${key} numbers`).toBe(plain(key, numbers));
          expect(ours(key, { unrelated: 1 }), `${ns}:${key} no variables`).toBe(plain(key, { unrelated: 1 }));
          expect(ours(`${ns}:${key}`), `${ns}:${key} with its namespace`).toBe(plain(`${ns}:${key}`));
          compared += 3;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });

    it(`${locale}: every array and object key with returnObjects (the guide's steps), and without`, () => {
      let compared = 0;
      for (const ns of allNamespaces) {
        const ours = ourT(locale, ns) as unknown as (key: string, options?: TOptions) => unknown;
        const plain = plainT(locale, ns) as unknown as (key: string, options?: TOptions) => unknown;
        for (const key of containerKeys(resources[locale][ns] ?? {})) {
          expect(ours(key, { returnObjects: true }), `${ns}:${key}`).toEqual(
            plain(key, { returnObjects: true }),
          );
          expect(ours(key), `${ns}:${key}`).toEqual(plain(key));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(10);
    });
  }

  it("missing keys, defaultValue and key lists answer as i18next does", () => {
    for (const locale of supportedLocales) {
      const ours = ourT(locale, "datasets");
      const plain = plainT(locale, "datasets");
      const cases: [string | string[], TOptions | undefined][] = [
        ["no.such.key", undefined],
        ["no.such.key", { defaultValue: "Fallback {{name}}", name: "Ann" }],
        ["no.such.key", { defaultValue: "" }],
        ["no.such.key", { count: 2, defaultValue: "many", defaultValue_one: "one" }],
        ["no.such.key", { count: 1, defaultValue: "many", defaultValue_one: "one" }],
        ["no.such.key", { count: 0, defaultValue: "many", defaultValue_zero: "none" }],
        ["errors.generic", { defaultValue: "unused" }],
        [["no.such.key", "errors.generic"], undefined],
        [["errors.generic", "no.such.key"], undefined],
        ["common:nav.home", undefined],
        ["nav", undefined],
        ["", undefined],
        ["value {{x}}", { x: 1 }],
      ];
      for (const [key, options] of cases) {
        expect(ours(key, options), `${locale} ${JSON.stringify([key, options])}`).toBe(plain(key, options));
      }
      expect(ours("no.such.key", "Default text")).toBe("Default text");
    }
  });

  it("reads English plurals by Intl rules (the suffixes the locales use)", () => {
    const t = createTranslate("en-US", "x", () => ({
      items_one: "{{count}} item",
      items_other: "{{count}} items",
    }));
    expect(t("items", { count: 1 })).toBe("1 item");
    expect(t("items", { count: 0 })).toBe("0 items");
    expect(t("items", { count: 5 })).toBe("5 items");
    const zh = createTranslate("zh-CN", "x", () => ({ items_one: "一项", items_other: "{{count}} 项" }));
    expect(zh("items", { count: 1 })).toBe("1 项");
  });
});
