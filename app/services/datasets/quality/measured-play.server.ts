import type { AppDeps } from "~/services/deps.server";
import { type MeasuredPlay, measuredPlay, type OutcomeRow } from "./measured-play";

/** One indexed read of a version's outcome rows (a few dozen at most: one per guess count and outcome). */
export const VERSION_OUTCOMES_SQL =
  "SELECT attempts, result, games FROM version_outcomes WHERE version_id = ?1 ORDER BY attempts";

/** A version's measured play (or how many more finished games it needs), for the quality report. */
export async function readMeasuredPlay(
  { db }: Pick<AppDeps, "db">,
  versionId: number,
): Promise<MeasuredPlay> {
  const rows = await db.$client.prepare(VERSION_OUTCOMES_SQL).bind(versionId).all<OutcomeRow>();
  return measuredPlay(rows.results);
}
