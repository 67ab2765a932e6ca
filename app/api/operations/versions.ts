import { z } from "zod";
import {
  attributeColumnSchema,
  downloadQuerySchema,
  updateVersionSchema,
  versionPayloadSchema,
} from "~/schemas/datasets";
import { defineOperations } from "../operation";

const versionResponse = z.object({
  id: z.number(),
  version: z.number(),
  datasetId: z.number(),
  entriesCount: z.number(),
  changelog: z.string(),
  attributeTypes: z.array(attributeColumnSchema),
  downloadUrls: z.object({ csv: z.string(), json: z.string() }),
  createdAt: z.string(),
});
const warning = z.object({ code: z.string(), rows: z.array(z.number()), reason: z.string() });
const tag = "versions";

export const operations = defineOperations([
  {
    method: "get",
    path: "/api/v1/dataset/{id}/versions",
    summary: "A dataset's versions, newest first",
    tag,
    response: z.object({ versions: z.array(versionResponse) }),
    errors: [404],
  },
  {
    method: "post",
    path: "/api/v1/dataset/{id}/versions",
    summary:
      "Upload the next version: design §2 JSON, or multipart `file` (CSV/JSON) with `changelog`, `type_<key>`, `order_<key>` or `columns`. " +
      "`?dry_run=true` previews. A bad cell → 400 with details.errors [{row, column, code, reason}] and nothing stored; over 20,000 entries, 50 attributes or 10 MB → 413.",
    tag,
    auth: true,
    body: versionPayloadSchema,
    response: z.object({ version: versionResponse, warnings: z.array(warning) }),
    errors: [403, 404, 413],
  },
  {
    method: "get",
    path: "/api/v1/versions/{id}",
    summary: "One version",
    tag,
    response: versionResponse,
    errors: [404],
  },
  {
    method: "put",
    path: "/api/v1/versions/{id}",
    summary: "Change the changelog; name, description, tags and isPublic change the dataset (owner)",
    tag,
    auth: true,
    body: updateVersionSchema,
    response: versionResponse,
    errors: [403, 404],
  },
  {
    method: "delete",
    path: "/api/v1/versions/{id}",
    summary:
      "Delete a version (restorable for 30 days); the dataset follows its newest remaining version (owner)",
    tag,
    auth: true,
    response: z.object({ id: z.number(), deleted: z.boolean(), restoreUntil: z.string() }),
    errors: [403, 404, 429],
  },
  {
    method: "post",
    path: "/api/v1/versions/{id}/restore",
    summary: "Undo a version delete within 30 days (owner)",
    tag,
    auth: true,
    response: z.object({ id: z.number(), restored: z.boolean() }),
    errors: [404, 429],
  },
  {
    method: "get",
    path: "/api/v1/versions/{id}/download",
    summary: "The version as a CSV or JSON file (re-uploadable)",
    tag,
    query: downloadQuerySchema,
    errors: [404],
  },
]);
