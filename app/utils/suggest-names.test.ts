import { describe, expect, it } from "vitest";
import { resolveGuessText } from "~/services/game/resolve-guess";
import type { GameEntry } from "~/services/game/version-cache.server";
import { suggestEntries, suggestKeys } from "./suggest-match";
import { decodeNames, encodeNames } from "./suggest-names";

function entry(
  id: number,
  name: string,
  aliases: string[] = [],
  labels: GameEntry["labels"] = null,
): GameEntry {
  const named = { name, labels, aliases };
  return {
    id,
    ...named,
    imageUrl: id % 2 ? `/img/${id}.png` : null,
    attributes: { secret: id },
    ...suggestKeys(named),
  };
}

const server: GameEntry[] = [
  entry(1, "Germany", ["Deutschland"], { "zh-CN": "德国", "en-US": "Germany" }),
  entry(2, "Algeria", [], { "zh-CN": "阿尔及利亚" }),
  entry(3, "Niger"),
  entry(4, "Nigeria", ["Naija"]),
  entry(5, "Côte d'Ivoire", ["Ivory Coast"], { "zh-CN": "科特迪瓦" }),
  entry(6, "France", ["fra"], { "zh-CN": "法国", "en-US": "France" }),
  entry(7, "French Southern and Antarctic Lands", [], { "zh-CN": "法国南部和南极土地" }),
];

describe("the browser's copy of a dataset's names", () => {
  it("suggests exactly what the server suggests, in the same order, in both languages", () => {
    const browser = decodeNames(JSON.parse(JSON.stringify(encodeNames(9, server))));
    for (const query of [
      "ger",
      "Ger",
      "ni",
      "NIGER",
      "法国",
      "ivory",
      "côte",
      "e",
      "a",
      "deutsch",
      "zzz",
      " ",
    ]) {
      for (const locale of ["en-US", "zh-CN"]) {
        expect(suggestEntries(browser, query, locale)).toEqual(suggestEntries(server, query, locale));
      }
    }
    expect(suggestEntries(browser, "Ger", "en-US")[0]).toMatchObject({ id: 1, name: "Germany" });
    // What a typed guess resolves to on the server is what the browser's top suggestion agrees with.
    expect(resolveGuessText(server, "france")).toMatchObject({ kind: "found", entry: { id: 6 } });
    expect(suggestEntries(browser, "france", "en-US")[0]?.id).toBe(6);
  });

  it("carries names, labels, aliases and images only, in the version's order", () => {
    const payload = encodeNames(9, server);
    const text = JSON.stringify(payload);
    expect(text).not.toContain("secret");
    expect(payload.entries.map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Absent fields are left off: Niger is its id and name.
    expect(payload.entries[2]).toEqual([3, "Niger", 0, 0, "/img/3.png"]);
    expect(payload.entries[1]).toEqual([2, "Algeria", { "zh-CN": "阿尔及利亚" }]);
  });
});
