import type { FeedbackStatus } from "./feedback-status";

type ParsedDate = { year: number; dayNumber: number | null };

const DATE_PATTERN = /^([-+]?\d{1,6})(?:-(\d{2})-(\d{2}))?$/;
const MS_PER_DAY = 86_400_000;

/** A year (1–6 digits, "-250" for 250 BCE, "+002024" ISO extended) or "YYYY-MM-DD"; else null. */
export function parseDateCell(value: string): ParsedDate | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  if (match[2] === undefined) return { year, dayNumber: null };
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // Date.UTC rolls 2023-02-30 over to March: refuse it instead.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, dayNumber: Math.floor(date.getTime() / MS_PER_DAY) };
}

/**
 * Two full dates compare by day and `tolerance` counts days; when either side is a bare year
 * both compare by year and `tolerance` counts years ("1990" equals "1990-05-01").
 */
export function compareDate(
  guess: string,
  answer: string,
  tolerance = 0,
): { status: FeedbackStatus; direction?: "later" | "earlier" } {
  const g = parseDateCell(guess);
  const a = parseDateCell(answer);
  if (!g || !a) return { status: "unknown" };
  const byDay = g.dayNumber !== null && a.dayNumber !== null;
  const gv = byDay ? (g.dayNumber as number) : g.year;
  const av = byDay ? (a.dayNumber as number) : a.year;
  if (gv === av) return { status: "exact" };
  const direction = av > gv ? "later" : "earlier";
  return { status: Math.abs(av - gv) <= tolerance ? "near" : "wrong", direction };
}
