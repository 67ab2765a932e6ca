import { z } from "zod";
import { countPublicDatasetsByType } from "~/services/dataset-types.server";
import { apiRoute } from "~/web/api-route.server";

/** GET /api/v1/dataset-types: every type with its number of public datasets. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/dataset-types",
    summary: "Dataset types with their number of public datasets",
    tag: "datasets",
    response: z.object({ types: z.array(z.object({ type: z.string(), count: z.number() })) }),
  },
  async ({ context }) => ({ types: await countPublicDatasetsByType(context.deps) }),
);

export const endpoints = [route];
