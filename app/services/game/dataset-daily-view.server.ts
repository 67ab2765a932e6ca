import { and, eq, isNull, or } from "drizzle-orm";
import type { DatasetDailyInfo } from "~/schemas/game-stats";
import { gameRecords } from "~db/schema";
import type { DatasetRow } from "../datasets/visibility.server";
import { type DailyDeps, dailyPlayColumns, dailyPlayOrder } from "./daily.server";
import { dailyDateOf, nextResetAt } from "./daily-date.server";
import { getDatasetDaily, isInsider } from "./dataset-daily.server";
import type { Player } from "./guest-player";

/**
 * A player's game of dataset `datasetId`'s daily of `date`: the ranked one, else the first. The
 * featured dataset's daily is the site daily, so a site daily game of that day on it counts too.
 */
export async function findDatasetDailyPlay(
  deps: Pick<DailyDeps, "db">,
  player: Player,
  datasetId: number,
  date: string,
) {
  const who =
    player.userId !== null
      ? eq(gameRecords.userId, player.userId)
      : player.guestId
        ? and(isNull(gameRecords.userId), eq(gameRecords.guestId, player.guestId))
        : null;
  if (!who) return null;
  const [row] = await deps.db
    .select(dailyPlayColumns)
    .from(gameRecords)
    .where(
      and(
        who,
        eq(gameRecords.datasetId, datasetId),
        or(eq(gameRecords.datasetDailyDate, date), eq(gameRecords.dailyDate, date)),
      ),
    )
    .orderBy(...dailyPlayOrder)
    .limit(1);
  return row ?? null;
}

/** Today's daily of `dataset` (never its answer) and how `player` played it. */
export async function getDatasetDailyInfo(
  deps: DailyDeps & { now: () => Date },
  dataset: DatasetRow,
  player: Player,
): Promise<DatasetDailyInfo> {
  const date = dailyDateOf(deps.now());
  const daily = await getDatasetDaily(deps, dataset, date);
  const play = await findDatasetDailyPlay(deps, player, dataset.id, date);
  return {
    date,
    number: daily.number,
    datasetId: dataset.id,
    versionId: daily.versionId,
    ranked: play ? play.isRanked : !(await isInsider(deps.db, dataset, player)),
    nextResetAt: nextResetAt(date).toISOString(),
    played: play
      ? { recordId: play.id, result: play.result, attempts: play.attempts, score: play.score }
      : null,
  };
}
