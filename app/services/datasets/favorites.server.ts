import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { prepared } from "~/services/db/prepared.server";
import { forgetOnWrite } from "~/services/forget-on-write.server";
import { DomainError } from "~/utils/domain-error";
import { datasets, favorites, profiles, users } from "~db/schema";
import { visibleTo } from "./dataset-list.server";
import { type DatasetView, toDatasetView, viewColumns } from "./dataset-view.server";
import { type DatasetDeps, getDataset } from "./datasets.server";

export type FavoriteView = {
  id: number;
  userId: number;
  datasetId: number;
  createdAt: string;
  updatedAt: string;
  dataset: DatasetView;
};
export type FavoriteStatus = { datasetId: number; isFavorited: boolean; favoritedAt: string | null };

const recount = (datasetId: number) => sql`(SELECT count(*) FROM favorites WHERE dataset_id = ${datasetId})`;

/** Adds or removes the favorite row and recounts the dataset's favorites in one batch. */
async function changeFavorite(deps: DatasetDeps, userId: number, datasetId: number, favorited: boolean) {
  await getDataset(deps, datasetId, userId);
  await deps.db.batch([
    favorited
      ? deps.db.insert(favorites).values({ userId, datasetId }).onConflictDoNothing()
      : deps.db
          .delete(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.datasetId, datasetId))),
    deps.db
      .update(datasets)
      // A favorite is not an edit: updated_at stays (drizzle would bump it via $onUpdate).
      .set({ favoritesCount: recount(datasetId), updatedAt: sql`${datasets.updatedAt}` })
      .where(eq(datasets.id, datasetId)),
  ]);
  // Only that dataset's cached reads, not the generation every list and page hangs on.
  await forgetOnWrite(deps, { kind: "favorite", datasetId });
}

/** Idempotent: favoriting twice keeps one row; the count is recounted, never incremented blindly. */
export async function addFavorite(
  deps: DatasetDeps,
  userId: number,
  datasetId: number,
): Promise<FavoriteStatus> {
  await changeFavorite(deps, userId, datasetId, true);
  return getFavoriteStatus(deps, userId, datasetId);
}

export async function removeFavorite(
  deps: DatasetDeps,
  userId: number,
  datasetId: number,
): Promise<FavoriteStatus> {
  await changeFavorite(deps, userId, datasetId, false);
  return { datasetId, isFavorited: false, favoritedAt: null };
}

// Every signed-in view of a dataset page asks this: built once per database, not per request.
const favoriteOf = prepared((db) =>
  db
    .select({ createdAt: favorites.createdAt })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, sql.placeholder("userId")),
        eq(favorites.datasetId, sql.placeholder("datasetId")),
      ),
    )
    .limit(1)
    .prepare(),
);

export async function getFavoriteStatus(
  deps: DatasetDeps,
  userId: number,
  datasetId: number,
): Promise<FavoriteStatus> {
  await getDataset(deps, datasetId, userId);
  const row = await favoriteOf(deps.db).get({ userId, datasetId });
  return { datasetId, isFavorited: Boolean(row), favoritedAt: row ? row.createdAt.toISOString() : null };
}

/** `userId`'s favorites among the datasets `viewerId` can see (others' private ones never show). */
export async function listFavorites(
  deps: DatasetDeps,
  userId: number,
  viewerId: number | null,
  offset: number,
  limit: number,
) {
  const where = and(eq(favorites.userId, userId), visibleTo(viewerId), isNull(datasets.deletedAt));
  // Not db.batch: batched rows come back keyed by column name, and favorites and datasets share some.
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({
        ...viewColumns,
        favoriteId: favorites.id,
        favoriteUserId: favorites.userId,
        favoriteCreatedAt: favorites.createdAt,
        favoriteUpdatedAt: favorites.updatedAt,
      })
      .from(favorites)
      .innerJoin(datasets, eq(favorites.datasetId, datasets.id))
      .leftJoin(users, eq(users.id, datasets.ownerId))
      .leftJoin(profiles, eq(profiles.userId, datasets.ownerId))
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      .limit(limit)
      .offset(offset),
    deps.db
      .select({ total: sql<number>`count(*)` })
      .from(favorites)
      .innerJoin(datasets, eq(favorites.datasetId, datasets.id))
      .where(where),
  ]);
  const list: FavoriteView[] = rows.map((row) => ({
    id: row.favoriteId,
    userId: row.favoriteUserId,
    datasetId: row.id,
    createdAt: row.favoriteCreatedAt.toISOString(),
    updatedAt: row.favoriteUpdatedAt.toISOString(),
    dataset: toDatasetView(row),
  }));
  const total = counted?.total ?? 0;
  return { favorites: list, pagination: { offset, limit, total } };
}

/** Whose favorites a page shows: the user's nickname (else username); 404 when there is no such user. */
export async function favoritesOwner(
  deps: Pick<DatasetDeps, "db">,
  userId: number,
): Promise<{ id: number; name: string }> {
  const [row] = await deps.db
    .select({ username: users.username, nickname: profiles.nickname })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.isActive, true)))
    .limit(1);
  if (!row) throw new DomainError("NOT_FOUND", "User not found");
  return { id: userId, name: row.nickname?.trim() || row.username };
}
