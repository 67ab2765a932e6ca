import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import type { GameResult } from "~/schemas/game";
import { DomainError } from "~/utils/domain-error";
import { localized } from "~/utils/localized";
import { dailyChallenges, datasets } from "~db/schema";
import { canSeeDataset, getVisibleDataset } from "../datasets/visibility.server";
import { type DailyDeps, findDailyPlay, getDailyChallenge } from "./daily.server";
import { dailyDateOf, nextResetAt } from "./daily-date.server";
import type { Player } from "./guest-player";

/** A daily challenge without its answer (safe for any response or page). */
export type DailyInfo = {
  date: string;
  datasetId: number;
  datasetName: string;
  versionId: number;
  ranked: boolean;
  nextResetAt: string;
  /** Whether (and how) this player played this day; null when they have not. */
  played: DailyPlayed | null;
};

/** A player's game of a daily, as the daily page, the home page and the API show it. */
export type DailyPlayed = {
  recordId: number;
  result: GameResult;
  attempts: number;
  score: number;
  isRanked: boolean;
  hardMode: boolean;
};

/** How `player` played the daily of `date` (null: not yet). */
export async function dailyPlayed(
  deps: Pick<DailyDeps, "db">,
  player: Player,
  date: string,
): Promise<DailyPlayed | null> {
  const row = await findDailyPlay(deps.db, player, date);
  if (!row) return null;
  return {
    recordId: row.id,
    result: row.result,
    attempts: row.attempts,
    score: row.score,
    isRanked: row.isRanked,
    hardMode: row.hardMode,
  };
}

export type DailyArchiveDay = { date: string; datasetId: number; datasetName: string };

const today = (deps: Pick<DailyDeps, "now">) => dailyDateOf(deps.now ? deps.now() : new Date());

/**
 * The daily of `date` (default today) as anyone may see it. 404 for a future day, a day without a
 * daily, or a dataset that has since become invisible to the viewer.
 */
export async function getDailyInfo(
  deps: DailyDeps,
  options: { date?: string; viewerId: number | null; locale?: Locale; player?: Player },
): Promise<DailyInfo> {
  const current = today(deps);
  const date = options.date ?? current;
  const challenge = date > current ? null : await getDailyChallenge(deps, date);
  if (!challenge) throw new DomainError("NOT_FOUND", "No daily challenge for this day");
  const dataset = await getVisibleDataset(deps, challenge.datasetId, options.viewerId);
  return {
    date,
    datasetId: challenge.datasetId,
    datasetName: options.locale ? localized(dataset.nameI18n, options.locale, dataset.name) : dataset.name,
    versionId: challenge.versionId,
    ranked: date === current,
    nextResetAt: nextResetAt(date).toISOString(),
    played: options.player ? await dailyPlayed(deps, options.player, date) : null,
  };
}

/** Today's daily as `getDailyInfo` shows it, or null on a day without one (empty pool). */
export async function findTodayDaily(
  deps: DailyDeps,
  options: { viewerId: number | null; locale?: Locale; player?: Player },
): Promise<DailyInfo | null> {
  const challenge = await getDailyChallenge(deps, today(deps));
  if (!challenge) return null;
  return getDailyInfo(deps, options).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
    throw error;
  });
}

/** Past days (newest first), for the archive: unranked replays. */
export async function listDailyArchive(
  deps: Pick<DailyDeps, "db" | "now">,
  options: { viewerId: number | null; locale: Locale; limit?: number },
): Promise<DailyArchiveDay[]> {
  const rows = await deps.db
    .select({ date: dailyChallenges.date, dataset: datasets })
    .from(dailyChallenges)
    .innerJoin(datasets, eq(datasets.id, dailyChallenges.datasetId))
    // A deleted dataset's days leave the archive (its players' records keep them).
    .where(and(lt(dailyChallenges.date, today(deps)), isNull(datasets.deletedAt)))
    .orderBy(desc(dailyChallenges.date))
    .limit(options.limit ?? 30);
  return rows
    .filter((row) => canSeeDataset(row.dataset, options.viewerId))
    .map((row) => ({
      date: row.date,
      datasetId: row.dataset.id,
      datasetName: localized(row.dataset.nameI18n, options.locale, row.dataset.name),
    }));
}
