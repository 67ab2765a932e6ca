import { describe, expect, it } from "vitest";
import { entrySearchKey } from "~/utils/search-key";
import type { LocalizedText } from "~db/schema";
import { resolveGuessText, suggestEntries } from "./resolve-guess";
import type { GameEntry } from "./version-cache.server";

function entry(
  id: number,
  name: string,
  aliases: string[] = [],
  labels: GameEntry["labels"] = null,
): GameEntry {
  const names = [name, ...Object.values(labels ?? {}).filter((v): v is string => Boolean(v))];
  return {
    id,
    name,
    labels,
    aliases,
    imageUrl: null,
    attributes: {},
    searchKey: entrySearchKey([...names, ...aliases]),
    nameKey: entrySearchKey(names),
  };
}

const entries = [
  entry(1, "Hydrogen", ["H"], { "zh-CN": "氢", "en-US": "Hydrogen" }),
  entry(2, "Helium", ["He"], { "zh-CN": "氦" }),
  entry(3, "Côte d'Ivoire", ["Ivory Coast"]),
  entry(4, "Mercury", ["Hg"]),
  entry(5, "Mercury", ["Planet Mercury"]),
  entry(6, "Hg-like", ["Hydrogenish"]),
];

describe("resolveGuessText", () => {
  it("takes part of a name that only one entry has as that entry, and refuses one that several have", () => {
    expect(resolveGuessText(entries, "côte d")).toMatchObject({ kind: "found", entry: { id: 3 } });
    expect(resolveGuessText(entries, "hel")).toMatchObject({ kind: "found", entry: { id: 2 } });
    expect(resolveGuessText(entries, "merc").kind).not.toBe("found");
    expect(resolveGuessText(entries, "zzz")).toEqual({ kind: "unknown" });
  });
  it("finds an entry by name, label or alias, folding case, accents and width", () => {
    expect(resolveGuessText(entries, "hydrogen")).toMatchObject({ kind: "found", entry: { id: 1 } });
    expect(resolveGuessText(entries, "氦")).toMatchObject({ kind: "found", entry: { id: 2 } });
    expect(resolveGuessText(entries, "ＣＯＴＥ  d’ivoire")).toMatchObject({
      kind: "found",
      entry: { id: 3 },
    });
    expect(resolveGuessText(entries, "ivory coast")).toMatchObject({ kind: "found", entry: { id: 3 } });
  });
  it("lets a name beat another entry's alias", () => {
    expect(resolveGuessText(entries, "hg")).toMatchObject({ kind: "found", entry: { id: 4 } });
    expect(resolveGuessText([...entries, entry(7, "HG")], "hg")).toMatchObject({
      kind: "found",
      entry: { id: 7 },
    });
  });
  it("reports unknown and ambiguous guesses", () => {
    expect(resolveGuessText(entries, "Oxygen")).toEqual({ kind: "unknown" });
    expect(resolveGuessText(entries, "  ")).toEqual({ kind: "unknown" });
    expect(resolveGuessText(entries, "mercury")).toMatchObject({ kind: "ambiguous", count: 2 });
    expect(resolveGuessText(entries, "hydro")).toEqual({ kind: "unknown" });
  });
});

describe("suggestEntries", () => {
  it("puts names starting with the query first, then aliases, then anything containing it", () => {
    const ids = suggestEntries(entries, "h", "en-US").map((s) => s.id);
    expect(ids.slice(0, 3)).toEqual([1, 2, 6]);
    expect(ids).toContain(4);
  });
  it("puts a name equal to the query first, before longer names that start with it", () => {
    const countries = [
      entry(10, "French Southern and Antarctic Lands", [], { "zh-CN": "法国南部和南极土地" }),
      entry(11, "France", ["fra"], { "zh-CN": "法国", "en-US": "France" }),
    ];
    expect(suggestEntries(countries, "法国", "zh-CN")[0]).toMatchObject({ id: 11, name: "法国" });
    expect(suggestEntries(countries, "france", "en-US")[0]).toMatchObject({ id: 11, name: "France" });
    // An English page shows the English name of an entry found by its Chinese one, also when the
    // entry has only a Chinese label beside its English name.
    expect(suggestEntries(countries, "法国", "en-US")[0]).toMatchObject({ id: 11, name: "France" });
    expect(suggestEntries(countries, "法国南部", "en-US")[0]).toMatchObject({
      id: 10,
      name: "French Southern and Antarctic Lands",
    });
  });
  it("shows the name in the page language and the alias that matched", () => {
    expect(suggestEntries(entries, "氢", "zh-CN")[0]).toMatchObject({ id: 1, name: "氢" });
    expect(suggestEntries(entries, "ivory", "en-US")[0]).toMatchObject({ id: 3, alias: "Ivory Coast" });
  });
  it("returns nothing for an empty query and respects the limit", () => {
    expect(suggestEntries(entries, " ", "en-US")).toEqual([]);
    expect(suggestEntries(entries, "e", "en-US", 2)).toHaveLength(2);
  });
});

