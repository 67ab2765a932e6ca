import { describe, expect, it } from "vitest";
import type { AttributeColumn } from "~db/schema";
import { validateCell } from "./cell-value";

const column = (type: AttributeColumn["type"], extra: Partial<AttributeColumn> = {}): AttributeColumn => ({
  key: "k",
  label: { "en-US": "K" },
  type,
  ...extra,
});

describe("validateCell", () => {
  it("stores empty cells as null whatever the type", () => {
    for (const type of ["text", "number", "date", "geo", "set"] as const) {
      expect(validateCell(column(type), "  ")).toEqual({ ok: true, value: null });
    }
  });

  it("parses numbers from CSV text and JSON, refusing words", () => {
    expect(validateCell(column("number"), "1.5e3")).toEqual({ ok: true, value: 1500 });
    expect(validateCell(column("number"), -4)).toEqual({ ok: true, value: -4 });
    expect(validateCell(column("number"), "12kg")).toMatchObject({ ok: false, code: "notNumber" });
    expect(validateCell(column("number"), Number.NaN)).toMatchObject({ ok: false });
  });

  it("takes years and real calendar days only", () => {
    expect(validateCell(column("date"), "1869")).toEqual({ ok: true, value: "1869" });
    expect(validateCell(column("date"), "2024-02-29")).toEqual({ ok: true, value: "2024-02-29" });
    expect(validateCell(column("date"), 1066)).toEqual({ ok: true, value: "1066" });
    expect(validateCell(column("date"), "2023-02-29")).toMatchObject({ ok: false, code: "notDate" });
    expect(validateCell(column("date"), "March 3")).toMatchObject({ ok: false, code: "notDate" });
  });

  it("normalizes geo cells and refuses out-of-range coordinates", () => {
    expect(validateCell(column("geo"), " 48.85 , 2.35 ")).toEqual({ ok: true, value: "48.85,2.35" });
    expect(validateCell(column("geo"), [-33.9, 151.2])).toEqual({ ok: true, value: "-33.9,151.2" });
    expect(validateCell(column("geo"), "95,10")).toMatchObject({ ok: false, code: "notGeo" });
    expect(validateCell(column("geo"), "Paris")).toMatchObject({ ok: false, code: "notGeo" });
  });

  it("splits sets on semicolons and drops repeats", () => {
    expect(validateCell(column("set"), "red; blue;red; ")).toEqual({ ok: true, value: ["red", "blue"] });
    expect(validateCell(column("set"), ["a", "b"])).toEqual({ ok: true, value: ["a", "b"] });
    expect(validateCell(column("set"), [{ a: 1 }])).toMatchObject({ ok: false, code: "notSet" });
  });

  it("accepts only listed ordinal values", () => {
    const size = column("ordinal", { order: ["S", "M", "L"] });
    expect(validateCell(size, "M")).toEqual({ ok: true, value: "M" });
    expect(validateCell(size, "XL")).toMatchObject({ ok: false, code: "notInOrder" });
  });

  it("limits text length", () => {
    expect(validateCell(column("text"), "x".repeat(501))).toMatchObject({ ok: false, code: "tooLong" });
    expect(validateCell(column("hint"), 42)).toEqual({ ok: true, value: "42" });
  });
});
