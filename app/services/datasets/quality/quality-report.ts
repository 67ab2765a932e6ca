import { asNumber, type CellFeedback, compareCell, foldText, isCompared } from "~/services/game/feedback";
import { parseDateCell } from "~/services/game/feedback-date";
import { compareLatLon, type LatLon, parseLatLon } from "~/services/game/feedback-geo";
import { hintGuardOf, hintIdentifies, unsafeHintColumns } from "~/services/game/hint-guard";
import type { AttributeColumn, CellValue, LocalizedText } from "~db/schema";
import { expertPlayer } from "./expert-player";
import { HUMAN_COLUMNS, humanPlayer } from "./human-player";
import { seededDraws } from "./seeded-draws";

/**
 * A game quality report for one version: what a player can and cannot learn from the
 * feedback the game gives (the SAME `compareCell` rules, design §2), and how many guesses it takes.
 */
export type GuessStats = {
  /** Mean number of guesses to win, the answer drawn uniformly from the entries. */
  expected: number;
  /** The most guesses any answer needs. */
  worst: number;
  /** `exact`: every answer and every guess considered; `sampled`: a sample of guesses per step. */
  method: "exact" | "sampled";
};

export type Difficulty = "easy" | "medium" | "hard";

export type QualityReport = {
  entries: number;
  /** Groups of entries that every guess answers alike (first 20 groups, first 10 names each). */
  indistinguishable: string[][];
  /** How many entries sit in such groups. */
  indistinguishableEntries: number;
  /** Columns with one value for every entry: they tell the player nothing. */
  constantColumns: string[];
  /**
   * Columns unique per entry: a hint that names the answer, a text that only ever says "wrong", or
   * an ID-like numbering (distinct whole numbers) that higher/lower gives away.
   */
  uniqueColumns: { key: string; kind: "hint" | "text" | "idLike" }[];
  /**
   * Hint columns whose text shows its entry's name (any case, accent or inflection) or a value that
   * identifies it (a symbol, an atomic number) in some entries: masked in play.
   */
  namingHints?: { key: string; entries: number }[];
  /** Hint columns masking cannot make safe (another name per entry): revealed last. */
  unsafeHints?: string[];
  /** Columns a guess is compared on (every column but hints). */
  compared?: string[];
  /** Whether the table makes a good game, and why, in one sentence's figures . */
  verdict?: Verdict;
  /**
   * A newcomer: knows each entry's values only with a chance per column type, rules out only what
   * the values they know contradict, and guesses among what still seems possible (simulated games,
   * ADR 049). The high end of the difficulty's range.
   */
  human?: GuessStats;
  /**
   * Someone who knows the subject: knows every entry's values, uses all the feedback of the columns
   * followed and guesses at random among the entries still possible. The low end of the
   * difficulty's range; absent in reports stored before it came back.
   */
  expert?: GuessStats;
  /** An optimal player (exact search on small sets; an information-greedy estimate on large ones). */
  optimal: GuessStats;
  /** A simple greedy player: always guesses a still-possible entry that splits the rest most evenly. */
  greedy: GuessStats;
  /** From the figure between the expert's and the newcomer's (`difficultyFrom`). */
  difficulty: Difficulty;
};

/**
 * The report's one-sentence verdict: `good`, or the first reason it is not, with its figures.
 * `fewColumns`: under 3 compared columns (2 with a location); `twins`: over a tenth of the entries
 * no guess tells apart; `tooHard`: over 15 guesses expected even of someone who knows the subject;
 * `giveaway`: an ID-like numbering finds the answer by higher/lower; `tooEasy`: under 2.5 guesses
 * expected even of a newcomer; `thin`: otherwise fine, but under 5 columns tell entries apart (a
 * location counts twice), so a few guesses read the same few cells.
 */
