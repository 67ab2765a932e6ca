/** design §3: a won game scores max(100, 1000 − 50 × (attempts − 1) − floor(seconds)); anything else 0. */
export function gameScore(won: boolean, attempts: number, durationSeconds: number): number {
  if (!won) return 0;
  return Math.max(100, 1000 - 50 * (attempts - 1) - Math.floor(durationSeconds));
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
