import { downloadQuerySchema, idParamSchema } from "~/schemas/datasets";
import { downloadVersion } from "~/services/datasets/download.server";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

/** GET /api/v1/versions/{id}/download?format=csv|json: the file `downloadUrl(s)` point to. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/versions/{id}/download",
    summary: "The version as a CSV or JSON file (re-uploadable)",
    tag: "versions",
    rateTier: "download",
    params: { id: idParamSchema },
    query: downloadQuerySchema,
    errors: [404],
  },
  async ({ request, context, params, query }) => {
    const viewer = await getAuthUser(context, request);
    const file = await downloadVersion(context.deps, params.id, viewer?.id ?? null, query.format);
    return new Response(file.body, {
      headers: {
        "Content-Type": file.format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        // Never shared caches: a dataset made private must stop being served at once.
        "Cache-Control": "private, no-store",
      },
    });
  },
);

export const endpoints = [route];
