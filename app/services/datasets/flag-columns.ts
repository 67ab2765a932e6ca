import type { CsvTable } from "./csv-table";

/** The path of the one list that many yes/no columns become. */
export const FLAGS_PATH = "flags";

/** From this many yes/no columns on, each one alone is a poor clue and a wide row: they become one list. */
export const FLAG_COLUMNS = 5;

/** Pairs of words a yes/no column is written in, yes first (compared folded to lower case). */
const YES_NO: [string, string][] = [
  ["1", "0"],
  ["true", "false"],
  ["yes", "no"],
  ["y", "n"],
  ["t", "f"],
  ["是", "否"],
  ["有", "无"],
];

/** The yes word of a column whose every filled cell is one pair's yes or no, else null. */
export function yesWordOf(values: string[]): string | null {
  const seen = new Set<string>();
  for (const raw of values) {
    const value = raw.trim().toLowerCase();
    if (value !== "") seen.add(value);
    if (seen.size > 2) return null;
  }
  if (seen.size === 0) return null;
  const pair = YES_NO.find(([yes, no]) => [...seen].every((value) => value === yes || value === no));
  return pair ? pair[0] : null;
}

/**
 * A table with many yes/no columns (a painting's 60 features as 0/1) with those columns joined
 * into one list column, `flags`, holding the headers of the columns that say yes in each row
 * (compared by shared items). Null when the table has fewer than FLAG_COLUMNS of them.
 */
export function withFlagsJoined(table: CsvTable): { table: CsvTable; joined: string[] } | null {
  const yes = table.headers.map((_, index) => yesWordOf(table.rows.map((row) => row[index] ?? "")));
  const flags = yes.flatMap((word, index) => (word === null ? [] : [index]));
  if (flags.length < FLAG_COLUMNS || table.headers.includes(FLAGS_PATH)) return null;
  const kept = table.headers.map((_, index) => index).filter((index) => yes[index] === null);
  const rows = table.rows.map((row) => [
    ...kept.map((index) => row[index] ?? ""),
    flags
      .filter((index) => (row[index] ?? "").trim().toLowerCase() === yes[index])
      .map((index) => table.headers[index])
      .join("; "),
  ]);
  return {
    table: {
      ...table,
      headers: [...kept.map((index) => table.headers[index]), FLAGS_PATH],
      rows,
      listColumns: [...(table.listColumns ?? []), FLAGS_PATH],
      flagColumns: flags.map((index) => table.headers[index]),
    },
    joined: flags.map((index) => table.headers[index]),
  };
}
