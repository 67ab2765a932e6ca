/** Past this many guesses a figure is shown as "15+": the verdict's bound for too many to enjoy. */
export const SHOWN_GUESSES_MAX = 15;

/**
 * The guesses a difficulty label shows, from someone who knows the subject (`low`) to a newcomer
 * (`high`), each rounded (at least 1) and capped at 15 (`over`: more than that). One figure when
 * they round alike, or when the expert's figure is unknown (reports stored before it).
 */
export type GuessRange =
  | { kind: "one"; count: number; over: boolean }
  | { kind: "range"; low: number; high: number; over: boolean };

export function guessRange(newcomer: number, expert?: number | null): GuessRange {
  const shown = (value: number) => Math.min(SHOWN_GUESSES_MAX, Math.max(1, Math.round(value)));
  // The newcomer is the higher figure, save where both are estimates past the budget (a table that
  // tells almost nothing): the range still reads low to high.
  const most = typeof expert === "number" ? Math.max(newcomer, expert) : newcomer;
  const high = shown(most);
  const over = Math.round(most) > SHOWN_GUESSES_MAX;
  if (typeof expert !== "number") return { kind: "one", count: high, over };
  const low = shown(Math.min(newcomer, expert));
  if (low === high) return { kind: "one", count: high, over };
  return { kind: "range", low, high, over };
}
