import type { AppDeps } from "~/services/deps.server";
import { listDatasets } from "./dataset-list.server";
import type { DatasetView } from "./dataset-view.server";

export type UserDatasets = { datasets: DatasetView[]; total: number };

/** A user's public datasets for their profile pages (cached like every public list). */
export async function loadUserPublicDatasets(
  deps: AppDeps,
  userId: number,
  limit = 6,
): Promise<UserDatasets> {
  const list = await listDatasets(deps, { ownerId: userId, isPublic: true, offset: 0, limit }, null);
  return { datasets: list.datasets, total: list.total };
}