export type Verdict = {
  kind: "good" | "fewColumns" | "twins" | "tooHard" | "giveaway" | "tooEasy" | "thin";
  /** The newcomer's expected guesses, rounded; for `tooHard`, the expert's (the bound is about them). */
  guesses: number;
  compared: string[];
  entries: number;
  twins: number;
  columns: string[];
  /**
   * `tooEasy`: the column that narrows the answer most has a different value for every entry, so
   * the advice is to leave it out (as a hint it would give the answer away), not to make it a hint.
   */
  leaveOut?: boolean;
  /**
   * `thin`: the columns the upload left out that could compare (a header or path), to add back;
   * empty when there are none and the table needs more columns. Set where the plan is known
   * (`withAddBack`); absent in reports stored before it.
   */
  addBack?: string[];
};

export type QualityEntry = {
  name: string;
  attributes: Record<string, CellValue>;
  labels?: LocalizedText | null;
  aliases?: string[];
};

/** Exact search for the optimal player up to this many entries (subsets of them are memoized). */
export const EXACT_OPTIMAL_MAX = 10;

const STATUS = ["exact", "partial", "near", "wrong", "unknown"] as const;
const DIRECTIONS = ["higher", "lower", "later", "earlier", "N", "NE", "E", "SE", "S", "SW", "W", "NW"];

/** One cell's feedback as an integer: what the player sees (status, arrow, distance). */
function cellCode(cell: CellFeedback): number {
  const status = STATUS.indexOf(cell.status);
  const direction = cell.direction ? DIRECTIONS.indexOf(cell.direction) + 1 : 0;
  return (status * 16 + direction) * 32_768 + (cell.distanceKm ?? 0);
}

const CODE = {
  unknown: cellCode({ key: "", status: "unknown" }),
  exact: cellCode({ key: "", status: "exact" }),
  wrong: cellCode({ key: "", status: "wrong" }),
};

/** Number and date columns: one scalar per distinct value, compared without re-parsing. */
type Scalars = { value: Float64Array; byDay: Uint8Array; up: number; down: number; tolerance: number };

function scalarsOf(column: AttributeColumn, values: (CellValue | undefined)[]): Scalars | null {
  if (column.type !== "number" && column.type !== "date") return null;
  const value = new Float64Array(values.length);
  const byDay = new Uint8Array(values.length);
  values.forEach((raw, i) => {
    if (isMissing(raw)) {
      value[i] = Number.NaN;
    } else if (column.type === "number") {
      value[i] = asNumber(raw as CellValue) ?? Number.NaN;
    } else {
      const parsed = parseDateCell(Array.isArray(raw) ? raw.join("; ") : String(raw));
      value[i] = parsed ? (parsed.dayNumber ?? parsed.year) : Number.NaN;
      byDay[i] = parsed?.dayNumber !== null && parsed ? 1 : 0;
    }
  });
  const [up, down] = column.type === "number" ? ["higher", "lower"] : ["later", "earlier"];
  return {
    value,
    byDay,
    up: DIRECTIONS.indexOf(up) + 1,
    down: DIRECTIONS.indexOf(down) + 1,
    tolerance: column.tolerance ?? 0,
  };
}

/** The code `compareCell` gives for a number or date pair (checked against it in the unit tests). */
function scalarCode(s: Scalars, gv: number, av: number, years: (i: number) => number): number {
  let g = s.value[gv];
  let a = s.value[av];
  if (Number.isNaN(g) || Number.isNaN(a)) return CODE.unknown;
  // A date compares by day only when both sides are days; else both by year.
  if (s.byDay[gv] !== s.byDay[av]) {
    g = years(gv);
    a = years(av);
  }
  if (g === a) return CODE.exact;
  const status = Math.abs(a - g) <= s.tolerance ? 2 : 3;
  return (status * 16 + (a > g ? s.up : s.down)) * 32_768;
}

const isMissing = (value: CellValue | undefined) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** A cell's identity under the game's rules: what makes two cells give every guess the same answer. */
function canonical(column: AttributeColumn, value: CellValue | undefined): string {
  if (isMissing(value) && column.type !== "set") return "\u0000";
  if (column.type === "set") {
    const items = Array.isArray(value) ? value : value ? String(value).split(";") : [];
    return [...new Set(items.map((item) => foldText(String(item))).filter(Boolean))].sort().join("\u0001");
  }
  if (column.type === "text" || column.type === "ordinal" || column.type === "hint") {
    return foldText(Array.isArray(value) ? value.join("; ") : String(value));
  }
  return String(value).trim();
}

