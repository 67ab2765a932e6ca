import type { AttributeColumn, CellValue, LocalizedText } from "~db/schema";
import { type EntryMarks, foldForMatch, marksOf, maskHint, namesEntry, namesOf } from "./hint-mask";

/**
 * Hints that never give the answer away. Each hint is checked per entry against the
 * entry's names and against its values in the columns that identify it (a value no other entry
 * has: a symbol, an atomic number). What matches is masked; a hint column that masking cannot make
 * safe (short texts, a different one per entry: another name, such as a full Latin name) reveals
 * last instead: after the author's `reveal_after`, by default at three quarters of the guesses the
 * human-like player is predicted to need.
 */
export type GuardEntry = {
  name: string;
  labels?: LocalizedText | null;
  aliases?: string[];
  attributes: Record<string, CellValue | undefined>;
};

export type HintGuard = {
  /** Columns whose values are unique per entry: each entry's value there identifies it. */
  identifying: string[];
  /** Name words many entries share ("University", "River"): no clue to any one of them. */
  common: Set<string>;
};

/** Identifying columns hold a value in at least this share of the entries, all different. */
const IDENTIFYING_FILLED = 0.9;
/** A name word in more entries' names than this share (and at least 3) identifies none of them. */
const COMMON_WORD_SHARE = 0.005;
/**
 * A hint column whose masked texts average at most this many characters and are mostly different
 * per entry is another name (a full name, a native name): it still narrows the answer to a few.
 */
const NAME_LIKE_CHARS = 60;
const NAME_LIKE_DISTINCT = 0.5;

const isMissing = (value: CellValue | undefined) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
const valueText = (value: CellValue | undefined) => (Array.isArray(value) ? value.join("; ") : String(value));

export function hintGuardOf(columns: AttributeColumn[], entries: GuardEntry[]): HintGuard {
  const n = entries.length;
  const identifying =
    n < 3
      ? []
      : columns
          .filter((column) => column.type !== "hint" && column.type !== "set")
          .filter((column) => {
            const seen = new Set<string>();
            for (const entry of entries) {
              const value = entry.attributes[column.key];
              if (isMissing(value)) continue;
              const text = valueText(value).trim().toLowerCase();
              if (seen.has(text)) return false;
              seen.add(text);
            }
            return seen.size >= n * IDENTIFYING_FILLED;
          })
          .map((column) => column.key);
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const words = new Set(
      foldForMatch(entry.name)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    );
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const limit = Math.max(2, n * COMMON_WORD_SHARE);
  const common = new Set([...counts].filter(([, count]) => count > limit).map(([word]) => word));
  return { identifying, common };
}

/** What identifies `entry` under `guard`. */
export function entryMarks(entry: GuardEntry, guard: HintGuard): EntryMarks {
  const names = namesOf({ name: entry.name, labels: entry.labels ?? null, aliases: entry.aliases ?? [] });
  const values = guard.identifying
    .map((key) => entry.attributes[key])
    .filter((value) => !isMissing(value))
    .map((value) => valueText(value).trim());
  return marksOf(names, values, guard.common);
}

/** A hint as a player sees it while playing: what identifies the entry masked. */
export function guardedHint(text: string, entry: GuardEntry, guard: HintGuard): string {
  return maskHint(text, entryMarks(entry, guard));
}

/** Whether the hint shows something that identifies its entry (before masking). */
export function hintIdentifies(text: string, entry: GuardEntry, guard: HintGuard): boolean {
  return namesEntry(text, entryMarks(entry, guard));
}

/**
 * Hint columns masking cannot make safe: their texts are short and, masked, still different for
 * most entries, so each still points at one or a few (a full name, a native name, a motto).
 */
