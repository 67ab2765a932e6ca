import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema } from "~/schemas/datasets";
import { getOwnedDataset } from "~/services/datasets/datasets.server";
import { isDomainError } from "~/utils/domain-error";
import { pageNotFound } from "~/utils/not-found.server";
import { requireUserForPage } from "~/web/guards.server";

/** `?dataset_id=N` of a dataset the signed-in user owns, else the 404 page. */
export async function ownedDatasetFromQuery({ request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const user = await requireUserForPage(context, request);
  const id = idParamSchema.safeParse(new URL(request.url).searchParams.get("dataset_id"));
  if (!id.success) throw pageNotFound(request);
  try {
    return { user, dataset: await getOwnedDataset(context.deps, id.data, user.id) };
  } catch (error) {
    if (isDomainError(error)) throw pageNotFound(request);
    throw error;
  }
}
