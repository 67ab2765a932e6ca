import { describe, expect, it } from "vitest";
import { nameInLanguage } from "./name-language";

describe("nameInLanguage", () => {
  it("shows an English source text on an English page over a Chinese-only label", () => {
    expect(nameInLanguage({ "zh-CN": "过渡金属" }, "en-US", "transition metal")).toBe("transition metal");
    expect(nameInLanguage({ "zh-CN": "过渡金属" }, "zh-CN", "transition metal")).toBe("过渡金属");
  });
  it("uses the page language's label first, and the other label over a text in the other language", () => {
    expect(nameInLanguage({ "en-US": "Asia", "zh-CN": "亚洲" }, "en-US", "亚洲")).toBe("Asia");
    expect(nameInLanguage({ "en-US": "Asia" }, "zh-CN", "Asia")).toBe("Asia");
    expect(nameInLanguage({ "zh-CN": "亚洲" }, "en-US", "亚洲")).toBe("亚洲");
    expect(nameInLanguage(null, "en-US", "Asia")).toBe("Asia");
  });
});
