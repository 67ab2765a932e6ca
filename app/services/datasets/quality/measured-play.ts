/**
 * How people really played a version, beside the quality report's prediction: from its ended games
 * by number of guesses and outcome (`version_outcomes`, folded by the cron tick). Shared by the
 * quality report on the dataset page and the creator's dashboard.
 */

/** Below this many finished games the measured figures are too noisy to put beside the prediction. */
export const MEASURED_MIN_GAMES = 30;

export type OutcomeRow = { attempts: number; result: string; games: number };

export type MeasuredPlay =
  | {
      kind: "measured";
      /** Games played to an end: won, or lost (given up or out of time). Left games are not counted. */
      finished: number;
      won: number;
      /** won / finished. */
      winRate: number;
      /** Mean guesses of the won games (the prediction is guesses to win); null when none was won. */
      averageGuesses: number | null;
    }
  | { kind: "tooFew"; finished: number; needed: number };

export function measuredPlay(rows: readonly OutcomeRow[]): MeasuredPlay {
  let won = 0;
  let lost = 0;
  let wonGuesses = 0;
  for (const row of rows) {
    if (row.result === "won") {
      won += row.games;
      wonGuesses += row.games * row.attempts;
    } else if (row.result === "lost") {
      lost += row.games;
    }
  }
  const finished = won + lost;
  if (finished < MEASURED_MIN_GAMES) {
    return { kind: "tooFew", finished, needed: MEASURED_MIN_GAMES - finished };
  }
  return {
    kind: "measured",
    finished,
    won,
    winRate: won / finished,
    averageGuesses: won > 0 ? wonGuesses / won : null,
  };
}
