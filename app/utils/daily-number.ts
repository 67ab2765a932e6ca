/**
 * The first day with a daily challenge. Archive days are made only from here to today: nobody can
 * create picks for 0001-01-01 (each would store a row).
 */
export const DAILY_LAUNCH_DATE = "2026-01-01";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily's puzzle number, as a share line writes it (`Datadle #331`): the launch day is #1. */
export function dailyNumber(date: string): number {
  return (
    Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${DAILY_LAUNCH_DATE}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/**
 * A dataset daily's number on `date` (ADR 042): `first`, its anchor, is #1. Without an anchor yet,
 * `date` is the day that will become one (the first page to work out a number writes it).
 */
export function datasetDailyNumber(first: string | null, date: string): number {
  if (first === null) return 1;
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;
}