/** `compareCell` of two set cells whose items are already folded (checked against it in the unit tests). */
function setFeedback(a: Set<string>, b: Set<string>): CellFeedback {
  if (a.size === 0 && b.size === 0) return { key: "", status: "exact" };
  if (a.size === 0 || b.size === 0) return { key: "", status: "wrong" };
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  if (shared === a.size && shared === b.size) return { key: "", status: "exact" };
  return { key: "", status: shared > 0 ? "partial" : "wrong" };
}

/**
 * The feedback of every guess against every answer, column by column, through `compareCell`,
 * computed once per distinct pair of values (most columns have few distinct values).
 */
export class FeedbackTable {
  /** Per column, each entry's distinct-value id (equal ids: equal under the game's rules). */
  readonly ids: Int32Array[];
  readonly values: (CellValue | undefined)[][];
  /** Per column, a D×D table of codes for columns with few distinct values (-1: not computed). */
  private readonly tables: (Float64Array | null)[];
  private readonly scalars: (Scalars | null)[];
  /** Geo columns: each distinct value read once as a point (many distinct places, no D×D table). */
  private readonly points: ((LatLon | null)[] | null)[];
  /** Set columns with many distinct values: each distinct list's items folded once (compareCell would fold them per pair). */
  private readonly sets: (Set<string>[] | null)[];
  private readonly years: ((i: number) => number)[];
  /** Cell comparisons made so far: the report stops refining past a budget (see `playTree`). */
  ops = 0;
  readonly columns: AttributeColumn[];
  /** Indexes of the columns a guess is judged on (hints are revealed, not compared). */
  readonly compared: number[];
  /** The first of them, the ones a person follows. */
  readonly humanCompared: number[];

  constructor(columns: AttributeColumn[], entries: QualityEntry[], { fast = true } = {}) {
    this.columns = columns;
    this.scalars = [];
    this.points = [];
    this.sets = [];
    this.years = [];
    this.compared = columns.flatMap((column, c) => (isCompared(column) ? [c] : []));
    this.humanCompared = this.compared.slice(0, HUMAN_COLUMNS);
    this.ids = [];
    this.values = [];
    this.tables = [];
    for (const column of columns) {
      const ids = new Int32Array(entries.length);
      const distinct = new Map<string, number>();
      const values: (CellValue | undefined)[] = [];
      entries.forEach((entry, index) => {
        const value = entry.attributes[column.key];
        const key = canonical(column, value);
        let id = distinct.get(key);
        if (id === undefined) {
          id = values.length;
          distinct.set(key, id);
          values.push(value);
        }
        ids[index] = id;
      });
      this.ids.push(ids);
      this.values.push(values);
      const d = values.length;
      const scalars = fast ? scalarsOf(column, values) : null;
      this.scalars.push(scalars);
      this.years.push((i) => {
        const raw = values[i];
        return parseDateCell(Array.isArray(raw) ? raw.join("; ") : String(raw))?.year ?? Number.NaN;
      });
      this.tables.push(!scalars && d <= 96 ? new Float64Array(d * d).fill(-1) : null);
      this.points.push(
        fast && column.type === "geo" && d > 96
          ? values.map((value) => (isMissing(value) ? null : parseLatLon(String(value))))
          : null,
      );
      this.sets.push(
        fast && column.type === "set" && d > 96
          ? values.map((value) => new Set(canonical(column, value).split("\u0001").filter(Boolean)))
          : null,
      );
    }
  }

