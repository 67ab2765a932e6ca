// The server's memoized translations (one fixed t per language + namespace, plain keys remembered,
// fallback chains computed once) must read exactly like a plain i18next instance.
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { supportedLocales } from "./config";
import { allNamespaces, getI18nInstance, getT, i18nInitOptions, resources } from "./i18n.server";

function plainT(locale: string, ns: string) {
  const instance = createInstance();
  instance.init(i18nInitOptions(locale));
  return instance.getFixedT(locale, ns as "common");
}

function keysOf(messages: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object"
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(/_(one|other|zero|few|many|two)$/, "")],
  );
}

describe("server translations", () => {
  for (const locale of supportedLocales) {
    it(`${locale}: every key reads as plain i18next, twice, with and without options`, () => {
      for (const ns of allNamespaces) {
        const fast = getT(locale, ns as "common") as unknown as (key: string, options?: object) => unknown;
        const plain = plainT(locale, ns) as unknown as (key: string, options?: object) => unknown;
        for (const key of new Set(keysOf(resources[locale][ns] ?? {}))) {
          for (let i = 0; i < 2; i++) {
            expect(fast(key), `${ns}:${key}`).toEqual(plain(key));
            const options = { count: i + 1, year: 2026, name: "X", defaultValue: "d" };
            expect(fast(key, options), `${ns}:${key}`).toEqual(plain(key, options));
          }
        }
        expect(fast("no.such.key")).toBe(plain("no.such.key"));
      }
    });
  }

  it("hands out one t per language and namespace (getT asks on every request)", () => {
    const instance = getI18nInstance("en-US");
    expect(instance.getFixedT("en-US", "game")).toBe(instance.getFixedT("en-US", "game"));
    expect(instance.getFixedT("en-US", "game")).not.toBe(instance.getFixedT("en-US", "common"));
    expect((instance.getFixedT("en-US", "game") as unknown as { lng: string }).lng).toBe("en-US");
  });

  it("falls back to zh-CN for a key English lacks", () => {
    const instance = getI18nInstance("en-US");
    instance.addResource("zh-CN", "common", "onlyInChinese", "只有中文");
    expect(getT("en-US")("onlyInChinese" as never)).toBe("只有中文");
  });
});
