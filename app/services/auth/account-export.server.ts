import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { entriesToJson } from "~/services/datasets/download-format";
import type { AppDeps } from "~/services/deps.server";
import { answerWithheld } from "~/services/game/finish-game.server";
import { getUserStats } from "~/services/game/stats.server";
import { getFullProfile } from "~/services/profile.server";
import { DomainError } from "~/utils/domain-error";
import { snakeKeys } from "~/utils/key-case";
import {
  datasets,
  datasetTags,
  datasetVersions,
  entries,
  favorites,
  gameGuesses,
  gameRecords,
  users,
} from "~db/schema";

/** The export's format: a reader can tell later files from this one. */
export const EXPORT_FORMAT = "datadle-account-export/1";

type Deps = Pick<AppDeps, "db" | "now">;

async function accountOf({ db }: Deps, userId: number) {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new DomainError("NOT_FOUND", "User not found");
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    isVerified: user.isVerified,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Every game the account played, each with its guesses in order. The answer of a game still playing stays secret. */
async function gamesOf({ db }: Deps, userId: number) {
  const records = await db
    .select()
    .from(gameRecords)
    .where(eq(gameRecords.userId, userId))
    .orderBy(asc(gameRecords.startTime));
  const guesses = await db
    .select({
      recordId: gameGuesses.recordId,
      position: gameGuesses.position,
      entryId: gameGuesses.entryId,
      entryName: entries.name,
      feedback: gameGuesses.feedback,
      createdAt: gameGuesses.createdAt,
    })
    .from(gameGuesses)
    .innerJoin(gameRecords, eq(gameRecords.id, gameGuesses.recordId))
    .leftJoin(entries, eq(entries.id, gameGuesses.entryId))
    .where(eq(gameRecords.userId, userId))
    .orderBy(asc(gameGuesses.recordId), asc(gameGuesses.position));
  const byRecord = new Map<number, typeof guesses>();
  for (const guess of guesses) {
    const list = byRecord.get(guess.recordId) ?? [];
    list.push(guess);
    byRecord.set(guess.recordId, list);
  }
  return records.map((record) => ({
    id: record.id,
    datasetId: record.datasetId,
    datasetName: record.datasetName,
    versionId: record.versionId,
    answer: record.result === "playing" || answerWithheld(record) ? null : record.answerName,
    result: record.result,
    score: record.score,
    attempts: record.attempts,
    accuracy: record.accuracy,
    duration: record.duration,
    startTime: record.startTime.toISOString(),
    endTime: record.endTime?.toISOString() ?? null,
    isDailyChallenge: record.isDailyChallenge,
    dailyDate: record.dailyDate,
    isRanked: record.isRanked,
    hardMode: record.hardMode,
    guesses: (byRecord.get(record.id) ?? []).map((guess) => ({
      position: guess.position,
      entryId: guess.entryId,
      entryName: guess.entryName,
      feedback: guess.feedback,
      at: guess.createdAt.toISOString(),
    })),
  }));
}

async function favoritesOf({ db }: Deps, userId: number) {
  const rows = await db
    .select({ datasetId: favorites.datasetId, name: datasets.name, createdAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(datasets, eq(datasets.id, favorites.datasetId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The account's datasets (not purged), each version as the body `POST /api/v1/dataset/{id}/versions`
 * takes (the JSON download's format, `entriesToJson`): uploading `upload` again makes the same version.
 */
async function datasetsOf({ db }: Deps, userId: number) {
  const owned = await db
    .select()
    .from(datasets)
    .where(and(eq(datasets.ownerId, userId), isNull(datasets.purgedAt)))
    .orderBy(asc(datasets.id));
  const ids = owned.map((row) => row.id);
  if (ids.length === 0) return [];
  const [tags, versions] = await Promise.all([
    db.select().from(datasetTags).where(inArray(datasetTags.datasetId, ids)),
    db
      .select()
      .from(datasetVersions)
      .where(inArray(datasetVersions.datasetId, ids))
      .orderBy(asc(datasetVersions.version)),
  ]);
  const out = [];
  for (const dataset of owned) {
    const own = versions.filter((version) => version.datasetId === dataset.id);
    const exported = [];
    for (const version of own) {
      const rows = await db
        .select({
          name: entries.name,
          labels: entries.labels,
          aliases: entries.aliases,
          imageUrl: entries.imageUrl,
          attributes: entries.attributes,
        })
        .from(entries)
        .where(eq(entries.versionId, version.id))
        .orderBy(asc(entries.position));
      exported.push({
        meta: {
          id: version.id,
          version: version.version,
          entriesCount: version.entriesCount,
          deletedAt: version.deletedAt?.toISOString() ?? null,
          createdAt: version.createdAt.toISOString(),
        },
        upload: JSON.parse(entriesToJson(version.changelog, version.attributeTypes, rows)) as unknown,
      });
    }
    out.push({
      meta: {
        id: dataset.id,
        name: dataset.name,
        nameI18n: dataset.nameI18n,
        description: dataset.description,
        descriptionI18n: dataset.descriptionI18n,
        language: dataset.language,
        type: dataset.type,
        tags: tags.filter((tag) => tag.datasetId === dataset.id).map((tag) => tag.tag),
        isPublic: dataset.isPublic,
        allowFork: dataset.allowFork,
        forkedFromId: dataset.forkedFromId,
        deletedAt: dataset.deletedAt?.toISOString() ?? null,
        hiddenReason: dataset.hiddenAt ? dataset.hiddenReason : null,
        createdAt: dataset.createdAt.toISOString(),
      },
      versions: exported,
    });
  }
  return out;
}

/**
 * Everything the account holds, as one JSON document with snake_case keys. Each version's `upload`
 * is kept verbatim (its attribute keys are the author's own and must not change case), so it can be
 * posted back to `/api/v1/dataset/{id}/versions` as it is.
 */
export async function exportAccount(deps: Deps, userId: number): Promise<string> {
  const [account, profile, games, stats, favorites, owned] = await Promise.all([
    accountOf(deps, userId),
    getFullProfile(deps, userId),
    gamesOf(deps, userId),
    getUserStats(deps, userId),
    favoritesOf(deps, userId),
    datasetsOf(deps, userId),
  ]);
  const document = snakeKeys<Record<string, unknown>>({
    format: EXPORT_FORMAT,
    exportedAt: deps.now().toISOString(),
    account,
    profile,
    stats,
    favorites,
    games,
    datasets: owned.map((dataset) => ({
      ...dataset.meta,
      versions: dataset.versions.map((version) => version.meta),
    })),
  });
  // The uploads go in after the case conversion, untouched.
  const exportedSets = document.datasets as { versions: Record<string, unknown>[] }[];
  owned.forEach((dataset, i) => {
    dataset.versions.forEach((version, j) => {
      const target = exportedSets[i]?.versions[j];
      if (target) target.upload = version.upload;
    });
  });
  return JSON.stringify(document);
}