describe("names told apart by a qualifier", () => {
  const qualified = (id: number, name: string, qualifier: LocalizedText, en: string): GameEntry => {
    const base = entry(id, name, [], { "zh-CN": name, "en-US": en });
    const names = [name, en];
    const words = Object.values(qualifier) as string[];
    return {
      ...base,
      qualifier,
      qualifiedKey: entrySearchKey(names.flatMap((item) => words.map((word) => `${item} ${word}`))),
    };
  };
  const cities = [
    qualified(11, "朝阳", { "zh-CN": "北京", "en-US": "Beijing" }, "Chaoyang"),
    qualified(12, "朝阳", { "zh-CN": "辽宁" }, "Chaoyang"),
    qualified(13, "朝阳", { "zh-CN": "吉林" }, "Chaoyang"),
    entry(14, "北京", [], { "en-US": "Beijing" }),
  ];

  it("the guess box offers each shared name with its qualifier, in the page's language", () => {
    expect(suggestEntries(cities, "朝阳", "zh-CN").map((s) => s.name)).toEqual([
      "朝阳 · 北京",
      "朝阳 · 辽宁",
      "朝阳 · 吉林",
    ]);
    // In English, the English qualifier where the table gave one, else the one it has.
    expect(suggestEntries(cities, "chaoyang", "en-US").map((s) => s.name)).toEqual([
      "Chaoyang · Beijing",
      "Chaoyang · 辽宁",
      "Chaoyang · 吉林",
    ]);
    // Typing on past the name into the qualifier narrows to that entry.
    expect(suggestEntries(cities, "朝阳 辽", "zh-CN").map((s) => s.id)).toEqual([12]);
  });

  it("a typed name with its qualifier is exactly that entry; the bare shared name stays ambiguous", () => {
    expect(resolveGuessText(cities, "朝阳 · 吉林")).toMatchObject({ kind: "found", entry: { id: 13 } });
    expect(resolveGuessText(cities, "Chaoyang 辽宁")).toMatchObject({ kind: "found", entry: { id: 12 } });
    expect(resolveGuessText(cities, "chaoyang, beijing")).toMatchObject({ kind: "found", entry: { id: 11 } });
    const shared = resolveGuessText(cities, "朝阳");
    expect(shared).toMatchObject({ kind: "ambiguous", count: 3 });
    expect(shared.kind === "ambiguous" ? shared.entries.map((item) => item.id) : []).toEqual([11, 12, 13]);
    // The qualifier alone is not a guess of the shared names: 北京 is its own entry.
    expect(resolveGuessText(cities, "北京")).toMatchObject({ kind: "found", entry: { id: 14 } });
  });
});

describe("a whole name or alias before a longer name that starts with it", () => {
  const elements = [
    entry(26, "Iron", ["Fe"], { "zh-CN": "铁" }),
    entry(100, "Fermium", ["Fm"], { "zh-CN": "镄" }),
    entry(9, "Fluorine", ["F"], { "zh-CN": "氟" }),
  ];
  it("Enter on 'Fe' picks Iron (alias Fe), not Fermium, in the browser and in the form alike", () => {
    expect(suggestEntries(elements, "Fe", "en-US").map((s) => s.id)).toEqual([26, 100]);
    expect(suggestEntries(elements, "fe", "zh-CN")[0]).toMatchObject({ id: 26, name: "铁", alias: "Fe" });
    expect(resolveGuessText(elements, "Fe")).toMatchObject({ kind: "found", entry: { id: 26 } });
  });
  it("ranks exact, then prefix of a name, then prefix of an alias, then anything containing it", () => {
    const list = [
      entry(1, "Ring", []),
      entry(2, "Finland", ["Suomi"]),
      entry(3, "Fin", []),
      entry(4, "Dolphin", ["Finny"]),
    ];
    expect(suggestEntries(list, "fin", "en-US").map((s) => s.id)).toEqual([3, 2, 4]);
    expect(suggestEntries(list, "in", "en-US").map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });
});
