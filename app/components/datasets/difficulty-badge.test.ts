import { readFileSync } from "node:fs";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/config";
import type { Messages } from "~/i18n/resources";
import { createTranslate } from "~/i18n/translate";
import { difficultyText } from "./difficulty-badge";

function translate(locale: Locale): TFunction<"datasets"> {
  const url = new URL(`../../../locales/${locale}/datasets.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(url, "utf8")) as Messages;
  const t = createTranslate(locale, "datasets", (ns) => (ns === "datasets" ? messages : undefined));
  // The runtime translator answers the typed keys the component asks for.
  return t as unknown as TFunction<"datasets">;
}

describe("the difficulty label", () => {
  const en = translate("en-US");
  const zh = translate("zh-CN");

  it("reads as a range from someone who knows the subject to a newcomer, in both languages", () => {
    // The periodic table: 3.54 guesses for the expert, 7.61 for a newcomer.
    expect(difficultyText(en, "medium", 7.61, 3.54)).toBe("Medium · about 4–8 guesses");
    expect(difficultyText(zh, "medium", 7.61, 3.54)).toBe("中等 · 约 4–8 次");
  });

  it("shows one number when both round alike, and a report stored before the expert its one figure", () => {
    expect(difficultyText(en, "medium", 4.4, 3.6)).toBe("Medium · about 4 guesses");
    expect(difficultyText(en, "hard", 7.2, null)).toBe("Hard · about 7 guesses");
  });

  it("caps the newcomer's figure at 15+", () => {
    expect(difficultyText(en, "hard", 19.1, 13.8)).toBe("Hard · about 14–15+ guesses");
    expect(difficultyText(zh, "hard", 19.1, 13.8)).toBe("困难 · 约 14–15+ 次");
    expect(difficultyText(en, "hard", 93, 127)).toBe("Hard · 15+ guesses");
  });
});
