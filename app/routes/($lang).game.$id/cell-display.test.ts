import { describe, expect, it } from "vitest";
import type { FeedbackCellView } from "~/services/game/game-types";
import {
  compactCell,
  formatCellValue,
  proposeShortLabel,
  shortLabel,
  tallHeads,
  verticalHeads,
} from "./cell-display";
import type { ColumnView } from "./page-data.server";

const column = (over: Partial<ColumnView>): ColumnView => ({
  key: "value",
  label: "Value",
  type: "number",
  unit: null,
  valueLabels: {},
  showInTable: true,
  ...over,
});

describe("a feedback cell's value", () => {
  const en = "en-US";
  const zh = "zh-CN";
  it("writes years without a thousands separator (date columns, and number columns named like a year)", () => {
    expect(formatCellValue(column({ type: "date", key: "discovered" }), 1237, en)).toBe("1237");
    expect(formatCellValue(column({ key: "founded_year" }), 1886, en)).toBe("1886");
    expect(formatCellValue(column({ key: "built", label: "建成年份" }), 1420, zh)).toBe("1420");
    expect(formatCellValue(column({ type: "date" }), "1774", en)).toBe("1774");
  });
  it("writes dates as the page's language does, BCE included (formatDateCell)", () => {
    expect(formatCellValue(column({ type: "date" }), "-250", en)).toBe("250 BCE");
    expect(formatCellValue(column({ type: "date" }), "-250", zh)).toBe("公元前250年");
    expect(formatCellValue(column({ type: "date" }), "2024-05-01", en)).toBe("May 1, 2024");
    expect(formatCellValue(column({ type: "date" }), "1774", zh)).toBe("1774年");
  });
  it("keeps the separator for other numbers, with the unit", () => {
    expect(formatCellValue(column({ key: "area", unit: "km²" }), 9_596_961, en)).toBe("9,596,961\u00a0km²");
    expect(formatCellValue(column({ key: "population" }), 1237, en)).toBe("1,237");
  });
  it("shows value labels in the page's language and joins sets", () => {
    const category = column({ type: "set", valueLabels: { "noble-gas": "Noble gas", metal: "Metal" } });
    expect(formatCellValue(category, ["noble-gas", "metal"], en)).toBe("Noble gas, Metal");
    expect(formatCellValue(column({ type: "text" }), null, en)).toBe("");
  });
});

describe("a feedback cell's value on a phone (compact)", () => {
  const km = (distance: string) => `${distance} km`;
  const cell = (value: FeedbackCellView["value"], extra: Partial<FeedbackCellView> = {}) =>
    ({ key: "value", status: "wrong", value, ...extra }) as FeedbackCellView;
  it("shortens large numbers, drops the unit, keeps years whole", () => {
    expect(compactCell(column({ unit: "km²" }), cell(9_596_961), "en-US", km)).toBe("9.6M");
    expect(compactCell(column({ unit: "km²" }), cell(9_596_961), "zh-CN", km)).toBe("960万");
    expect(compactCell(column({ unit: "u" }), cell(12.011), "en-US", km)).toBe("12.011");
    expect(compactCell(column({ type: "date", key: "discovered" }), cell(1869), "en-US", km)).toBe("1869");
    // A number column named like a year reads as one on a phone too, as the wide cell writes it.
    expect(compactCell(column({ key: "year", label: "列入年份" }), cell(1989), "en-US", km)).toBe("1989");
    expect(compactCell(column({ key: "inscribed", label: "Year inscribed" }), cell(1987), "en-US", km)).toBe(
      "1987",
    );
  });
  it("gives a list's first item and how many more, and a geo guess's distance as the wide cell writes it", () => {
    expect(compactCell(column({ type: "set" }), cell(["English", "French", "Dutch"]), "en-US", km)).toBe(
      "English +2",
    );
    expect(compactCell(column({ type: "geo" }), cell("1,2", { distanceKm: 12_345 }), "en-US", km)).toBe(
      "12,345 km",
    );
    expect(compactCell(column({ type: "geo" }), cell("1,2", { distanceKm: 1_200 }), "en-US", km)).toBe(
      formatCellValue(column({ type: "number" }), 1_200, "en-US").concat(" km"),
    );
  });
  it("lets a distance's unit take the second line whole (the locale's no-break space would split km)", () => {
    const unbroken = (distance: string) => `${distance}\u00a0km`;
    expect(compactCell(column({ type: "geo" }), cell("1,2", { distanceKm: 9_140 }), "zh-CN", unbroken)).toBe(
      "9,140 km",
    );
  });
});

describe("a column's name in a phone's header", () => {
  const labels = [
    "Continent",
    "Population",
    "Capital location",
    "Official languages",
    "Atomic number",
    "Year of independence",
    "Gross domestic product per capita in US dollars",
    "Area (km²)",
    "Electronegativity",
  ];
  it("keeps whole words only: a short name as is, a long one its first significant words", () => {
    expect(proposeShortLabel("Continent")).toBe("Continent");
    expect(proposeShortLabel("Population")).toBe("Population");
    expect(proposeShortLabel("Capital location")).toBe("Capital location");
    expect(proposeShortLabel("Atomic number")).toBe("Atomic number");
    expect(proposeShortLabel("Area (km²)")).toBe("Area");
    expect(proposeShortLabel("Gross domestic product per capita in US dollars")).toBe(
      "Gross domestic product",
    );
    expect(proposeShortLabel("Number of the moons orbiting it")).toBe("Number moons orbiting");
    for (const label of labels) {
      const words = new Set(label.split(/\s+/));
      for (const word of proposeShortLabel(label).split(" ")) expect(words).toContain(word);
    }
  });
  it("keeps Chinese names, and prefers the author's short label in the page's language", () => {
    expect(proposeShortLabel("常温常压状态")).toBe("常温常压状态");
    expect(proposeShortLabel("面积（平方公里）")).toBe("面积");
    expect(shortLabel({ label: "Population", shortLabel: "Pop." })).toBe("Pop.");
    expect(shortLabel({ label: "Population", shortLabel: " " })).toBe("Population");
    expect(shortLabel({ label: "Capital location", shortLabel: null })).toBe("Capital location");
  });
});

describe("column names standing on end on a phone", () => {
  const named = (...labels: string[]) => labels.map((label) => ({ label }));
  it("stand English names of five columns or more on end, where a long word would widen a column", () => {
    expect(tallHeads(named("Continent", "Area", "Population", "Capital location", "Landlocked"))).toBe(true);
    expect(tallHeads(named("Kind", "Orbits", "Mean radius", "Moons"))).toBe(false);
  });
  it("keep Chinese names upright (a few characters a word; standing on end they would read upside down)", () => {
    expect(tallHeads(named("大洲", "面积", "人口", "首都位置", "官方语言", "行车方向", "内陆国"))).toBe(
      false,
    );
    expect(
      tallHeads([
        ...named("Continent", "Area", "Population", "Landlocked"),
        { label: "Capital", shortLabel: "首都" },
      ]),
    ).toBe(false);
  });
});

describe("Chinese column names written top to bottom on a phone", () => {
  const named = (...labels: string[]) => labels.map((label) => ({ label }));
  it("writes Chinese names of five columns or more vertically, never English ones", () => {
    const elements = named("原子序数", "分类", "族", "周期", "区", "常温常压状态", "原子量", "发现年份");
    expect(verticalHeads(elements)).toBe(true);
    expect(verticalHeads(named("分类", "族", "周期", "区"))).toBe(false);
    expect(verticalHeads(named("Continent", "Area", "Population", "Capital location", "Landlocked"))).toBe(
      false,
    );
  });
});
