import { describe, expect, it } from "vitest";
import { localized } from "./localized";

describe("localized", () => {
  it("prefers the page's language, then the other language, then the fallback", () => {
    expect(localized({ "zh-CN": "氢", "en-US": "Hydrogen" }, "en-US", "H")).toBe("Hydrogen");
    expect(localized({ "zh-CN": "氢" }, "en-US", "H")).toBe("氢");
    expect(localized({ "en-US": "Hydrogen", "zh-CN": " " }, "zh-CN", "H")).toBe("Hydrogen");
    expect(localized({}, "zh-CN", "H")).toBe("H");
    expect(localized(null, "en-US", "H")).toBe("H");
  });
});
