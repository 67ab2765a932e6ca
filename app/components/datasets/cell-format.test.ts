import { describe, expect, it } from "vitest";
import type { AttributeColumn } from "~db/schema";
import { columnLabel, formatCell } from "./cell-format";

const phase: AttributeColumn = {
  key: "phase",
  label: { "zh-CN": "状态", "en-US": "Phase" },
  type: "set",
  valueLabels: { gas: { "zh-CN": "气体", "en-US": "Gas" } },
};

describe("formatCell", () => {
  it("shows value labels in the page language", () => {
    expect(formatCell(phase, ["gas", "other"], "zh-CN")).toBe("气体, other");
    expect(formatCell(phase, ["gas"], "en-US")).toBe("Gas");
  });

  it("adds units to numbers and a dash to empty cells", () => {
    const mass: AttributeColumn = { key: "m", label: { "en-US": "Mass" }, type: "number", unit: "u" };
    expect(formatCell(mass, 1.008, "en-US")).toBe("1.008 u");
    expect(formatCell(mass, null, "en-US")).toBe("—");
    expect(columnLabel(mass, "zh-CN")).toBe("Mass");
  });
});
