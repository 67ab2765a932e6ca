import { and, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { GameResult } from "~/schemas/game";
import { readThrough } from "~/services/cache.server";
import { batchPrepared, prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { dailyChallenges, datasets, gameRecords } from "~db/schema";
import { getDataset } from "../datasets/datasets.server";
import { canSeeDataset } from "../datasets/visibility.server";
import { archivePageCount, archiveRange, datesOf } from "./archive-range";
import {
  type DailyChallenge,
  type DailyDeps,
  dailyPlayColumns,
  dailyPlayOrder,
  dailyPlayRead,
  findDailyPlay,
  getDailyChallenge,
} from "./daily.server";
import { dailyDateOf, nextResetAt } from "./daily-date.server";
import type { Player } from "./guest-player";
import { type PlayerStats, playerStatsOf, playerStatsRead } from "./player-stats.server";

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
  return playedOf(await findDailyPlay(deps, player, date));
}

/** A player's play of a daily as read (`dailyPlayRead`), as the views show it. */
export function playedOf(row: Awaited<ReturnType<typeof findDailyPlay>> | undefined): DailyPlayed | null {
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

export type DailyArchiveDay = {
  date: string;
  datasetId: number;
  datasetName: string;
  /** How this player played that day (its ranked game first); null: not played, or not known. */
  played?: DailyPlayed | null;
};

/** The daily's views read public data through `readThrough`, whose KV copy goes to `waitUntil`. */
type DailyViewDeps = DailyDeps & Pick<AppDeps, "waitUntil">;

const today = (deps: Pick<DailyDeps, "now">) => dailyDateOf(deps.now ? deps.now() : new Date());

/**
 * The daily of `date` (default today) as anyone may see it. 404 for a future day, a day without a
 * daily, or a dataset that has since become invisible to the viewer.
 */
export async function getDailyInfo(
  deps: DailyViewDeps,
  options: { date?: string; viewerId: number | null; locale?: Locale; player?: Player },
): Promise<DailyInfo> {
  const current = today(deps);
  const date = options.date ?? current;
  const challenge = date > current ? null : await getDailyChallenge(deps, date);
  return dailyInfoOf(deps, challenge, date === current, options);
}

async function dailyInfoOf(
  deps: DailyViewDeps,
  challenge: DailyChallenge | null,
  ranked: boolean,
  options: { viewerId: number | null; locale?: Locale; player?: Player },
): Promise<DailyInfo> {
  if (!challenge) throw new DomainError("NOT_FOUND", "No daily challenge for this day");
  const { date } = challenge;
  // The dataset through the public-read cache (the daily is always a public dataset unless its
  // author hid it since), the player's play from D1: one round trip for a known player, none else.
  const [dataset, played] = await Promise.all([
    getDataset(deps, challenge.datasetId, options.viewerId),
    options.player ? dailyPlayed(deps, options.player, date) : null,
  ]);
  return {
    date,
    datasetId: challenge.datasetId,
    datasetName: options.locale ? localized(dataset.nameI18n, options.locale, dataset.name) : dataset.name,
    versionId: challenge.versionId,
    ranked,
    nextResetAt: nextResetAt(date).toISOString(),
    played,
  };
}

/** Today's daily as `getDailyInfo` shows it, or null on a day without one (empty pool). */
export async function findTodayDaily(
  deps: DailyViewDeps,
  options: { viewerId: number | null; locale?: Locale; player?: Player },
): Promise<DailyInfo | null> {
  // The challenge is read once (KV) and handed on, not read again by getDailyInfo.
  const challenge = await getDailyChallenge(deps, today(deps));
  if (!challenge) return null;
  return dailyInfoOf(deps, challenge, true, options).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === "NOT_FOUND") return null;
    throw error;
  });
}

// Every view of the daily page lists a page of the archive: built once per database, not per request.
const archiveDays = prepared((db) =>
  db
    .select({
      date: dailyChallenges.date,
      datasetId: datasets.id,
      name: datasets.name,
      nameI18n: datasets.nameI18n,
      isPublic: datasets.isPublic,
      ownerId: datasets.ownerId,
    })
    .from(dailyChallenges)
    .innerJoin(datasets, eq(datasets.id, dailyChallenges.datasetId))
    // A deleted dataset's days leave the archive (its players' records keep them).
    .where(
      and(
        gte(dailyChallenges.date, sql.placeholder("from")),
        lt(dailyChallenges.date, sql.placeholder("to")),
        isNull(datasets.deletedAt),
      ),
    )
    .orderBy(desc(dailyChallenges.date))
    .prepare(),
);

/**
 * One page of past days (newest first, `archiveRange`), for the archive: unranked replays. Through
 * the public-read cache while every listed dataset is public (the usual case: the pool is public
 * datasets); the key's day moves at midnight and any dataset write (a delete, a rename, made
 * private) starts a new generation.
 */
