import { describe, expect, it } from "vitest";
import { entrySearchKey, searchKey } from "./search-key";

describe("searchKey", () => {
  it("folds case, accents and full width", () => {
    expect(searchKey("Ｃôte d'Ivoire")).toBe("cotedivoire");
    expect(searchKey("ＡＢＣ１２３")).toBe("abc123");
    expect(searchKey("Zhōngguó")).toBe("zhongguo");
  });

  it("keeps Chinese characters", () => {
    expect(searchKey("中 国")).toBe("中国");
  });

  it("joins every name of an entry", () => {
    expect(entrySearchKey(["Gold", "金", "jin"])).toBe("|gold|金|jin|");
  });
});
