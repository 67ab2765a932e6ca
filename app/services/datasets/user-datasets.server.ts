import type { AppDeps } from "~/services/deps.server";
import { queryPublicDatasets } from "./dataset-list.server";
import type { DatasetView } from "./dataset-view.server";

export type UserDatasets = { datasets: DatasetView[]; total: number };

/**
 * A user's public datasets for their profile pages. No cache of its own: the public profile keeps
 * them in its cached copy (`getPublicProfileView`), read beside the profile and stats, so a far
 * player's first view waits for one read, and an unknown user id leaves no KV key behind.
 */
export async function loadUserPublicDatasets(
  { db }: Pick<AppDeps, "db">,
  userId: number,
  limit = 6,
): Promise<UserDatasets> {
  const list = await queryPublicDatasets(db, { ownerId: userId, isPublic: true, offset: 0, limit });
  return { datasets: list.datasets, total: list.total };
}
