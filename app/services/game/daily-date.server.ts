const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export { DAILY_LAUNCH_DATE } from "~/utils/daily-number";

/** The UTC day a daily game belongs to: the day it started, even if it ends after midnight. */
export function dailyDateOf(startTime: Date): string {
  return startTime.toISOString().slice(0, 10);
}

/** A real calendar day written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isDailyDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && dailyDateOf(parsed) === value;
}

/** 00:00 UTC of the day after `date`: when its daily challenge ends. */
export function nextResetAt(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + DAY_MS);
}

export function addDays(date: string, days: number): string {
  return dailyDateOf(new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS));
}
