import { z } from "zod";
import { datasetResponse } from "~/schemas/dataset-responses";
import { forkDatasetSchema, idParamSchema } from "~/schemas/datasets";
import { forkDataset } from "~/services/datasets/fork.server";
import { wireDataset } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";

/** POST /api/v1/dataset/{id}/fork {name, description, is_public, allow_fork} → {message, dataset}. */
const route = apiRoute(
  {
    method: "post",
    path: "/api/v1/dataset/{id}/fork",
    summary: "Fork the latest version (public + allowFork, or the owner)",
    tag: "datasets",
    auth: true,
    params: { id: idParamSchema },
    body: forkDatasetSchema,
    response: z.object({ message: z.string(), dataset: datasetResponse }),
    status: 201,
    errors: [403, 404],
  },
  async ({ context, user, params, body }) => {
    const result = await forkDataset(context.deps, user.id, params.id, body);
    return { message: result.message, dataset: wireDataset(result.dataset) };
  },
);

export const endpoints = [route];