export async function listDailyArchive(
  deps: DailyViewDeps,
  options: { viewerId: number | null; locale: Locale; page?: number },
): Promise<DailyArchiveDay[]> {
  const current = today(deps);
  const page = options.page ?? 1;
  const range = archiveRange(current, page);
  const rows = await readThrough(
    deps,
    `daily-archive:${current}:p${page}`,
    async () => {
      const days = await archiveDays(deps.db).all(range);
      const listed = new Set(days.map((day) => day.date));
      const missing = datesOf(range).filter((date) => !listed.has(date));
      if (missing.length === 0) return days;
      // A day whose pick was never stored (no cron run, no visitor that day) is still a day of the
      // archive: its page would compute the same pick (design §4), so the list does it first,
      // oldest first so each day sees the one before it. At most a page of days per view.
      for (const date of missing) await getDailyChallenge(deps, date);
      return archiveDays(deps.db).all(range);
    },
    (days) => days.every((day) => day.isPublic),
  );
  return rows
    .filter((row) => canSeeDataset(row, options.viewerId))
    .map((row) => ({
      date: row.date,
      datasetId: row.datasetId,
      datasetName: localized(row.nameI18n, options.locale, row.name),
    }));
}

// The player's games of an archive page's days, ranked first per day: built once per database,
// sent in the page's one batch.
const archivePlayColumns = { ...dailyPlayColumns, date: gameRecords.dailyDate };
const userArchivePlays = prepared((db) =>
  db
    .select(archivePlayColumns)
    .from(gameRecords)
    .where(
      and(
        eq(gameRecords.userId, sql.placeholder("userId")),
        gte(gameRecords.dailyDate, sql.placeholder("from")),
        lt(gameRecords.dailyDate, sql.placeholder("to")),
      ),
    )
    .orderBy(...dailyPlayOrder)
    .prepare(),
);
const guestArchivePlays = prepared((db) =>
  db
    .select(archivePlayColumns)
    .from(gameRecords)
    .where(
      and(
        isNull(gameRecords.userId),
        eq(gameRecords.guestId, sql.placeholder("guestId")),
        gte(gameRecords.dailyDate, sql.placeholder("from")),
        lt(gameRecords.dailyDate, sql.placeholder("to")),
      ),
    )
    .orderBy(...dailyPlayOrder)
    .prepare(),
);

function archivePlaysRead(
  { db }: Pick<DailyDeps, "db">,
  player: Player,
  range: { from: string; to: string },
) {
  if (player.userId !== null) return [userArchivePlays(db), { userId: player.userId, ...range }] as const;
  return player.guestId ? ([guestArchivePlays(db), { guestId: player.guestId, ...range }] as const) : null;
}

/** Per day, the first row (the ranked game, else the first): how the player played it. */
function playsByDay(rows: readonly (Parameters<typeof playedOf>[0] & { date: string | null })[]) {
  const plays = new Map<string, DailyPlayed>();
  for (const row of rows) {
    const played = playedOf(row);
    if (row.date && played && !plays.has(row.date)) plays.set(row.date, played);
  }
  return plays;
}

export type DailyPage = {
  today: DailyInfo | null;
  archive: DailyArchiveDay[];
  /** Which page of the archive this is, of how many (every past day since the launch). */
  archivePage: { page: number; pages: number };
  /** The player's stats (their streak); null for a visitor the server does not know. */
  stats: PlayerStats | null;
};

/**
 * The daily page: today's daily with the player's play of it, a page of the archive (`page`, from
 * 1: the newest; past the last, 404), and the player's stats. The public parts come from the
 * caches; the player's play and stats are read in one D1 batch.
 */
export async function getDailyPage(
  deps: DailyViewDeps & { now: () => Date },
  options: { player: Player; locale: Locale; page?: number },
): Promise<DailyPage> {
  const { player, locale } = options;
  const date = today(deps);
  const page = options.page ?? 1;
  const pages = archivePageCount(date);
  if (page > pages) throw new DomainError("NOT_FOUND", "No such page of the archive");
  const playRead = dailyPlayRead(deps, player, date);
  const statsRead = playerStatsRead(deps, player);
  const archiveRead = archivePlaysRead(deps, player, archiveRange(date, page));
  const [todayDaily, archive, mine] = await Promise.all([
    findTodayDaily(deps, { viewerId: player.userId, locale }),
    listDailyArchive(deps, { viewerId: player.userId, locale, page }),
    playRead && statsRead && archiveRead ? batchPrepared(deps, [playRead, statsRead, archiveRead]) : null,
  ]);
  const stats = mine ? await playerStatsOf(deps, player, mine[1][0]) : null;
  const plays = playsByDay(mine?.[2] ?? []);
  return {
    today: todayDaily && { ...todayDaily, played: playedOf(mine?.[0][0]) },
    archive: archive.map((day) => ({ ...day, played: plays.get(day.date) ?? null })),
    archivePage: { page, pages },
    stats,
  };
}
