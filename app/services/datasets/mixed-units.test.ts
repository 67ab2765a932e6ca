import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { inferColumn } from "./csv-table";
import { convertUnit } from "./unit-conversion";
import { planFromCsv } from "./upload-source";
import { checkUploadPlan } from "./versions.server";

/** Rivers as a page of several sources lists them: most in km, some in miles. */
const RIVERS = [
  "name,length,basin",
  'Nile,"6,650 km",Africa',
  'Amazon,"6,400 km",South America',
  'Yangtze,"6,300 km",Asia',
  'Mississippi,"2,340 mi",North America',
  'Yenisei,"5,539 km",Asia',
  'Yellow River,"5,464 km",Asia',
  'Ob,"3,364 mi",Asia',
  'Parana,"4,880 km",South America',
  'Congo,"4,700 km",Africa',
  'Amur,"4,444 km",Asia',
  'Lena,"4,400 km",Asia',
  'Mekong,"2,703 mi",Asia',
].join("\n");

const ANIMALS = [
  "name,weight,class",
  "Elephant,5000 kg,Mammal",
  "Mouse,20 g,Mammal",
  "Eagle,6 kg,Bird",
  "Sparrow,30 g,Bird",
  "Horse,500 kg,Mammal",
  "Cat,4 kg,Mammal",
  "Dog,30 kg,Mammal",
  "Frog,25 g,Amphibian",
  "Python,90 kg,Reptile",
  "Owl,2 kg,Bird",
].join("\n");

const valuesOf = (text: string, column: string, choices = {}) => {
  const check = checkUploadPlan(planFromCsv(text, "", {}, choices));
  return {
    check,
    values: Object.fromEntries(check.entries.map((entry) => [entry.name, entry.attributes[column]])),
  };
};

describe("a number column written in several units", () => {
  it("converts miles to the column's kilometres, every river kept and compared", () => {
    const { check, values } = valuesOf(RIVERS, "length");
    expect(check.errors).toEqual([]);
    expect(check.columns.find((column) => column.key === "length")?.unit).toBe("km");
    expect(values.Nile).toBe(6650);
    expect(values.Mississippi).toBe(3765.86);
    expect(values.Mekong).toBe(4350.06);
  });

  it("converts grams to kilograms", () => {
    const { values } = valuesOf(ANIMALS, "weight");
    expect(values.Mouse).toBe(0.02);
    expect(values.Elephant).toBe(5000);
  });

  it("says the guess on the column's card: the units found and how many were converted", () => {
    const { outcome } = planFromCsv(RIVERS, "");
    expect(outcome.reasons.length).toMatchObject({
      code: "allFit",
      mixedUnits: {
        found: [
          { unit: "km", cells: 9 },
          { unit: "mi", cells: 3 },
        ],
        into: "km",
        converted: 3,
        unconverted: 0,
      },
    });
  });

  it("reads the column in the unit the author picks among those found", () => {
    const plan = uploadPlanSchema.parse({
      columns: { length: { role: "attribute", type: "number", unit: "mi", label: {}, short_label: {} } },
    });
    const { values } = valuesOf(RIVERS, "length", { plan });
    expect(values.Mississippi).toBe(2340);
    expect(values.Nile).toBe(4132.12);
  });

  it("names the units that do not convert, with their cells, and proposes those cells empty", () => {
    const prices = [
      "name,price",
      ...["3 €", "4 €", "2 €", "5 €", "3 €", "1 €", "2 $", "6 $", "1 €", "2 €"].map(
        (price, i) => `Fruit ${i},${price}`,
      ),
    ].join("\n");
    const inference = inferColumn(
      "price",
      prices
        .split("\n")
        .slice(1)
        .map((line) => line.split(",")[1]),
    );
    expect(inference).toMatchObject({ type: "number", unit: "€", fit: 8, total: 10 });
    expect(inference.mixedUnits).toEqual({
      found: [
        { unit: "€", cells: 8 },
        { unit: "$", cells: 2 },
      ],
      into: "€",
      converted: 0,
      unconverted: 2,
    });
    expect(inference.why).toContain("units found: € (8), $ (2)");
    const { check } = valuesOf(prices, "price");
    expect(check.errors).toEqual([]);
    expect(planFromCsv(prices, "").outcome.fit.emptyCells).toEqual({ columns: ["price"], cells: 2 });
  });

  it("converts only within one dimension", () => {
    expect(convertUnit(1, "km", "m")).toBe(1000);
    expect(convertUnit(1, "km", "kg")).toBeNull();
    expect(convertUnit(1, "€", "$")).toBeNull();
  });
});
