import { DEFAULT_PAGE_SIZE } from "~/schemas/page-param";
import { addDays, DAILY_LAUNCH_DATE } from "./daily-date.server";

/** Past days on one page of the archive (spec §9: the default page size). */
export const ARCHIVE_PAGE_SIZE = DEFAULT_PAGE_SIZE;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many pages the archive has on `current`: every day from the launch to yesterday. */
export function archivePageCount(current: string): number {
  const pastDays = Math.round((Date.parse(current) - Date.parse(DAILY_LAUNCH_DATE)) / DAY_MS);
  return Math.max(1, Math.ceil(pastDays / ARCHIVE_PAGE_SIZE));
}

/**
 * The days of archive page `page` on `current` as `from` (inclusive) to `to` (exclusive), newest
 * page first: page 1 ends yesterday. Never before the launch, so a page past the last is empty.
 */
export function archiveRange(current: string, page: number): { from: string; to: string } {
  const to = addDays(current, -(page - 1) * ARCHIVE_PAGE_SIZE);
  const from = addDays(to, -ARCHIVE_PAGE_SIZE);
  return { from: from < DAILY_LAUNCH_DATE ? DAILY_LAUNCH_DATE : from, to };
}

/** The dates of a range, oldest first (a missing pick is made after the day before it). */
export function datesOf(range: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (let date = range.from; date < range.to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