  /**
   * A hash of the whole feedback row of guess `g` when the answer is `a` (0 when g === a: a win).
   * `human`: only the columns a person follows (the first few, as a phone row shows them), and a
   * location's distance in bands of a factor of two, as a person reads "3,412 km".
   */
  signature(g: number, a: number, human = false): number {
    if (g === a) return 0;
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (const c of human ? this.humanCompared : this.compared) {
      const code = this.code(c, g, a, human);
      h1 = Math.imul(h1 ^ code, 0x01000193);
      h2 = Math.imul(h2 ^ (code + c), 0x5bd1e995);
    }
    return (h1 >>> 0) * 2_097_152 + ((h2 >>> 0) & 0x1fffff) + 1;
  }

  /**
   * Column `c`'s feedback code for guess `g` when the answer is `a`. `human`: a location's distance
   * in bands of a factor of two, as a person reads "3,412 km".
   */
  code(c: number, g: number, a: number, human = false): number {
    const gv = this.ids[c][g];
    const av = this.ids[c][a];
    const values = this.values[c];
    const table = this.tables[c];
    const scalars = this.scalars[c];
    let code: number;
    if (scalars) {
      code = scalarCode(scalars, gv, av, this.years[c]);
    } else if (this.columns[c].type === "text") {
      // Texts compare folded, which is what their ids are: exact, wrong, or unknown when missing.
      code =
        isMissing(values[gv]) || isMissing(values[av]) ? CODE.unknown : gv === av ? CODE.exact : CODE.wrong;
    } else if (table) {
      const at = gv * values.length + av;
      code = table[at];
      if (code < 0) {
        code = cellCode(compareCell(this.columns[c], values[gv], values[av]));
        table[at] = code;
      }
    } else if (this.sets[c]) {
      const sets = this.sets[c] as Set<string>[];
      code = cellCode(setFeedback(sets[gv], sets[av]));
    } else if (this.points[c]) {
      const points = this.points[c] as (LatLon | null)[];
      code = cellCode({ key: "", ...compareLatLon(points[gv], points[av], this.columns[c].tolerance) });
    } else {
      code = cellCode(compareCell(this.columns[c], values[gv], values[av]));
    }
    if (human && this.columns[c].type === "geo") {
      const km = code % 32_768;
      code = code - km + (km < 1 ? 0 : Math.round(Math.log2(km)));
    }
    return code;
  }
}

/** The candidates left after guessing `g` (not the answer), grouped by the feedback they would give. */
function split(table: FeedbackTable, g: number, candidates: number[]): number[][] {
  const groups = new Map<number, number[]>();
  // A table that compares nothing still costs a step per candidate: counted as zero, its budget never ran out.
  table.ops += candidates.length * Math.max(1, table.compared.length);
  for (const a of candidates) {
    if (a === g) continue;
    const sig = table.signature(g, a);
    const group = groups.get(sig);
    if (group) group.push(a);
    else groups.set(sig, [a]);
  }
  return [...groups.values()];
}

/** Deterministic sample (a fixed-seed LCG) so the same upload gets the same report. */
/**
 * `count` distinct items drawn with a fixed seed (all of them when there are no more). A partial
 * Fisher–Yates shuffle of the distinct items: it always ends, even when `items` repeats some (a
 * pool made of the candidates plus a sample of all entries does), where drawing until `count`
 * distinct ones were seen never ended.
 */
function sample(items: number[], count: number, seed: number): number[] {
  const distinct = [...new Set(items)];
  if (distinct.length <= count) return distinct;
  const next = seededDraws(seed);
  for (let i = 0; i < count; i++) {
    const j = i + next(distinct.length - i);
    [distinct[i], distinct[j]] = [distinct[j], distinct[i]];
  }
  return distinct.slice(0, count);
}

/**
 * `sample(all, count, seed)` for `all` = 0..n-1 without building it: the same partial Fisher–Yates,
 * with the swapped positions kept in a map, so each call costs `count` steps, not n. The strong
 * player asks for it at every step of its tree; copying all entries each time cost seconds on a
 * table of 19,000 rows and was counted in no budget.
 */
