import type { AttributeType } from "~db/schema";
import { isPlaceholder, type ListSeparator, splitList } from "./loose-cells";

/**
 * Columns merged into one list: `type_1`/`type_2`, `Type 1`/`Type 2`, `类型1`/`类型2` are one list
 * of types split over columns. The import offers the groups whose headers share a stem; the author
 * can merge any text columns by hand. A merged cell keeps each column's items in column order,
 * without empty cells and without repeats.
 */

/** Columns whose cells can be items of a list: texts, lists and ordered values (not numbers, places, hints). */
export const MERGEABLE: readonly AttributeType[] = ["text", "set", "ordinal"];

type Candidate = { key: string; header: string; type: AttributeType; leaveOut?: boolean };

/** A header's stem and number: "type_1" → type, 1; "Type 2" → Type, 2; "类型1" → 类型, 1; else null. */
export function headerStem(header: string): { stem: string; number: number } | null {
  const match = /^(.*\D)(\d{1,2})$/u.exec(header.trim());
  if (!match) return null;
  const stem = match[1].replace(/[\s_\-.#]+$/u, "");
  if (stem === "" || /^\d/.test(stem)) return null;
  return { stem, number: Number(match[2]) };
}

/** A group of columns offered as one list: their shared stem (the merged column's label) and keys in order. */
export type MergeOffer = { stem: string; keys: string[] };

/** Columns that share a stem and hold texts or lists, two or more to a group, in table order. */
export function mergeOffers(columns: Candidate[]): MergeOffer[] {
  const groups = new Map<string, { stem: string; keys: string[]; numbers: Set<number> }>();
  for (const column of columns) {
    if (column.leaveOut || !MERGEABLE.includes(column.type)) continue;
    const read = headerStem(column.header);
    if (!read) continue;
    const folded = read.stem.toLowerCase().replace(/[\s_\-.]+/g, "");
    const group = groups.get(folded) ?? { stem: read.stem, keys: [], numbers: new Set<number>() };
    if (group.numbers.has(read.number)) continue;
    group.numbers.add(read.number);
    group.keys.push(column.key);
    groups.set(folded, group);
  }
  return [...groups.values()]
    .filter((group) => group.keys.length >= 2)
    .map(({ stem, keys }) => ({ stem: stem.slice(0, 100), keys }));
}

/**
 * The groups the author chose (each `mergeWith` links a column to others; links chain, so any
 * choices give whole groups), in table order; each group's first column is where the list goes.
 * Keys that are not mergeable columns are ignored.
 */
export function mergeGroups(
  columns: Candidate[],
  choices: Record<string, { mergeWith?: string[] } | undefined>,
): string[][] {
  const order = new Map<string, number>();
  columns.forEach((column, index) => {
    if (MERGEABLE.includes(column.type)) order.set(column.key, index);
  });
  const parent = new Map<string, string>();
  const root = (key: string): string => {
    let at = key;
    while (parent.has(at) && parent.get(at) !== at) at = parent.get(at) as string;
    return at;
  };
  for (const [key, choice] of Object.entries(choices)) {
    if (!order.has(key)) continue;
    for (const other of choice?.mergeWith ?? []) {
      if (other === key || !order.has(other)) continue;
      const [a, b] = [root(key), root(other)];
      if (a === b) continue;
      const [first, second] = (order.get(a) ?? 0) < (order.get(b) ?? 0) ? [a, b] : [b, a];
      parent.set(first, first);
      parent.set(second, first);
    }
  }
  const groups = new Map<string, string[]>();
  for (const [key] of [...order].sort((a, b) => a[1] - b[1])) {
    if (!parent.has(key)) continue;
    const top = root(key);
    groups.set(top, [...(groups.get(top) ?? []), key]);
  }
  return [...groups.values()].filter((group) => group.length >= 2);
}

/** The merged list of one row: each column's items (a list column split on its separator), no empties, no repeats. */
export function mergedCell(cells: { raw: string; separator?: ListSeparator }[]): string[] {
  const items: string[] = [];
  for (const { raw, separator } of cells) {
    const value = raw.trim();
    if (value === "" || isPlaceholder(value)) continue;
    for (const item of separator ? splitList(value, separator) : [value]) {
      if (!isPlaceholder(item) && !items.includes(item)) items.push(item);
    }
  }
  return items;
}

/** The merged column's label: the first column's header without its number (type_1 → type), else that header. */
export function mergedLabel(headers: string[]): string {
  return (headerStem(headers[0])?.stem ?? headers[0]).slice(0, 100);
}
