import { describe, expect, it } from "vitest";
import { repeatedColumns } from "./same-columns";

describe("repeatedColumns", () => {
  it("finds one measure in two units, and a one-to-one pair of texts", () => {
    const rows = Array.from({ length: 20 }, (_, i) => [
      String(i + 1),
      String((i + 1) * 3.28084),
      ["a", "b", "c", "d"][i % 4],
      ["w", "x", "y", "z"][i % 4],
    ]);
    expect(repeatedColumns(rows, [0, 1, 2, 3])).toEqual(
      new Map([
        [1, 0],
        [3, 2],
      ]),
    );
  });

  it("finds a code beside a country though the source spells one country two ways", () => {
    // world-universities.json's shape: 200 countries and codes; VN is "Viet Nam" in one row.
    const rows = Array.from({ length: 600 }, (_, i) => {
      const country = i % 200;
      const name = country === 0 ? "Vietnam" : `Country ${country}`;
      return [`University ${i}`, i === 200 ? "Viet Nam" : name, country === 0 ? "VN" : `C${country}`];
    });
    expect(repeatedColumns(rows, [1, 2])).toEqual(new Map([[2, 1]]));
  });

  it("keeps two columns whose values pair up only mostly", () => {
    // A continent beside a climate: 10 of 200 rows break the pairing, more than a stray spelling.
    const rows = Array.from({ length: 200 }, (_, i) => [
      ["Asia", "Europe", "Africa"][i % 3],
      i % 20 === 0 ? "polar" : ["monsoon", "temperate", "arid"][i % 3],
    ]);
    expect(repeatedColumns(rows, [0, 1]).size).toBe(0);
  });

  it("reads each cell a few times, not once per pair of columns", () => {
    // Texts whose distinct counts differ by column, so no pair is a candidate one-to-one pair.
    const columns = 40;
    const rows = 500;
    let reads = 0;
    const table = Array.from({ length: rows }, (_, row) => {
      const cells = Array.from({ length: columns }, (_, column) => `t${row % (column + 3)}`);
      return new Proxy(cells, {
        get(target, property, receiver) {
          if (typeof property === "string" && /^\d+$/.test(property)) reads += 1;
          return Reflect.get(target, property, receiver);
        },
      });
    });
    const all = Array.from({ length: columns }, (_, i) => i);
    expect(repeatedColumns(table, all).size).toBe(0);
    // Reading the numbers of both columns for each of the 780 pairs read every cell forty times.
    expect(reads).toBeLessThanOrEqual(4 * rows * columns);
  });
});
