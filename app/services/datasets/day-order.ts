import { type DayOrder, NUMERIC_DATE } from "./written-values";

/**
 * Dates written in numbers say their order only in their values: 29/11/1899 can only be day
 * first, 11/29/1899 month first. design §2 (values as written): the order is read from the
 * column's cells where one part is over 12; where none is, from the file's locale (a `;` file or
 * decimal commas write day first, as Europe does), and the card says which, so the author can switch.
 */
export type DayOrderGuess = {
  order: DayOrder;
  /** "cells": a part over 12 told; "locale": nothing in the cells told, the file's locale did. */
  by: "cells" | "locale";
  /** A cell that told the order (or the first date in numbers, by locale). */
  example: string;
  /** How many cells are dates in numbers. */
  cells: number;
};

export function dayOrderOf(filled: readonly string[], european: boolean): DayOrderGuess | null {
  let cells = 0;
  let first: string | null = null;
  const told: Record<DayOrder, { count: number; example: string | null }> = {
    dmy: { count: 0, example: null },
    mdy: { count: 0, example: null },
  };
  for (const value of filled) {
    const match = NUMERIC_DATE.exec(value);
    if (!match) continue;
    cells += 1;
    first ??= value;
    const order: DayOrder | null = Number(match[1]) > 12 ? "dmy" : Number(match[2]) > 12 ? "mdy" : null;
    if (order) {
      told[order].count += 1;
      told[order].example ??= value;
    }
  }
  if (cells === 0 || first === null) return null;
  if (told.dmy.count > 0 || told.mdy.count > 0) {
    const order: DayOrder = told.dmy.count >= told.mdy.count ? "dmy" : "mdy";
    return { order, by: "cells", example: told[order].example ?? first, cells };
  }
  return { order: european ? "dmy" : "mdy", by: "locale", example: first, cells };
}
