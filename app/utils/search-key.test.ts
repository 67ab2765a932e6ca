import { describe, expect, it } from "vitest";
import { entrySearchKey, nameIdentity, searchKey } from "./search-key";

describe("searchKey", () => {
  it("folds case, accents and full width", () => {
    expect(searchKey("Ｃôte d'Ivoire")).toBe("cotedivoire");
    expect(searchKey("ＡＢＣ１２３")).toBe("abc123");
    expect(searchKey("Zhōngguó")).toBe("zhongguo");
  });

  it("keeps Chinese characters", () => {
    expect(searchKey("中 国")).toBe("中国");
  });

  it("keeps a sharp or a plus at a name's end: C, C# and C++ are three names", () => {
    expect(new Set(["C", "C#", "C++"].map(searchKey)).size).toBe(3);
    expect(new Set(["C", "C#", "C++"].map(nameIdentity)).size).toBe(3);
    expect(searchKey("F#")).toBe("f#");
    expect(searchKey("Ｃ＃")).toBe("c#");
    // Elsewhere they are punctuation as before.
    expect(searchKey("Song #1")).toBe("song1");
  });

  it("joins every name of an entry", () => {
    expect(entrySearchKey(["Gold", "金", "jin"])).toBe("|gold|金|jin|");
  });
});
