import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { countPublicDatasetsByType } from "~/services/dataset-types.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";

/** GET /api/v1/dataset-types: every type with its number of public datasets. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  return apiOk({ types: await countPublicDatasetsByType(context.deps) });
});

export const action = apiHandler(async () => methodNotAllowed(["GET"]));
