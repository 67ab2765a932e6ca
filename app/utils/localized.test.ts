import { describe, expect, it } from "vitest";
import { localized } from "./localized";

describe("localized", () => {
  it("prefers the page's language, then the canonical value, then the other language", () => {
    expect(localized({ "zh-CN": "氢", "en-US": "Hydrogen" }, "en-US", "H")).toBe("Hydrogen");
    expect(localized({ "zh-CN": "氢" }, "en-US", "H")).toBe("H");
    expect(localized({ "zh-CN": "氢" }, "en-US")).toBe("氢");
    expect(localized({ "en-US": "Hydrogen", "zh-CN": " " }, "zh-CN", "")).toBe("Hydrogen");
    expect(localized(null, "zh-CN", "H")).toBe("H");
  });
});
