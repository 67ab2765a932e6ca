import { describe, expect, it } from "vitest";
import {
  listSeparatorOf,
  looksLikeImageUrl,
  numberStyleOf,
  readLooseNumber,
  readLooseYear,
  readYearRange,
} from "./loose-cells";

describe("cells as people write them", () => {
  it("reads numbers with thousands separators, decimal commas and units", () => {
    const dot = { decimalComma: false };
    const comma = { decimalComma: true };
    expect(readLooseNumber("1,234 km²", dot)).toEqual({ value: 1234, unit: "km²" });
    expect(readLooseNumber("1,234,567.5", dot)).toEqual({ value: 1234567.5, unit: "" });
    expect(readLooseNumber("13,5119498", comma)).toEqual({ value: 13.5119498, unit: "" });
    expect(readLooseNumber("1.234,5 €", comma)).toEqual({ value: 1234.5, unit: "€" });
    expect(readLooseNumber("$12", dot)).toEqual({ value: 12, unit: "$" });
    expect(readLooseNumber(".73199999", dot)).toEqual({ value: 0.73199999, unit: "" });
    expect(readLooseNumber("-.5 kg", dot)).toEqual({ value: -0.5, unit: "kg" });
    expect(readLooseNumber("..5", dot)).toBeNull();
    expect(readLooseNumber("13,51", dot)).toBeNull();
    expect(readLooseNumber("Hamburg", dot)).toBeNull();
  });

  it("tells decimal commas from thousands separators by the column's values", () => {
    expect(numberStyleOf(["10,0245", "8,7531"], false).decimalComma).toBe(true);
    expect(numberStyleOf(["1,234", "12,345,678"], false).decimalComma).toBe(false);
    expect(numberStyleOf(["1,234"], true).decimalComma).toBe(true);
    // A pair of numbers is not a decimal comma.
    expect(numberStyleOf(["48.8,2.3"], false).decimalComma).toBe(false);
  });

  it("reads years with an era", () => {
    expect(readLooseYear("公元前221")?.year).toBe(-221);
    expect(readLooseYear("公元前221年")?.year).toBe(-221);
    expect(readLooseYear("前221")?.year).toBe(-221);
    expect(readLooseYear("221 BC")?.year).toBe(-221);
    expect(readLooseYear("221 BCE")?.year).toBe(-221);
    expect(readLooseYear("AD 14")?.year).toBe(14);
    expect(readLooseYear("c. 1500")?.year).toBe(1500);
    expect(readLooseYear("约公元前2070年")?.year).toBe(-2070);
    expect(readLooseYear("1368")).toEqual({ year: 1368, era: false });
    expect(readLooseYear("Qin")).toBeNull();
  });

  it("reads year ranges, a leading minus being a BCE year", () => {
    expect(readYearRange("公元前2070-公元前1600")).toEqual({ start: -2070, end: -1600 });
    expect(readYearRange("公元前202-8")).toEqual({ start: -202, end: 8 });
    expect(readYearRange("1368 – 1644")).toEqual({ start: 1368, end: 1644 });
    expect(readYearRange("-250")).toBeNull();
    expect(readYearRange("2024-02-29")).toBeNull();
  });

  it("takes short repeating items as a list and never prose", () => {
    const capitals = [
      "洛阳",
      "长安、洛阳",
      "建康",
      "洛阳、长安",
      "开封",
      "建康",
      "开封",
      "长安",
      "洛阳",
      "北京、南京",
    ];
    expect(listSeparatorOf(capitals)).toBe("、");
    const prose = Array.from(
      { length: 12 },
      (_, i) => `Element ${i} is a soft metal; it reacts with water and burns with a bright flame in air.`,
    );
    expect(listSeparatorOf(prose)).toBeNull();
    expect(listSeparatorOf(["Grass|Poison", "Fire", "Water|Ice"])).toBe("|");
  });
});

describe("image links", () => {
  // The regex this check replaced, kept as the reference for what counts as an image link.
  const reference = /^https:\/\/\S+\.(png|jpe?g|gif|webp|svg)(\?\S*)?$/i;

  it("says what the reference pattern says, on links and near-links", () => {
    const samples = [
      "https://x.org/a.png",
      "HTTPS://x.org/a.JPEG?w=2",
      "https://x.org/a.png?x.gif",
      "https://x.org/a.png?x",
      "https://x.org/a.png.txt",
      "https://.png",
      "https://a.png",
      "http://x.org/a.png",
      "https://x.org/a b.png",
      "https://x.org/a.webp?",
      "https://x.org/a?b.svg",
      "https://x.org/a?b.svg?c",
      "https://x.org/apng",
      " https://x.org/a.gif ",
      "https://x.org/a.gif?q=1 2",
    ];
    for (const sample of samples)
      expect(looksLikeImageUrl(sample), sample).toBe(reference.test(sample.trim()));
  });

  // The reference pattern took a minute on 40,000 ".png?" before a space; this returns (no time asserted).
  it("reads a long run of '.png?' to the end", () => {
    expect(looksLikeImageUrl(`https://x${".png?".repeat(200_000)} x`)).toBe(false);
    expect(looksLikeImageUrl(`https://x${".png?".repeat(200_000)}`)).toBe(true);
  });
});