function sampleRange(n: number, count: number, seed: number): number[] {
  if (n <= count) return Array.from({ length: n }, (_, i) => i);
  const moved = new Map<number, number>();
  const at = (i: number) => moved.get(i) ?? i;
  const drawn: number[] = [];
  const next = seededDraws(seed);
  for (let i = 0; i < count; i++) {
    const j = i + next(n - i);
    const picked = at(j);
    moved.set(j, at(i));
    drawn.push(picked);
  }
  return drawn;
}

type Tree = { total: number; worst: number };

/** Sum of squared group sizes: the expected size of what remains, times |C| (lower is better). */
const spread = (groups: number[][]) => groups.reduce((sum, group) => sum + group.length * group.length, 0);

/** Cell comparisons one step of a player may spend choosing its guess before it samples. */
const STEP_BUDGET = 60_000;
const SCORE_SAMPLE = 160;

/** Cell comparisons one report may make; past it, subtrees are estimated from the branching seen. */
const OPS_BUDGET = 1_500_000;

type Player = {
  /** The guesses this player considers for a candidate set (all of them, or a sample). */
  pool: (candidates: number[], depth: number) => number[];
  /** Set when any step sampled guesses or scored on a sample of candidates. */
  sampled: boolean;
  /** Groups the first guess made: the branching used to estimate subtrees past the budget. */
  branching?: number;
};

/** Guesses for `n` candidates when each guess splits them `branching` ways (an estimate). */
function estimate(n: number, branching: number): Tree {
  const depth = Math.log(n) / Math.log(Math.max(2, branching));
  return { total: n * (1 + depth), worst: Math.ceil(1 + depth) };
}

/**
 * Plays every answer in `candidates` with a player that picks, among its pool, the guess leaving
 * the smallest expected remainder (a still-possible guess wins ties). Past the step budget the
 * remainder is estimated on a sample of the candidates. Returns the sum and maximum of guesses.
 */
function playTree(table: FeedbackTable, candidates: number[], player: Player, depth = 0): Tree {
  if (candidates.length === 1) return { total: 1, worst: 1 };
  if (table.ops > OPS_BUDGET && player.branching) {
    player.sampled = true;
    return estimate(candidates.length, player.branching);
  }
  const inSet = new Set(candidates);
  const width = Math.max(1, table.compared.length);
  let pool = player.pool(candidates, depth);
  if (pool.length * candidates.length * width > STEP_BUDGET) {
    const affordable = Math.max(
      4,
      Math.floor(STEP_BUDGET / (Math.min(candidates.length, SCORE_SAMPLE) * width)),
    );
    if (pool.length > affordable) {
      pool = sample(pool, affordable, 29 + depth);
      player.sampled = true;
    }
  }
  let scoring = candidates;
  if (pool.length * candidates.length * width > STEP_BUDGET && candidates.length > SCORE_SAMPLE) {
    scoring = sample(candidates, SCORE_SAMPLE, 31 + depth);
    player.sampled = true;
  }
  let best: { guess: number; score: number } | null = null;
  for (const g of pool) {
    const groups = split(table, g, scoring);
    // A guess that is not a candidate and splits nothing makes no progress.
    if (!inSet.has(g) && groups.length <= 1 && scoring === candidates) continue;
    const score = spread(groups) * 2 + (inSet.has(g) ? 0 : 1);
    if (!best || score < best.score) best = { guess: g, score };
  }
  const groups = best ? split(table, best.guess, candidates) : [];
  if (!best || (!inSet.has(best.guess) && groups.length <= 1)) {
    // Nothing splits the set: the player tries the candidates one by one.
    const n = candidates.length;
    return { total: (n * (n + 1)) / 2, worst: n };
  }
  let total = inSet.has(best.guess) ? 1 : 0;
  let worst = inSet.has(best.guess) ? 1 : 0;
  player.branching ??= groups.length + (inSet.has(best.guess) ? 1 : 0);
  for (const group of groups) {
    const sub = playTree(table, group, player, depth + 1);
    total += sub.total + group.length;
    worst = Math.max(worst, sub.worst + 1);
  }
  return { total, worst };
}

