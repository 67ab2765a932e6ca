import { z } from "zod";
import { entriesQuerySchema, idParamSchema } from "~/schemas/datasets";
import { suggestEntries } from "~/services/datasets/entries.server";
import { wireEntry } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

const localized = z.object({ "zh-CN": z.string().optional(), "en-US": z.string().optional() });

/** GET /api/v1/dataset/{id}/entries?query=&limit=: guess autocomplete over the latest version. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/dataset/{id}/entries",
    summary: "Guess autocomplete over the latest version's names, labels and aliases",
    tag: "datasets",
    rateTier: "search",
    params: { id: idParamSchema },
    query: entriesQuerySchema,
    response: z.object({
      entries: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          labels: localized.nullable(),
          aliases: z.array(z.string()),
          imageUrl: z.string().nullable(),
        }),
      ),
    }),
    errors: [404],
  },
  async ({ request, context, params, query }) => {
    const viewer = await getAuthUser(context, request);
    const entries = await suggestEntries(
      context.deps,
      params.id,
      viewer?.id ?? null,
      query.query,
      query.limit,
    );
    return { entries: entries.map(wireEntry) };
  },
);

export const endpoints = [route];
