import { describe, expect, it } from "vitest";
import { columnNames } from "./quality-report";

describe("the columns a quality finding names", () => {
  const columns = [
    { key: "hard", label: { "zh-CN": "硬糖", "en-US": "hard" } },
    { key: "bar", label: { "zh-CN": "", "en-US": "Bar" } },
  ];
  it("quotes each name in the page's language, listed as that language lists", () => {
    expect(columnNames(["hard", "bar"], columns, "en-US")).toBe("“hard”, “Bar”");
    expect(columnNames(["hard"], columns, "zh-CN")).toBe("“硬糖”");
    // A column without a label is named by its key.
    expect(columnNames(["pluribus"], columns, "en-US")).toBe("“pluribus”");
  });
});
