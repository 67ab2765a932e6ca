import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import { readThrough } from "~/services/cache.server";
import { prepared } from "~/services/db/prepared.server";
import type { AppDeps } from "~/services/deps.server";
import type { Database } from "~db/index";
import { datasetStats, datasets } from "~db/schema";
import { playable as playableDataset } from "../datasets/dataset-list.server";
import type { Difficulty } from "../datasets/quality/quality-report";
import {
  latestDifficulty,
  latestExpectedGuesses,
  latestExpertGuesses,
} from "../datasets/quality/quality-store.server";

export type PlayableDataset = {
  id: number;
  name: string;
  description: string;
  type: string;
  entriesCount: number;
  /**
   * Plays: `datasets.plays_count`, the one count /datasets and the home page show too (the cron keeps
   * it equal to the dataset stats: a finished game, once per player and day; ADR 007).
   */
  totalGames: number;
  averageGuesses: number | null;
  /** The latest version's difficulty from its quality report (null until reported). */
  difficulty: Difficulty | null;
  /** A newcomer's expected guesses, the high end of the difficulty's range (null until reported). */
  expectedGuesses: number | null;
  /** Expected guesses of someone who knows the subject, the range's low end (null until reported). */
  expertGuesses: number | null;
};

export type PlayablePage = { datasets: PlayableDataset[]; total: number; page: number; pages: number };

/** Public and playable by the one rule (an operator-hidden dataset is neither on /game nor in the picker). */
const playable = and(eq(datasets.isPublic, true), playableDataset());

// The /game list and the leaderboard's picker are read on every view: built once per database.
const playablePage = prepared((db) =>
  db
    .select({
      dataset: datasets,
      averageGuesses: datasetStats.averageGuesses,
      difficulty: latestDifficulty,
      expectedGuesses: latestExpectedGuesses,
      expertGuesses: latestExpertGuesses,
    })
    .from(datasets)
    .leftJoin(datasetStats, eq(datasetStats.datasetId, datasets.id))
    .where(playable)
    .orderBy(desc(datasets.playsCount), asc(datasets.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(),
);

const playableCount = prepared((db) =>
  db.select({ total: count() }).from(datasets).where(playable).prepare(),
);

const playableNames = prepared((db) =>
  db
    .select({ id: datasets.id, name: datasets.name, nameI18n: datasets.nameI18n })
    .from(datasets)
    .where(playable)
    .orderBy(asc(datasets.name))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** The /game list: public datasets with enough entries, most played first (stored counts, no aggregation). */
export function listPlayableDatasets(
  deps: Pick<AppDeps, "db" | "kv" | "waitUntil">,
  locale: Locale,
  options: { page: number; pageSize?: number },
): Promise<PlayablePage> {
  const pageSize = options.pageSize ?? 20;
  // Public data: through the public-read cache, dropped by every dataset write (as the home's list).
  return readThrough(deps, `playable:${locale}:${options.page}:${pageSize}`, () =>
    queryPlayablePage(deps.db, locale, options.page, pageSize),
  );
}

async function queryPlayablePage(
  db: Database,
  locale: Locale,
  page: number,
  pageSize: number,
): Promise<PlayablePage> {
  const [rows, totals] = await Promise.all([
    playablePage(db).all({ limit: pageSize, offset: (page - 1) * pageSize }),
    playableCount(db).all(),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    datasets: rows.map(({ dataset, averageGuesses, difficulty, expectedGuesses, expertGuesses }) => ({
      id: dataset.id,
      name: localized(dataset.nameI18n, locale, dataset.name),
      description: localized(dataset.descriptionI18n, locale, dataset.description),
      type: dataset.type,
      entriesCount: dataset.entriesCount,
      totalGames: dataset.playsCount,
      averageGuesses: averageGuesses ? averageGuesses : null,
      difficulty,
      expectedGuesses: expectedGuesses ?? null,
      expertGuesses: expertGuesses ?? null,
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Names of playable datasets for the leaderboard's dataset picker. */
export function listPlayableDatasetNames(
  deps: Pick<AppDeps, "db" | "kv" | "waitUntil">,
  locale: Locale,
  limit = 200,
): Promise<{ id: number; name: string }[]> {
  return readThrough(deps, `playable-names:${locale}:${limit}`, async () => {
    const rows = await playableNames(deps.db).all({ limit });
    return rows.map((row) => ({ id: row.id, name: localized(row.nameI18n, locale, row.name) }));
  });
}
