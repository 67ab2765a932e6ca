import { dateTimeFormat, numberFormat } from "~/utils/intl-formats";

/** `75` → `1:15`, `3725` → `1:02:05` (seconds, as the game records them). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function formatPercent(rate: number, locale: string): string {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(rate);
}

export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value);
}

/** A day in UTC as `toLocaleDateString(locale, { timeZone: "UTC" })` writes it ("5/1/2024", "2024/5/1"). */
// A date's text, per locale and instant: the same few dates (a dataset's versions) are shown on
// every view, and formatting one with ICU costs about 20 µs on the server.
const utcDates = new Map<string, string>();

export function formatUtcDate(value: string | number | Date, locale: string): string {
  const key = `${locale}|${value instanceof Date ? value.getTime() : value}`;
  let text = utcDates.get(key);
  if (text === undefined) {
    text = formatUtcDateUncached(value, locale);
    if (utcDates.size >= 1000) utcDates.clear();
    utcDates.set(key, text);
  }
  return text;
}

const UTC_DAY: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  timeZone: "UTC",
};

function formatUtcDateUncached(value: string | number | Date, locale: string): string {
  return dateTimeFormat(locale, UTC_DAY).format(new Date(value));
}

/** Hours, minutes and seconds left until `target` (never negative). */
export function timeLeft(target: number, now: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
