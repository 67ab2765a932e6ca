/** Seconds cost at most 49 points, so one fewer guess always beats any time (design §3). */
const MAX_TIME_PENALTY = 49;

/**
 * design §3: a won game scores max(100, 1000 − 50 × (attempts − 1) − min(49, floor(seconds / 10)));
 * anything else 0. Migration 0029 writes the same formula in SQL for the games stored before it.
 */
export function gameScore(won: boolean, attempts: number, durationSeconds: number): number {
  if (!won) return 0;
  const timePenalty = Math.min(MAX_TIME_PENALTY, Math.floor(Math.max(0, durationSeconds) / 10));
  return Math.max(100, 1000 - 50 * (attempts - 1) - timePenalty);
}

/** Exact cells over compared cells across all guesses; null before any cell was compared. */
export function gameAccuracy(
  guesses: readonly { exactCells: number; comparedCells: number }[],
): number | null {
  let exact = 0;
  let compared = 0;
  for (const guess of guesses) {
    exact += guess.exactCells;
    compared += guess.comparedCells;
  }
  return compared === 0 ? null : exact / compared;
}
