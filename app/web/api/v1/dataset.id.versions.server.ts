import { z } from "zod";
import { uploadWarning, versionResponse } from "~/schemas/dataset-responses";
import { idParamSchema, versionPayloadSchema } from "~/schemas/datasets";
import { getOwnedDataset } from "~/services/datasets/datasets.server";
import {
  checkUploadPlan,
  createVersion,
  listVersions,
  previewQuality,
} from "~/services/datasets/versions.server";
import { wireColumns, wireEntry, wireVersion } from "~/services/datasets/wire";
import { apiOk } from "~/web/api.server";
import { apiRoute } from "~/web/api-route.server";
import { getAuthUser } from "~/web/current-user.server";
import { readUploadRequest } from "~/web/upload-request.server";

const path = "/api/v1/dataset/{id}/versions";
const tag = "versions";
const params = { id: idParamSchema };

const list = apiRoute(
  {
    method: "get",
    path,
    summary: "A dataset's versions, newest first",
    tag,
    params,
    response: z.object({ versions: z.array(versionResponse) }),
    errors: [404],
  },
  async ({ request, context, params }) => {
    const viewer = await getAuthUser(context, request);
    const versions = await listVersions(context.deps, params.id, viewer?.id ?? null);
    return { versions: versions.map(wireVersion) };
  },
);

/**
 * POST: JSON (design §2) or multipart `file` (CSV/JSON) with `changelog` and column choices.
 * `?dry_run=true` checks and previews without storing.
 */
const upload = apiRoute(
  {
    method: "post",
    path,
    summary:
      "Upload the next version: design §2 JSON, or multipart `file` (CSV/TSV, JSON records, JSON Lines or an HTML table) with `changelog`, `name_column`, `qualifier_column`, `answer_pool` (JSON), `year_convention`, `type_<key>`, `order_<key>`, `skip_<key>`, `pos_<key>`, `geo_<key>` or `columns`. " +
      "`?dry_run=true` previews (with `hint_samples`: each hint column for three entries, as a player sees it). A bad cell → 400 with details.errors [{row, column, code, reason}] and nothing stored; over 20,000 entries, 50 attributes or 10 MB → 413.",
    tag,
    rateTier: "upload",
    auth: true,
    params,
    body: versionPayloadSchema,
    bodyReadByHandler: true,
    response: z.object({ version: versionResponse, warnings: z.array(uploadWarning) }),
    errors: [403, 404, 413],
  },
  async ({ request, context, user, params }) => {
    const deps = context.deps;
    await getOwnedDataset(deps, params.id, user.id);
    const { plan } = await readUploadRequest(request);
    if (new URL(request.url).searchParams.get("dry_run") === "true") {
      const check = checkUploadPlan(plan);
      // Hints that masking cannot make safe get their reveal here, as the save would store it.
      const { columns, quality, hintSamples } = previewQuality(check.columns, check.entries, "en-US");
      return {
        attributeTypes: wireColumns(columns),
        entriesCount: check.entries.length,
        preview: check.entries.slice(0, 20).map(wireEntry),
        errors: check.errors,
        errorCount: check.errorCount,
        warnings: check.warnings,
        quality,
        // Each hint column's hint for three entries, exactly as a player sees it while playing.
        hintSamples,
        // CSV only: why each column got its type, and separate lat/lon columns that can be one geo column.
        columnNotes: "notes" in plan ? plan.notes : [],
        geoSuggestion: "geoSuggestion" in plan ? plan.geoSuggestion : null,
        // Tables: how the file was read (format, name column, names in both languages, columns left out).
        table: "table" in plan ? plan.table : null,
      };
    }
    const { version, warnings, quality } = await createVersion(deps, user.id, params.id, plan);
    return apiOk({ version: wireVersion(version), warnings, quality }, { status: 201 });
  },
);

export const endpoints = [list, upload];