/** Exact optimal play (expected and worst case separately), memoized over candidate subsets. */
function exactOptimal(table: FeedbackTable, n: number): { expected: number; worst: number } {
  const all = Array.from({ length: n }, (_, i) => i);
  const maskOf = (items: number[]) => items.reduce((mask, i) => mask | (1 << i), 0);
  // The best first guess for the candidates C: a guess's cost starts at `start` (is the guess in C?)
  // and folds in each group of answers it leaves with `add`; `none` when no guess splits C.
  const search = (
    start: (guessInSet: boolean) => number,
    add: (cost: number, group: number[], again: (group: number[]) => number) => number,
    none: (size: number) => number,
  ) => {
    const memo = new Map<number, number>();
    const best = (candidates: number[]): number => {
      if (candidates.length === 1) return 1;
      const mask = maskOf(candidates);
      const known = memo.get(mask);
      if (known !== undefined) return known;
      const inSet = new Set(candidates);
      let min = Number.POSITIVE_INFINITY;
      for (const g of all) {
        const groups = split(table, g, candidates);
        if (!inSet.has(g) && groups.length <= 1) continue;
        let cost = start(inSet.has(g));
        for (const group of groups) {
          cost = add(cost, group, best);
          if (cost >= min) break;
        }
        min = Math.min(min, cost);
      }
      if (min === Number.POSITIVE_INFINITY) min = none(candidates.length);
      memo.set(mask, min);
      return min;
    };
    return best;
  };
  // Sum over the answers in C of the guesses needed, minimised over the first guess.
  const total = search(
    (guessInSet) => (guessInSet ? 1 : 0),
    (sum, group, again) => sum + group.length + again(group),
    (size) => (size * (size + 1)) / 2,
  );
  // The most guesses any answer in C needs, minimised over the first guess.
  const worst = search(
    () => 1,
    (w, group, again) => Math.max(w, 1 + again(group)),
    (size) => size,
  );
  return { expected: total(all) / n, worst: worst(all) };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * easy ≤ 3 expected guesses < medium ≤ 6 < hard: games people played on
 * real tables took 5–7 guesses where the optimal player needed 2–3.
 */
export function difficultyOf(expected: number): Difficulty {
  if (expected <= 3) return "easy";
  if (expected <= 6) return "medium";
  return "hard";
}

/**
 * The difficulty of a range of players: from the figure between someone who knows the subject
 * and a newcomer (their mean), so the word agrees with the middle of the range the label shows.
 */
export function difficultyFrom(human: GuessStats, expert: GuessStats | undefined): Difficulty {
  return difficultyOf(expert ? (expert.expected + human.expected) / 2 : human.expected);
}

/**
 * A table that compares nothing: every guess says only "wrong", so every player tries the entries
 * one by one, (n + 1) / 2 guesses on average and n at worst. Known without playing a game, which
 * on a large table would spend the whole request.
 */
function blindReport(table: FeedbackTable, entries: QualityEntry[]): QualityReport {
  const n = entries.length;
  const stats: GuessStats = { expected: round2(n === 0 ? 0 : (n + 1) / 2), worst: n, method: "exact" };
  const report = {
    entries: n,
    ...twins(table, entries),
    ...columnFindings(table, n),
    ...hintFindings(table.columns, entries),
    compared: [],
    optimal: stats,
    greedy: stats,
    human: stats,
    expert: stats,
    difficulty: difficultyOf(stats.expected),
  };
  return { ...report, verdict: verdictOf(report, []) };
}

/** Hint columns that show what identifies their own entry somewhere (masked in play, listed for the author). */
function hintFindings(columns: AttributeColumn[], entries: QualityEntry[]) {
  const hints = columns.filter((column) => column.type === "hint");
  if (hints.length === 0) return { namingHints: [], unsafeHints: [] };
  const guard = hintGuardOf(columns, entries);
  const namingHints = hints
    .map((column) => {
      let count = 0;
      for (const entry of entries) {
        const raw = entry.attributes[column.key];
        if (raw === null || raw === undefined) continue;
        const text = Array.isArray(raw) ? raw.join("; ") : String(raw);
        if (hintIdentifies(text, entry, guard)) count += 1;
      }
      return { key: column.key, entries: count };
    })
    .filter((item) => item.entries > 0);
  return { namingHints, unsafeHints: unsafeHintColumns(hints, entries, guard) };
}

/** Guesses past which a game is a chore rather than a puzzle; under the lower bound, no puzzle at all. */
const TOO_MANY_GUESSES = 15;
/**
 * A game found in about two guesses is no puzzle: the first guess's feedback all but names the
 * answer, even to a player who does not know every entry's values.
 */
const TOO_FEW_GUESSES = 2.5;
/**
 * Compared columns a good game needs: with two, one of them does most of the work. A location
 * is the exception: distance and direction are a whole game (Worldle) with one more column.
 */
const FEW_COLUMNS = 3;
/**
 * Columns that tell entries apart a game needs before it is more than thin: with 3 or 4, authors
 * rated the games 2–3 of 5 (every row reads the same few cells). A location counts as two
 * (distance and direction); a column with one value, or a text unique per entry, counts as none.
 */
const THIN_COLUMNS = 5;

/** The first reason the table does not make a good game, or `good`, with the figures that say so. */
export function verdictOf(
  report: Omit<QualityReport, "verdict">,
  compared: string[],
  hasLocation = false,
  /** The compared column with the most distinct values: the one that narrows the answer most. */
  strongest: { key: string; unique: boolean } | null = null,
): Verdict {
  const guesses = Math.max(1, Math.round(report.human?.expected ?? report.greedy.expected));
  const base = {
    guesses,
    compared,
    entries: report.entries,
    twins: report.indistinguishableEntries,
    columns: [] as string[],
  };
  if (compared.length < 2) return { ...base, kind: "fewColumns", columns: compared };
  if (report.indistinguishableEntries > report.entries * 0.1) return { ...base, kind: "twins" };
  if (compared.length < FEW_COLUMNS && !hasLocation)
    return { ...base, kind: "fewColumns", columns: compared };
  // Too many only when even someone who knows the subject needs them: a famous table (the
  // elements, the countries) is played by people who know it, and a newcomer's figure overshoots.
  const fewest = Math.max(1, Math.round(report.expert?.expected ?? guesses));
  if (fewest > TOO_MANY_GUESSES) return { ...base, guesses: fewest, kind: "tooHard", columns: compared };
  const ids = report.uniqueColumns.filter((column) => column.kind === "idLike").map((column) => column.key);
  if (ids.length > 0) return { ...base, kind: "giveaway", columns: ids };
  if ((report.human?.expected ?? guesses) < TOO_FEW_GUESSES && report.entries > 2) {
    return {
      ...base,
      kind: "tooEasy",
      columns: strongest ? [strongest.key] : [],
      ...(strongest?.unique ? { leaveOut: true } : {}),
    };
  }
  const useless = new Set([
    ...report.constantColumns,
    ...report.uniqueColumns.filter((column) => column.kind !== "hint").map((column) => column.key),
  ]);
  const usable = compared.filter((key) => !useless.has(key));
  if (usable.length + (hasLocation ? 1 : 0) < THIN_COLUMNS) return { ...base, kind: "thin", columns: usable };
  return { ...base, kind: "good", columns: compared };
}

/** Distinct whole numbers spanning little more than their count: a numbering (atomic number, Pokédex number). */
function isNumbering(values: (CellValue | undefined)[], n: number): boolean {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const raw of values) {
    const value = typeof raw === "number" ? raw : Number(raw);
    if (!Number.isInteger(value)) return false;
    min = Math.min(min, value);
    max = Math.max(max, value);
  }
  return max - min + 1 <= n * 2;
}

