import { idParamSchema } from "~/schemas/datasets";
import { getDataset } from "~/services/datasets/datasets.server";
import { DomainError } from "~/utils/domain-error";
import type { PageInput } from "~/web/page.server";

/** `?dataset_id=N` (or `?datasetId=N`), null when absent; a malformed id is a 404. */
export function datasetIdOf(url: URL): number | null {
  const raw = url.searchParams.get("dataset_id") ?? url.searchParams.get("datasetId");
  if (raw === null || raw === "") return null;
  const id = idParamSchema.safeParse(raw);
  return id.success ? id.data : -1;
}

/** The signed-in user and the dataset of the query, which they must own (else the 404 page). */
export async function ownedDatasetFromQuery({ requireUser, deps, url }: PageInput) {
  const user = await requireUser();
  const id = datasetIdOf(url);
  const dataset = id === null ? null : await getDataset(deps, id, user.id);
  // Someone else's dataset reads as absent: the page does not say whose it is.
  if (dataset && dataset.ownerId !== user.id) throw new DomainError("NOT_FOUND", "Dataset not found");
  return { user, dataset };
}
