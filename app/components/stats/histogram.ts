/** `guesses`: the bar's number of guesses (the last bar's least), for a plural that reads right. */
export type HistogramBar = { label: string; guesses: number; count: number; share: number };

/**
 * Won games by number of guesses as bars 1…`cap`, the last one gathering `cap` and more, so a
 * single 40-guess win cannot stretch the chart. `share` is relative to the tallest bar (0–1).
 */
export function histogramBars(histogram: Record<string, number>, cap = 8): HistogramBar[] {
  const counts = Array.from({ length: cap }, () => 0);
  for (const [guesses, count] of Object.entries(histogram)) {
    const n = Number(guesses);
    if (!Number.isInteger(n) || n < 1 || !(count > 0)) continue;
    counts[Math.min(n, cap) - 1] += count;
  }
  const max = Math.max(...counts);
  return counts.map((count, i) => ({
    label: i === cap - 1 ? `${cap}+` : String(i + 1),
    guesses: i + 1,
    count,
    share: max > 0 ? count / max : 0,
  }));
}

export function histogramTotal(histogram: Record<string, number>): number {
  return Object.values(histogram).reduce((sum, count) => sum + Math.max(count, 0), 0);
}