function columnFindings(table: FeedbackTable, n: number) {
  const constantColumns: string[] = [];
  const uniqueColumns: QualityReport["uniqueColumns"] = [];
  if (n < 2) return { constantColumns, uniqueColumns };
  table.columns.forEach((column, c) => {
    const distinct = table.values[c].length;
    if (distinct === 1) constantColumns.push(column.key);
    else if (distinct === n && n >= 3) {
      if (column.type === "hint") uniqueColumns.push({ key: column.key, kind: "hint" });
      if (column.type === "text") uniqueColumns.push({ key: column.key, kind: "text" });
      if (column.type === "number" && n >= 10 && isNumbering(table.values[c], n)) {
        uniqueColumns.push({ key: column.key, kind: "idLike" });
      }
    }
  });
  return { constantColumns, uniqueColumns };
}

function twins(table: FeedbackTable, entries: QualityEntry[]) {
  const groups = new Map<string, string[]>();
  entries.forEach((entry, i) => {
    let key = "";
    for (let c = 0; c < table.columns.length; c += 1) {
      if (isCompared(table.columns[c])) key += `${table.ids[c][i]},`;
    }
    const group = groups.get(key);
    if (group) group.push(entry.name);
    else groups.set(key, [entry.name]);
  });
  const found = [...groups.values()].filter((group) => group.length > 1);
  return {
    indistinguishable: found.slice(0, 20).map((group) => group.slice(0, 10)),
    indistinguishableEntries: found.reduce((sum, group) => sum + group.length, 0),
  };
}

