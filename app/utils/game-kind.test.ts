import { describe, expect, it } from "vitest";
import { getT } from "~/i18n/i18n.server";
import { gameKindLabel } from "./game-kind";

describe("a game's kind, named one way", () => {
  it("tells the site's daily, a dataset's daily, practice and a challenge apart in both languages", () => {
    const en = getT("en-US", "common");
    const zh = getT("zh-CN", "common");
    expect(gameKindLabel(en, { kind: "siteDaily", number: 332 })).toBe("Datadle daily #332");
    expect(gameKindLabel(en, { kind: "datasetDaily", name: "Countries", number: 12 })).toBe(
      "Countries daily #12",
    );
    expect(gameKindLabel(en, { kind: "practice" })).toBe("Practice");
    expect(gameKindLabel(en, { kind: "challenge" })).toBe("Challenge");
    expect(gameKindLabel(zh, { kind: "siteDaily", number: 332 })).toBe("全站每日 #332");
    expect(gameKindLabel(zh, { kind: "datasetDaily", name: "世界各国", number: 12 })).toBe(
      "「世界各国」每日 #12",
    );
    expect(gameKindLabel(zh, { kind: "practice" })).toBe("练习");
    expect(gameKindLabel(zh, { kind: "challenge" })).toBe("挑战");
  });
});
