import { describe, expect, it } from "vitest";
import { inferColumn, normalizeCell } from "./csv-table";
import { readDegrees, readWrittenDate, withoutConversion } from "./written-values";

describe("dates as encyclopedias write them", () => {
  it.each([
    ["May 29, 1953", "1953-05-29"],
    ["Sept. 3, 1950", "1950-09-03"],
    ["29 May 1953", "1953-05-29"],
    ["3rd October, 1954", "1954-10-03"],
    ["1953年5月29日", "1953-05-29"],
    ["1953年5月", "1953-05-01"],
    ["1953/5/29", "1953-05-29"],
  ])("%s is %s", (written, iso) => {
    expect(readWrittenDate(written)).toBe(iso);
  });

  it("refuses days that do not exist and text that is not a date", () => {
    expect(readWrittenDate("February 30, 1953")).toBeNull();
    expect(readWrittenDate("May the fourth")).toBeNull();
    expect(readWrittenDate("1953年13月1日")).toBeNull();
  });

  it("makes a column of them a date column, stored as ISO", () => {
    const values = ["May 29, 1953", "July 31, 1954", "May 25, 1955", "October 19, 1954"];
    const inference = inferColumn("First ascent", values);
    expect(inference.type).toBe("date");
    expect(normalizeCell(inference, values[1])).toBe("1954-07-31");
  });
});

describe("places in degrees, minutes and seconds", () => {
  it("reads a Wikipedia coordinate, south and west negative", () => {
    expect(readDegrees("27°59′17″N 86°55′31″E")).toBe("27.98806,86.92528");
    expect(readDegrees("33°51′35″S 151°12′40″E")).toBe("-33.85972,151.21111");
    expect(readDegrees("40.7128°N, 74.0060°W")).toBe("40.7128,-74.006");
    expect(readDegrees(`51°30'26"N 0°7'39"W`)).toBe("51.50722,-0.1275");
  });

  it("refuses two latitudes, and out-of-range degrees", () => {
    expect(readDegrees("27°N 28°N")).toBeNull();
    expect(readDegrees("95°N 10°E")).toBeNull();
  });

  it("makes a column of them a location", () => {
    const values = ["27°59′17″N 86°55′31″E", "35°52′53″N 76°30′48″E", "27°42′12″N 88°08′51″E"];
    const inference = inferColumn("Coordinates", values);
    expect(inference.type).toBe("geo");
    expect(normalizeCell(inference, values[0])).toBe("27.98806,86.92528");
  });
});

describe("numbers with a conversion in brackets", () => {
  it("reads the first measure and its unit", () => {
    expect(withoutConversion("8,848.86 m (29,031.7 ft)")).toBe("8,848.86 m");
    expect(withoutConversion("1,234 km² (476 sq mi)")).toBe("1,234 km²");
    expect(withoutConversion("12 (est.)")).toBe("12 (est.)");
    const values = ["8,848.86 m (29,031.7 ft)", "8,611 m (28,251 ft)", "8,586 m (28,169 ft)"];
    const inference = inferColumn("Height", values);
    expect(inference).toMatchObject({ type: "number", unit: "m" });
    expect(normalizeCell(inference, values[1])).toBe(8611);
  });
});
