import { and, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "~/services/deps.server";
import { datasets, type LocalizedText, profiles, users } from "~db/schema";

/** A dataset as pages and the API show it (spec §3 plus counts); JSON-safe so it can be cached. */
export type DatasetView = {
  id: number;
  name: string;
  nameI18n: LocalizedText | null;
  description: string;
  descriptionI18n: LocalizedText | null;
  language: "zh-CN" | "en-US";
  ownerId: number | null;
  owner: { id: number; username: string; nickname: string | null } | null;
  isPublic: boolean;
  allowFork: boolean;
  tags: string[];
  type: string;
  createdAt: string;
  updatedAt: string;
  /** The latest version as CSV; null before the first version. */
  downloadUrl: string | null;
  entriesCount: number;
  forksCount: number;
  favoritesCount: number;
  playsCount: number;
  forkedFromId: number | null;
  /**
   * The source of a fork as the fork page names it ("Forked from <name> by <owner>"): null when
   * this is no fork; `available: false` (no name) when the source was deleted or is private.
   */
  forkedFrom: ForkSource | null;
  latestVersionId: number | null;
  /** The latest version's quality-report difficulty; null until it is computed. */
  difficulty: "easy" | "medium" | "hard" | null;
  /** A newcomer's expected guesses, shown with the difficulty; null until computed. */
  expectedGuesses: number | null;
  /** Expected guesses of someone who knows the subject (the range's low end); null until computed. */
  expertGuesses: number | null;
  /** Why an operator hid it (only its owner can see a hidden dataset); null when not hidden. */
  hiddenReason: string | null;
};

export type ForkSource = {
  id: number;
  available: boolean;
  /** The source's owner deleted their account: the fork credits "a deleted user". */
  ownerDeleted: boolean;
  name: string | null;
  nameI18n: LocalizedText | null;
  owner: { id: number; name: string } | null;
};

export const versionDownloadUrl = (versionId: number, format: "csv" | "json" = "csv") =>
  `/api/v1/versions/${versionId}/download?format=${format}`;

export const viewColumns = {
  ...getTableColumns(datasets),
  ownerUsername: users.username,
  ownerNickname: profiles.nickname,
  tagsJson: sql<string>`(select json_group_array(${sql.raw("tag")}) from dataset_tags where dataset_id = ${datasets.id})`,
  difficulty: sql<
    DatasetView["difficulty"]
  >`(select difficulty from version_quality where version_id = ${datasets.latestVersionId})`,
  expectedGuesses: sql<
    number | null
  >`(select json_extract(report, '$.human.expected') from version_quality where version_id = ${datasets.latestVersionId})`,
  expertGuesses: sql<
    number | null
  >`(select json_extract(report, '$.expert.expected') from version_quality where version_id = ${datasets.latestVersionId})`,
  // Only a public, not deleted source is named; anything else reads as "a deleted dataset".
  forkSourceJson: sql<string | null>`(select json_object('name', s.name, 'nameI18n', json(s.name_i18n),
      'ownerId', s.owner_id, 'owner', coalesce(nullif(sp.nickname, ''), su.username))
    from datasets s left join users su on su.id = s.owner_id left join profiles sp on sp.user_id = s.owner_id
    where s.id = ${datasets.forkedFromId} and s.deleted_at is null and s.is_public = 1)`,
  forkSourceOwnerDeleted: sql<
    number | null
  >`(select s.owner_deleted from datasets s where s.id = ${datasets.forkedFromId})`,
};

function forkSource(row: {
  forkedFromId: number | null;
  forkSourceJson: string | null;
  forkSourceOwnerDeleted: number | null;
}): ForkSource | null {
  if (row.forkedFromId === null) return null;
  const ownerDeleted = Boolean(row.forkSourceOwnerDeleted);
  if (!row.forkSourceJson) {
    return { id: row.forkedFromId, available: false, ownerDeleted, name: null, nameI18n: null, owner: null };
  }
  const source = JSON.parse(row.forkSourceJson) as {
    name: string;
    nameI18n: LocalizedText | null;
    ownerId: number | null;
    owner: string | null;
  };
  return {
    id: row.forkedFromId,
    available: true,
    ownerDeleted,
    name: source.name,
    nameI18n: source.nameI18n ?? null,
    owner: source.ownerId !== null && source.owner ? { id: source.ownerId, name: source.owner } : null,
  };
}

/** SELECT … FROM datasets with owner and tags, for `where` to narrow. */
export function selectDatasetViews({ db }: Pick<AppDeps, "db">) {
  return db
    .select(viewColumns)
    .from(datasets)
    .leftJoin(users, eq(users.id, datasets.ownerId))
    .leftJoin(profiles, eq(profiles.userId, datasets.ownerId));
}

export type DatasetViewRow = Awaited<ReturnType<typeof selectDatasetViews>>[number];

export function toDatasetView(row: DatasetViewRow): DatasetView {
  const tags = (JSON.parse(row.tagsJson || "[]") as string[]).sort();
  return {
    id: row.id,
    name: row.name,
    nameI18n: row.nameI18n ?? null,
    description: row.description,
    descriptionI18n: row.descriptionI18n ?? null,
    language: row.language,
    ownerId: row.ownerId,
    owner:
      row.ownerId !== null && row.ownerUsername !== null
        ? { id: row.ownerId, username: row.ownerUsername, nickname: row.ownerNickname ?? null }
        : null,
    isPublic: row.isPublic,
    allowFork: row.allowFork,
    tags,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    downloadUrl: row.latestVersionId ? versionDownloadUrl(row.latestVersionId) : null,
    entriesCount: row.entriesCount,
    forksCount: row.forksCount,
    favoritesCount: row.favoritesCount,
    playsCount: row.playsCount,
    forkedFromId: row.forkedFromId,
    forkedFrom: forkSource(row),
    latestVersionId: row.latestVersionId,
    difficulty: row.difficulty ?? null,
    expectedGuesses: row.expectedGuesses ?? null,
    expertGuesses: row.expertGuesses ?? null,
    hiddenReason: row.hiddenAt ? (row.hiddenReason ?? "") : null,
  };
}

/** A dataset that is not deleted (a soft-deleted one reads as missing everywhere). */
export async function loadDatasetView(
  { db }: Pick<AppDeps, "db">,
  id: number,
  extra?: SQL,
): Promise<DatasetView | null> {
  const live = and(eq(datasets.id, id), isNull(datasets.deletedAt));
  const [row] = await selectDatasetViews({ db })
    .where(extra ? and(live, extra) : live)
    .limit(1);
  return row ? toDatasetView(row) : null;
}