/** The report for a version's columns and entries (pure; CPU measured in bench/quality.mjs). */
export function qualityReport(columns: AttributeColumn[], entries: QualityEntry[]): QualityReport {
  const n = entries.length;
  const table = new FeedbackTable(columns, entries);
  if (table.compared.length === 0) return blindReport(table, entries);
  const all = Array.from({ length: n }, (_, i) => i);
  const greedyPlayer: Player = { pool: (candidates) => candidates, sampled: false };
  const greedyTree = n === 0 ? { total: 0, worst: 0 } : playTree(table, all, greedyPlayer);
  const greedy: GuessStats = {
    expected: n === 0 ? 0 : round2(greedyTree.total / n),
    worst: greedyTree.worst,
    method: greedyPlayer.sampled ? "sampled" : "exact",
  };
  let optimal: GuessStats;
  if (n > 0 && n <= EXACT_OPTIMAL_MAX) {
    const exact = exactOptimal(table, n);
    optimal = { expected: round2(exact.expected), worst: exact.worst, method: "exact" };
  } else if (n === 0) {
    optimal = { expected: 0, worst: 0, method: "exact" };
  } else {
    // Any entry may be guessed (not only possible ones): a better player than the greedy one, and
    // an upper bound on the optimal player.
    const strong: Player = {
      pool: (candidates, depth) =>
        candidates.length <= 24
          ? [...candidates, ...sampleRange(n, 24, 11 + depth)]
          : [...candidates, ...sampleRange(n, 8, 17 + depth)],
      sampled: true,
    };
    table.ops = 0;
    const tree = playTree(table, all, strong);
    optimal = {
      expected: Math.min(greedy.expected, round2(tree.total / n)),
      worst: Math.min(greedy.worst, tree.worst),
      method: "sampled",
    };
  }
  const human = humanPlayer(table, n);
  const expert = expertPlayer(table, n);
  const compared = table.compared.map((c) => columns[c].key);
  const report = {
    entries: n,
    ...twins(table, entries),
    ...columnFindings(table, n),
    ...hintFindings(columns, entries),
    compared,
    optimal,
    greedy,
    human,
    expert,
    difficulty: difficultyFrom(human, expert),
  };
  const hasLocation = table.compared.some((c) => columns[c].type === "geo");
  const strongest = table.compared.reduce<number | null>(
    (best, c) => (best === null || table.values[c].length > table.values[best].length ? c : best),
    null,
  );
  return {
    ...report,
    verdict: verdictOf(
      report,
      compared,
      hasLocation,
      strongest === null
        ? null
        : { key: columns[strongest].key, unique: n > 2 && table.values[strongest].length === n },
    ),
  };
}
