import type { LocalizedText } from "~db/schema";
import { type MeasuredPlay, measuredPlay, type OutcomeRow } from "../quality/measured-play";

/** The dashboard's window: the last 30 UTC days, today included. */
export const DASHBOARD_DAYS = 30;
/** Where players give up: games ended with this many guesses or more share the last bar. */
export const GIVE_UP_CAP = 15;
/** The hardest answers listed. */
export const HARDEST_COUNT = 5;

export type DashboardDay = {
  day: string;
  started: number;
  practice: number;
  daily: number;
  won: number;
  lost: number;
  abandoned: number;
  players: number;
};

export type GiveUpBucket = {
  /** Guesses made when the game ended; the last bucket holds `GIVE_UP_CAP` or more. */
  attempts: number;
  /** Given up or out of time. */
  lost: number;
  /** Left without ending the game. */
  abandoned: number;
};

export type HardAnswer = {
  entryId: number;
  name: string;
  labels: LocalizedText | null;
  games: number;
  wins: number;
  averageGuesses: number;
};

export type CreatorDashboard = {
  versionId: number | null;
  /** One row per day of the window, oldest first, days without games as zeros. */
  days: DashboardDay[];
  totals: Omit<DashboardDay, "day" | "players">;
  /** The current version's measured play (or how many more finished games it needs). */
  measured: MeasuredPlay;
  giveUps: GiveUpBucket[];
  hardest: HardAnswer[];
};

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The window's first day (UTC) for a dashboard read at `now`. */
export const windowStart = (now: Date) => dayOf(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS);

const emptyDay = (day: string): DashboardDay => ({
  day,
  started: 0,
  practice: 0,
  daily: 0,
  won: 0,
  lost: 0,
  abandoned: 0,
  players: 0,
});

/** Every day of the window, the stored rows in place and zeros between them. */
export function fillDays(rows: readonly DashboardDay[], now: Date): DashboardDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const first = Date.parse(`${windowStart(now)}T00:00:00Z`);
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = dayOf(first + i * DAY_MS);
    return byDay.get(day) ?? emptyDay(day);
  });
}

/** Games that ended without a win, by the number of guesses made (0 … GIVE_UP_CAP+). */
export function giveUpBuckets(rows: readonly OutcomeRow[]): GiveUpBucket[] {
  const buckets = Array.from({ length: GIVE_UP_CAP + 1 }, (_, attempts) => ({
    attempts,
    lost: 0,
    abandoned: 0,
  }));
  for (const row of rows) {
    if (row.result !== "lost" && row.result !== "abandoned") continue;
    const bucket = buckets[Math.min(row.attempts, GIVE_UP_CAP)];
    if (bucket) bucket[row.result] += row.games;
  }
  // Trailing empty buckets say nothing; keep at least up to the last non-empty one.
  let last = buckets.length - 1;
  while (last > 0 && buckets[last]?.lost === 0 && buckets[last]?.abandoned === 0) last--;
  return buckets.slice(0, last + 1);
}

export function dashboardOf(
  versionId: number | null,
  days: readonly DashboardDay[],
  outcomes: readonly OutcomeRow[],
  hardest: HardAnswer[],
  now: Date,
): CreatorDashboard {
  const filled = fillDays(days, now);
  const totals = { started: 0, practice: 0, daily: 0, won: 0, lost: 0, abandoned: 0 };
  for (const day of filled) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += day[key];
  }
  return {
    versionId,
    days: filled,
    totals,
    measured: measuredPlay(outcomes),
    giveUps: giveUpBuckets(outcomes),
    hardest,
  };
}
