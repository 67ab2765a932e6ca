import { HUMAN_COLUMNS } from "./human-player";
import type { FeedbackTable, GuessStats } from "./quality-report";
import { seededDraws } from "./seeded-draws";

/** Simulated games, and the cell comparisons they may spend (the budget of the report before ADR 049). */
const EXPERT_GAMES = 200;
const EXPERT_MIN_GAMES = 12;
const EXPERT_OPS_BUDGET = 3_000_000;
/** Past this, no new game starts and the game in play is estimated. */
const EXPERT_OPS_CEILING = 4 * EXPERT_OPS_BUDGET;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Someone who knows the subject: knows every entry's values, uses all the feedback of the columns
 * followed, and guesses at random among the entries still possible. Answers and guesses are drawn
 * with a fixed seed, as many games as the budget allows (at least 12); the low end of the
 * difficulty's range, where the newcomer (`humanPlayer`) is the high end.
 */
export function expertPlayer(table: FeedbackTable, n: number): GuessStats {
  if (n <= 1) return { expected: n, worst: n, method: "exact" };
  const width = Math.min(HUMAN_COLUMNS, Math.max(1, table.compared.length));
  const next = seededDraws(97);
  let ops = 0;
  let games = 0;
  let total = 0;
  let worst = 0;
  // A table whose feedback tells little (few columns, many rows) makes each game long: past a hard
  // ceiling the game in play is cut short and its remaining guesses estimated (half the entries
  // still possible, as for guessing among them at random), so no table holds the request.
  while (games < EXPERT_GAMES && (games < EXPERT_MIN_GAMES || ops < EXPERT_OPS_BUDGET)) {
    if (games > 0 && ops > EXPERT_OPS_CEILING) break;
    const answer = next(n);
    let candidates: number[] | null = null;
    let guesses = 0;
    for (;;) {
      guesses += 1;
      const guess = candidates ? candidates[next(candidates.length)] : next(n);
      if (guess === answer) break;
      if (candidates && ops > EXPERT_OPS_CEILING) {
        guesses += candidates.length / 2;
        break;
      }
      const seen = table.signature(guess, answer, true);
      const kept: number[] = [];
      const pool = candidates ?? Array.from({ length: n }, (_, i) => i);
      ops += pool.length * width;
      for (const a of pool) if (a !== guess && table.signature(guess, a, true) === seen) kept.push(a);
      candidates = kept;
    }
    games += 1;
    total += guesses;
    worst = Math.max(worst, guesses);
  }
  return { expected: round2(total / games), worst: Math.ceil(worst), method: "sampled" };
}
