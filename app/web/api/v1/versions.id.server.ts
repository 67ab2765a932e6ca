import { deletedResponse, versionResponse } from "~/schemas/dataset-responses";
import { idParamSchema, updateVersionSchema } from "~/schemas/datasets";
import { deleteVersion } from "~/services/datasets/trash.server";
import { getVersion, updateVersion } from "~/services/datasets/versions.server";
import { wireVersion } from "~/services/datasets/wire";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";

const path = "/api/v1/versions/{id}";
const tag = "versions";
const params = { id: idParamSchema };

const read = apiRoute(
  { method: "get", path, summary: "One version", tag, params, response: versionResponse, errors: [404] },
  async ({ request, context, params }) => {
    const viewer = await getAuthUser(context, request);
    return wireVersion(await getVersion(context.deps, params.id, viewer?.id ?? null));
  },
);

/** PUT {changelog, name, description, tags, isPublic}: owner only. */
const update = apiRoute(
  {
    method: "put",
    path,
    summary: "Change the changelog; name, description, tags and isPublic change the dataset (owner)",
    tag,
    auth: true,
    params,
    body: updateVersionSchema,
    response: versionResponse,
    errors: [403, 404],
  },
  async ({ context, user, params, body }) =>
    wireVersion(await updateVersion(context.deps, user.id, params.id, body)),
);

/** DELETE, a soft delete: restorable by its owner for 30 days (POST /api/v1/versions/{id}/restore). */
const remove = apiRoute(
  {
    method: "delete",
    path,
    summary:
      "Delete a version (restorable for 30 days); the dataset follows its newest remaining version (owner)",
    tag,
    auth: true,
    params,
    response: deletedResponse,
    errors: [403, 404, 429],
  },
  ({ context, user, params }) => deleteVersion(context.deps, user.id, params.id),
);

export const endpoints = [read, update, remove];
