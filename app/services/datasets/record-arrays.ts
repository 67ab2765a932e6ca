import { recordsIn, unwrapValue } from "./table-reader";

/**
 * The arrays of records a JSON file holds, anywhere in it, by path: `poems`, `volumes[].poems`
 * (the poems of every volume), `[]` for the file itself when it is an array. The author picks the
 * one whose records are the entries; the importer proposes one, with its reason.
 */
export type RecordArray = { path: string; count: number };

/** Why the importer proposed the array it read: the only one, groups that each hold the entries, or the largest. */
export type RecordsReason = "only" | "groups" | "largest";

export type RecordsChoice = {
  path: string;
  reason: RecordsReason;
  count: number;
  candidates: RecordArray[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

const recordArray = (value: unknown): Record<string, unknown>[] | null =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord)
    ? (value as Record<string, unknown>[])
    : null;

/** Nesting past this depth is not searched for arrays. */
const MAX_DEPTH = 4;
/** A record with at most this many plain fields beside a list of records is a group of them (a volume of poems). */
const GROUP_FIELDS = 3;

/** Every array of records in the file, with how many records it holds in all. */
export function recordArrays(raw: unknown): RecordArray[] {
  const counts = new Map<string, number>();
  const walk = (value: unknown, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    const records = recordArray(value);
    if (records) {
      const at = `${path}[]`;
      counts.set(at, (counts.get(at) ?? 0) + records.length);
      for (const record of records) {
        for (const [key, inner] of Object.entries(record)) walk(inner, `${at}.${key}`, depth + 1);
      }
      return;
    }
    if (!isRecord(value)) return;
    for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key, depth + 1);
  };
  walk(raw, "", 0);
  return [...counts].map(([path, count]) => ({ path, count }));
}

/** The records at a path, each with the plain fields of the records it sits in (a poem keeps its volume's title). */
export function recordsAt(raw: unknown, path: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const visit = (value: unknown, rest: string, inherited: Record<string, unknown>) => {
    const each = rest.indexOf("[]");
    if (each === -1) return;
    const head = rest.slice(0, each).replace(/^\./, "");
    const tail = rest.slice(each + 2);
    let target: unknown = value;
    for (const key of head ? head.split(".") : []) target = isRecord(target) ? target[key] : undefined;
    const records = recordArray(target);
    if (!records) return;
    for (const record of records) {
      if (tail === "") {
        const own = { ...record };
        for (const [key, inner] of Object.entries(inherited)) if (!(key in own)) own[key] = inner;
        out.push(own);
        continue;
      }
      const plain = Object.fromEntries(
        Object.entries(record).filter(([, inner]) => inner === null || typeof inner !== "object"),
      );
      visit(record, tail, { ...inherited, ...plain });
    }
  };
  visit(raw, path, {});
  return out;
}

/**
 * The array proposed as the entries, or the author's (`chosen`, a path from `recordArrays`):
 * - the only array of records (or the file's own array, or the one an object wraps);
 * - else, where each record of that array is a thin group (at most three plain fields) holding
 *   its own array of records, those inner records ("volumes[].poems");
 * - else the largest array.
 * Null when the file holds no array of records (an object of records keyed by name is read by `recordsIn`).
 */
export function chooseRecords(
  raw: unknown,
  chosen?: string | null,
): { records: Record<string, unknown>[]; choice: RecordsChoice | null } | null {
  const candidates = recordArrays(raw);
  const pick = (path: string, reason: RecordsReason) => {
    const records = recordsAt(raw, path);
    return { records, choice: { path, reason, count: records.length, candidates } };
  };
  if (chosen && candidates.some((candidate) => candidate.path === chosen)) return pick(chosen, "only");
  const plain = recordsIn(raw);
  const top = topPath(raw);
  // One array, or records keyed by their names: nothing to choose between. One array deeper in
  // the file (an API's `{"MRData":{"DriverTable":{"Drivers":[…]}}}`) is read where it is.
  if (candidates.length === 1 && !plain) return pick(candidates[0].path, "only");
  if (candidates.length <= 1 || (plain && top === null))
    return plain ? { records: plain, choice: null } : null;
  // An array inside another array's records is a field of those records (a game's mechanics in
  // `items.item[].links.boardgamemechanic[]`), however many it holds in all: the largest is
  // proposed among the outermost arrays.
  const outermost = candidates.filter((candidate) => candidate.path.split("[]").length === 2);
  const start =
    top ?? [...(outermost.length > 0 ? outermost : candidates)].sort((a, b) => b.count - a.count)[0].path;
  const inner = groupedRecords(raw, start, candidates);
  if (inner) return pick(inner, "groups");
  return pick(start, top ? "only" : "largest");
}

/** The array `recordsIn` reads: the file's own (`[]`), or the one array of records an object wraps. */
function topPath(raw: unknown): string | null {
  if (recordArray(raw)) return "[]";
  if (!isRecord(raw)) return null;
  const keys = Object.keys(raw).filter((key) => recordArray(raw[key]) !== null);
  return keys.length === 1 ? `${keys[0]}[]` : null;
}

/** The path of the records every (nine in ten) thin record at `path` holds in one field, if any. */
function groupedRecords(raw: unknown, path: string, candidates: RecordArray[]): string | null {
  const outer = recordsAt(raw, path);
  const thin = outer.filter(
    (record) =>
      // A wrapped value (`{"value": "1995"}`) is a plain field too: a game is not a group of its names.
      Object.values(record).filter((value) => {
        const plain = unwrapValue(value);
        return plain === null || typeof plain !== "object";
      }).length <= GROUP_FIELDS,
  );
  if (thin.length < outer.length * 0.9) return null;
  const inner = candidates
    .filter(
      (candidate) =>
        candidate.path.startsWith(`${path}.`) &&
        candidate.path.split("[]").length === path.split("[]").length + 1,
    )
    .sort((a, b) => b.count - a.count)[0];
  if (!inner || inner.count <= outer.length) return null;
  const key = inner.path.slice(path.length + 1, -2);
  const holding = outer.filter((record) => recordArray(record[key]) !== null).length;
  return holding >= outer.length * 0.9 ? inner.path : null;
}
