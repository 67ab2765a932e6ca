import { desc, eq, lt } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { DomainError } from "~/utils/domain-error";
import { dailyChallenges, datasets } from "~db/schema";
import { canSeeDataset, getVisibleDataset } from "../datasets/visibility.server";
import { type DailyDeps, getDailyChallenge } from "./daily.server";
import { dailyDateOf, nextResetAt } from "./daily-date.server";

/** A daily challenge without its answer (safe for any response or page). */
export type DailyInfo = {
  date: string;
  datasetId: number;
  datasetName: string;
  versionId: number;
  ranked: boolean;
  nextResetAt: string;
};

export type DailyArchiveDay = { date: string; datasetId: number; datasetName: string };

const today = (deps: Pick<DailyDeps, "now">) => dailyDateOf(deps.now ? deps.now() : new Date());

/**
 * The daily of `date` (default today) as anyone may see it. 404 for a future day, a day without a
 * daily, or a dataset that has since become invisible to the viewer.
 */
export async function getDailyInfo(
  deps: DailyDeps,
  options: { date?: string; viewerId: number | null; locale?: Locale },
): Promise<DailyInfo> {
  const current = today(deps);
  const date = options.date ?? current;
  const challenge = date > current ? null : await getDailyChallenge(deps, date);
  if (!challenge) throw new DomainError("NOT_FOUND", "No daily challenge for this day");
  const dataset = await getVisibleDataset(deps, challenge.datasetId, options.viewerId);
  return {
    date,
    datasetId: challenge.datasetId,
    datasetName: (options.locale && dataset.nameI18n?.[options.locale]) || dataset.name,
    versionId: challenge.versionId,
    ranked: date === current,
    nextResetAt: nextResetAt(date).toISOString(),
  };
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
    .where(lt(dailyChallenges.date, today(deps)))
    .orderBy(desc(dailyChallenges.date))
    .limit(options.limit ?? 30);
  return rows
    .filter((row) => canSeeDataset(row.dataset, options.viewerId))
    .map((row) => ({
      date: row.date,
      datasetId: row.dataset.id,
      datasetName: row.dataset.nameI18n?.[options.locale] || row.dataset.name,
    }));
}
