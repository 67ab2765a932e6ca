import type { FeedbackTable, GuessStats } from "./quality-report";
import { seededDraws } from "./seeded-draws";

/** The feedback columns a person follows: about what one row shows on a phone without scrolling. */
export const HUMAN_COLUMNS = 6;
/**
 * Simulated games, and the cell comparisons they may spend: half the all-knowing player's budget,
 * since each comparison also draws whether the value is known, and games run longer.
 */
const HUMAN_GAMES = 200;
const HUMAN_MIN_GAMES = 12;
const HUMAN_OPS_BUDGET = 1_500_000;
/** Past this, no new game starts and the game in play is estimated. */
const HUMAN_OPS_CEILING = 4 * HUMAN_OPS_BUDGET;
/** A category with at most this many values is a well-known one (continent, type, era). */
const FEW_VALUES = 12;

/**
 * How likely the player is to know a candidate's value in a column, by what people remember:
 * a year near enough (a tolerance) or a place mostly; a category (continent, element type,
 * movement) or a list's items of few values often; an exact year or number seldom. Calibrated
 * against games people played (docs/authoring.md, "Difficulty"): the 31 provinces in 2–3 guesses
 * (2.95 here), the 65 painters in about 3 (3.98), tables where people needed 3–6 (4.6–5.3).
 */
export function knowledgeOf(column: { type: string; tolerance?: number }, distinct: number): number {
  const few = distinct <= FEW_VALUES;
  // A tolerance makes the value coarse ("near" within 10 years): a person remembers it roughly.
  const coarse = few || (column.tolerance ?? 0) > 0;
  switch (column.type) {
    case "text":
    case "ordinal":
      return 0.8;
    case "set":
      return few ? 0.8 : 0.6;
    case "geo":
      return 0.8;
    case "date":
      return coarse ? 0.9 : 0.5;
    case "number":
      return coarse ? 0.6 : 0.4;
    default:
      return 0.5;
  }
}

/** A name the player can think of unprompted; the others are found in the guess box's suggestions. */
const NAME_KNOWN = 0.75;

/** A uniform draw in [0, 1) fixed by three integers: the same game, entry and column always agree. */
function unit(a: number, b: number, c: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (c + 0x27d4eb2f), 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 4_294_967_296;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A player who does not know every value: each game, each candidate's value in each followed
 * column is known or not (`knowledgeOf`), and a candidate is ruled out only by a value the player
 * knows that the feedback contradicts. The player guesses among the candidates still possible,
 * names they think of first (`NAME_KNOWN`), the others once those are spent. Answers, knowledge and
 * guesses are drawn with a fixed seed; as many games as the budget allows (at least 12).
 */
export function humanPlayer(table: FeedbackTable, n: number): GuessStats {
  if (n <= 1) return { expected: n, worst: n, method: "exact" };
  const columns = table.humanCompared;
  const width = Math.max(1, columns.length);
  const knowing = columns.map((c) => knowledgeOf(table.columns[c], table.values[c].length));
  const next = seededDraws(97);
  let ops = 0;
  let games = 0;
  let total = 0;
  let worst = 0;
  const codes = new Float64Array(columns.length);
  // A table whose feedback tells little makes each game long: past a hard ceiling the game in play
  // is cut short and its remaining guesses estimated (half the entries still possible).
  while (games < HUMAN_GAMES && (games < HUMAN_MIN_GAMES || ops < HUMAN_OPS_BUDGET)) {
    if (games > 0 && ops > HUMAN_OPS_CEILING) break;
    const game = next(2_147_483_647) + 1;
    const answer = next(n);
    // What this player knows, drawn once per game: bit k of `known[x]` is column k's value of x,
    // bit 7 whether x's name comes to mind.
    const known = new Uint8Array(n);
    for (let x = 0; x < n; x += 1) {
      let bits = unit(game, x, -1) < NAME_KNOWN ? 128 : 0;
      for (let k = 0; k < columns.length; k += 1) if (unit(game, x, k) < knowing[k]) bits |= 1 << k;
      known[x] = bits;
    }
    ops += n;
    let candidates = Array.from({ length: n }, (_, i) => i);
    let guesses = 0;
    for (;;) {
      guesses += 1;
      let named = 0;
      for (const x of candidates) if (known[x] & 128) named += 1;
      ops += candidates.length;
      let pick = next(named > 0 ? named : candidates.length);
      let guess = candidates[pick];
      if (named > 0) {
        for (const x of candidates) {
          if (!(known[x] & 128)) continue;
          if (pick === 0) {
            guess = x;
            break;
          }
          pick -= 1;
        }
      }
      if (guess === answer) break;
      if (ops > HUMAN_OPS_CEILING) {
        guesses += candidates.length / 2;
        break;
      }
      columns.forEach((c, k) => {
        codes[k] = table.code(c, guess, answer, true);
      });
      ops += candidates.length * width;
      candidates = candidates.filter((x) => {
        if (x === guess) return false;
        for (let k = 0; k < columns.length; k += 1) {
          if (known[x] & (1 << k) && table.code(columns[k], guess, x, true) !== codes[k]) return false;
        }
        return true;
      });
    }
    games += 1;
    total += guesses;
    worst = Math.max(worst, guesses);
  }
  return { expected: round2(total / games), worst: Math.ceil(worst), method: "sampled" };
}
