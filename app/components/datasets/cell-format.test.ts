import { describe, expect, it } from "vitest";
import type { AttributeColumn } from "~db/schema";
import { columnLabel, formatCell, formatDateCell } from "./cell-format";

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

describe("formatDateCell", () => {
  it("writes any year as the locale does, without thousands separators", () => {
    expect(formatDateCell("865", "en-US")).toBe("865");
    expect(formatDateCell("1869", "en-US")).toBe("1869");
    expect(formatDateCell("-250", "en-US")).toBe("250 BCE");
    expect(formatDateCell("-250", "zh-CN")).toBe("公元前250年");
    expect(formatDateCell("2024-05-01", "en-US")).toBe("May 1, 2024");
    expect(formatDateCell("2024-05-01", "zh-CN")).toBe("2024年5月1日");
    expect(formatDateCell("-0044-03-15", "en-US")).toBe("March 15, 44 BCE");
    expect(formatDateCell("0865-01-02", "zh-CN")).toBe("865年1月2日");
  });

  it("formats date columns in the entries table", () => {
    const founded: AttributeColumn = { key: "f", label: {}, type: "date" };
    expect(formatCell(founded, "12000", "en-US")).toBe("12000");
  });
});
