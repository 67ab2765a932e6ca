import { asc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "~/services/deps.server";
import { type AttributeColumn, datasets, datasetVersions, entries, versionQuality } from "~db/schema";
import { poolEntries } from "./pool-entries";
import { type Difficulty, type QualityEntry, type QualityReport, qualityReport } from "./quality-report";

/** A stored report with the version it belongs to. */
export type VersionQuality = { versionId: number; report: QualityReport };

/** Computes and stores a version's report (replacing an older one); returns it. */
export async function storeQualityReport(
  { db }: Pick<AppDeps, "db">,
  versionId: number,
  columns: AttributeColumn[],
  rows: QualityEntry[],
): Promise<QualityReport> {
  const report = qualityReport(columns, rows);
  const values = {
    versionId,
    report: report as unknown as Record<string, unknown>,
    difficulty: report.difficulty,
  };
  await db
    .insert(versionQuality)
    .values(values)
    .onConflictDoUpdate({
      target: versionQuality.versionId,
      set: { report: values.report, difficulty: values.difficulty },
    });
  return report;
}

/** The read of a version's stored report (to send alone or in a batch); its rows go to `storedReport`. */
export const qualityReportQuery = ({ db }: Pick<AppDeps, "db">, versionId: number) =>
  db
    .select({ report: versionQuality.report })
    .from(versionQuality)
    .where(eq(versionQuality.versionId, versionId))
    .limit(1);

export const storedReport = (rows: { report: unknown }[]): QualityReport | null =>
  rows[0] ? (rows[0].report as QualityReport) : null;

/** The stored report of a version, or null (versions uploaded before reports existed). */
export async function readQualityReport(
  deps: Pick<AppDeps, "db">,
  versionId: number,
): Promise<QualityReport | null> {
  return storedReport(await qualityReportQuery(deps, versionId));
}

/**
 * The report of a version, computed from its stored entries and kept when it has none yet (a
 * version older than the reports, or a seeded one). The caller has checked the viewer may see it.
 */
export async function ensureQualityReport(
  { db }: Pick<AppDeps, "db">,
  versionId: number,
  known?: QualityReport | null,
): Promise<QualityReport | null> {
  const stored = known ?? (await readQualityReport({ db }, versionId));
  if (stored) return stored;
  const version = await db.query.datasetVersions.findFirst({ where: eq(datasetVersions.id, versionId) });
  if (!version) return null;
  const rows = await db
    .select({ name: entries.name, attributes: entries.attributes, inPool: entries.inPool })
    .from(entries)
    .where(eq(entries.versionId, versionId))
    .orderBy(asc(entries.position));
  return storeQualityReport({ db }, versionId, version.attributeTypes, poolEntries(rows));
}

/**
 * The latest version's difficulty as a column of a `datasets` query (null until reported), e.g.
 * `db.select({ ..., difficulty: latestDifficulty }).from(datasets)` for the /game list.
 */
export const latestDifficulty = sql<Difficulty | null>`(select difficulty from version_quality where version_id = ${datasets.latestVersionId})`;

/** The latest version's expected guesses (the newcomer's), shown beside its difficulty. */
export const latestExpectedGuesses = sql<
  number | null
>`(select json_extract(report, '$.human.expected') from version_quality where version_id = ${datasets.latestVersionId})`;

/** The latest version's expected guesses of someone who knows the subject: the low end of the label's range. */
export const latestExpertGuesses = sql<
  number | null
>`(select json_extract(report, '$.expert.expected') from version_quality where version_id = ${datasets.latestVersionId})`;

/**
 * Reports for up to `limit` latest versions that have none (seeded data, versions older than the
 * reports), for a cron tick to call; returns how many it computed.
 */
export async function backfillQualityReports({ db }: Pick<AppDeps, "db">, limit = 3): Promise<number> {
  const missing = await db
    .select({ versionId: datasets.latestVersionId })
    .from(datasets)
    .where(
      sql`${datasets.latestVersionId} IS NOT NULL AND ${datasets.deletedAt} IS NULL AND NOT EXISTS (SELECT 1 FROM version_quality q WHERE q.version_id = ${datasets.latestVersionId})`,
    )
    .limit(limit);
  for (const { versionId } of missing) if (versionId !== null) await ensureQualityReport({ db }, versionId);
  return missing.length;
}
