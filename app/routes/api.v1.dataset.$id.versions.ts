import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { idParamSchema } from "~/schemas/datasets";
import { getOwnedDataset } from "~/services/datasets/datasets.server";
import { qualityReport } from "~/services/datasets/quality/quality-report";
import { checkUploadPlan, createVersion, listVersions } from "~/services/datasets/versions.server";
import { wireColumns, wireEntry, wireVersion } from "~/services/datasets/wire";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed } from "~/web/api.server";
import { getAuthUser, requireAuthUser } from "~/web/current-user.server";
import { readUploadRequest } from "~/web/upload-request.server";

export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const id = parseOrThrow(idParamSchema, params.id);
  const viewer = await getAuthUser(context, request);
  const versions = await listVersions(context.deps, id, viewer?.id ?? null);
  return apiOk({ versions: versions.map(wireVersion) });
});

/**
 * POST /api/v1/dataset/{id}/versions: JSON (design §2) or multipart `file` (CSV/JSON) with
 * `changelog` and column choices. `?dry_run=true` checks and previews without storing.
 */
export const action = apiHandler(async ({ request, context, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const id = parseOrThrow(idParamSchema, params.id);
  const user = await requireAuthUser(context, request);
  const deps = context.deps;
  await getOwnedDataset(deps, id, user.id);
  const { plan } = await readUploadRequest(request);
  if (new URL(request.url).searchParams.get("dry_run") === "true") {
    const check = checkUploadPlan(plan);
    const quality = check.errorCount === 0 ? qualityReport(check.columns, check.entries) : null;
    return apiOk({
      attributeTypes: wireColumns(check.columns),
      entriesCount: check.entries.length,
      preview: check.entries.slice(0, 20).map(wireEntry),
      errors: check.errors,
      errorCount: check.errorCount,
      warnings: check.warnings,
      quality,
      // CSV only: why each column got its type, and separate lat/lon columns that can be one geo column.
      columnNotes: "notes" in plan ? plan.notes : [],
      geoSuggestion: "geoSuggestion" in plan ? plan.geoSuggestion : null,
      // Tables: how the file was read (format, name column, names in both languages, columns left out).
      table: "table" in plan ? plan.table : null,
    });
  }
  const { version, warnings, quality } = await createVersion(deps, user.id, id, plan);
  return apiOk({ version: wireVersion(version), warnings, quality }, { status: 201 });
});