export function unsafeHintColumns(
  columns: AttributeColumn[],
  entries: GuardEntry[],
  guard: HintGuard,
): string[] {
  if (entries.length < 3) return [];
  return columns
    .filter((column) => column.type === "hint")
    .filter((column) => {
      // Masking shortens a text by little more than its names: prose stays prose, and safe.
      let rawChars = 0;
      let rawFilled = 0;
      for (const entry of entries) {
        const raw = entry.attributes[column.key];
        if (isMissing(raw)) continue;
        rawChars += valueText(raw).length;
        rawFilled += 1;
      }
      if (rawFilled === 0 || rawChars / rawFilled > NAME_LIKE_CHARS * 2) return false;
      const seen = new Set<string>();
      let chars = 0;
      let filled = 0;
      for (const entry of entries) {
        const raw = entry.attributes[column.key];
        if (isMissing(raw)) continue;
        const shown = guardedHint(valueText(raw), entry, guard);
        filled += 1;
        chars += shown.length;
        seen.add(shown.trim().toLowerCase());
      }
      return filled >= 3 && seen.size >= filled * NAME_LIKE_DISTINCT && chars / filled <= NAME_LIKE_CHARS;
    })
    .map((column) => column.key);
}

/** The default reveal of a hint masking cannot make safe: three quarters of the predicted guesses. */
export function revealLastAfter(humanExpected: number): number {
  return Math.min(100, Math.max(1, Math.ceil(humanExpected * 0.75)));
}

/**
 * The default reveal of any other hint: half the predicted guesses, and never before the second
 * guess. A hint is a clue for a player who is stuck, not a first move: a prize's citation shown
 * after one guess names its laureate.
 */
export function revealHintAfter(humanExpected: number): number {
  return Math.min(100, Math.max(2, Math.ceil(humanExpected * 0.5)));
}

/**
 * The columns with a reveal set on every hint the author left without one (the author's
 * `reveal_after` always wins): half the predicted guesses, and the hints masking cannot make safe
 * last, at three quarters and after the others. Several hints open one guess apart, in column
 * order, so a game does not give every clue at once. `humanExpected` is asked only when some hint needs it.
 */
export function withSafeReveals(
  columns: AttributeColumn[],
  entries: GuardEntry[],
  humanExpected: () => number,
): AttributeColumn[] {
  const open = columns.filter((column) => column.type === "hint" && column.revealAfter === undefined);
  if (open.length === 0) return columns;
  const unsafe = new Set(unsafeHintColumns(open, entries, hintGuardOf(columns, entries)));
  const expected = humanExpected();
  const early = revealHintAfter(expected);
  const safe = open.filter((column) => !unsafe.has(column.key)).length;
  let nextEarly = early;
  let nextLast = Math.max(early + Math.max(1, safe), revealLastAfter(expected));
  return columns.map((column) => {
    if (column.type !== "hint" || column.revealAfter !== undefined) return column;
    const at = unsafe.has(column.key) ? nextLast++ : nextEarly++;
    return { ...column, revealAfter: Math.min(100, at) };
  });
}

export type HintSample = { column: string; entry: string; shown: string };

/**
 * Three entries per hint column with the hint exactly as a player sees it while playing (in
 * `text`'s language: value labels applied by the caller): entries whose hint needed masking first,
 * so the author sees the masking at work.
 */
export function hintSamples(
  columns: AttributeColumn[],
  entries: GuardEntry[],
  text: (column: AttributeColumn, raw: CellValue) => string,
  perColumn = 3,
): HintSample[] {
  const guard = hintGuardOf(columns, entries);
  return columns
    .filter((column) => column.type === "hint")
    .flatMap((column) => {
      const masked: HintSample[] = [];
      const plain: HintSample[] = [];
      for (const entry of entries) {
        if (masked.length >= perColumn) break;
        const raw = entry.attributes[column.key];
        if (isMissing(raw)) continue;
        const written = text(column, raw as CellValue);
        const shown = guardedHint(written, entry, guard);
        const sample = { column: column.key, entry: entry.name, shown };
        if (shown !== written) masked.push(sample);
        else if (plain.length < perColumn) plain.push(sample);
      }
      return [...masked, ...plain].slice(0, perColumn);
    });
}
