import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import type { LocalizedText } from "~db/schema";
import type { OutcomeRow } from "../quality/measured-play";
import { VERSION_OUTCOMES_SQL } from "../quality/measured-play.server";
import {
  type CreatorDashboard,
  type DashboardDay,
  dashboardOf,
  HARDEST_COUNT,
  windowStart,
} from "./creator-dashboard";

const DAYS_SQL = `SELECT day, started, practice, daily, won, lost, abandoned, players FROM dashboard_days
WHERE dataset_id = ?1 AND day >= ?2 ORDER BY day`;

/**
 * The answers players failed most often (then needed the most guesses for), with their names. Reads
 * the version's answer rows: at most one per entry, never the game records.
 */
const HARDEST_SQL = `SELECT a.entry_id AS entryId, e.name, e.labels, a.games, a.wins,
  CAST(a.sum_attempts AS REAL) / a.games AS averageGuesses
FROM version_answers a JOIN entries e ON e.id = a.entry_id
WHERE a.version_id = ?1 AND a.games > 0
ORDER BY CAST(a.games - a.wins AS REAL) / a.games DESC, CAST(a.sum_attempts AS REAL) / a.games DESC,
  a.games DESC, a.entry_id
LIMIT ?2`;

type HardRow = {
  entryId: number;
  name: string;
  labels: string | null;
  games: number;
  wins: number;
  averageGuesses: number;
};

/**
 * The creator's dashboard of a dataset (its owner only): plays and players per day over the last 30
 * days, outcomes, the current version's measured play and give-ups, and the hardest answers. One D1
 * round trip of three small indexed reads, from the aggregates the cron tick keeps (migration 0023).
 */
export async function creatorDashboard(
  { db, now }: Pick<AppDeps, "db" | "now">,
  viewerId: number,
  datasetId: number,
): Promise<CreatorDashboard> {
  const d1 = db.$client;
  const dataset = await d1
    .prepare(
      "SELECT owner_id AS ownerId, latest_version_id AS versionId FROM datasets WHERE id = ?1 AND deleted_at IS NULL",
    )
    .bind(datasetId)
    .first<{ ownerId: number | null; versionId: number | null }>();
  if (!dataset) throw new DomainError("NOT_FOUND", "Dataset not found");
  if (dataset.ownerId !== viewerId) {
    throw new DomainError("FORBIDDEN", "Only the owner sees the dataset's dashboard").because("notOwner");
  }
  const today = now();
  const version = dataset.versionId ?? 0;
  const [days, outcomes, hardest] = await d1.batch([
    d1.prepare(DAYS_SQL).bind(datasetId, windowStart(today)),
    d1.prepare(VERSION_OUTCOMES_SQL).bind(version),
    d1.prepare(HARDEST_SQL).bind(version, HARDEST_COUNT),
  ]);
  return dashboardOf(
    dataset.versionId,
    (days?.results ?? []) as DashboardDay[],
    (outcomes?.results ?? []) as OutcomeRow[],
    ((hardest?.results ?? []) as HardRow[]).map((row) => ({
      ...row,
      labels: row.labels ? (JSON.parse(row.labels) as LocalizedText) : null,
    })),
    today,
  );
}
