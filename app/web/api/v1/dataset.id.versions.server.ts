import { z } from "zod";
import { uploadWarning, versionResponse } from "~/schemas/dataset-responses";
import { idParamSchema, versionPayloadSchema } from "~/schemas/datasets";
import type { ColumnPlan } from "~/schemas/upload-plan";
import type { NameCandidate } from "~/services/datasets/column-plan";
import { getOwnedDataset } from "~/services/datasets/datasets.server";
import { previousVersion } from "~/services/datasets/previous-version.server";
import type { PlanOutcome, UploadPlan } from "~/services/datasets/upload-source";
import {
  createVersion,
  listVersions,
  outcomeOf,
  type PreparedUpload,
  prepareUpload,
} from "~/services/datasets/versions.server";
import { wireColumns, wireEntry, wireVersion } from "~/services/datasets/wire";
import { isDomainError } from "~/utils/domain-error";
import { verbatim } from "~/utils/key-case";
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
 * `?dry_run=true`, and any other spelling of yes (`1`, `TRUE`, `yes`): a client that asks for a
 * preview in its own words must never publish by mistake. Only absent, `false`, `0` or `no` saves.
 */
function isDryRun(value: string | null): boolean {
  return value !== null && !["false", "0", "no"].includes(value.trim().toLowerCase());
}

/** A dry run's account of the column plan: the plan itself, each row's reason, the name picker's choices. */
function planReply(outcome: PlanOutcome | null) {
  return {
    plan: outcome ? verbatim(outcome.plan) : null,
    planReasons: outcome ? verbatim(outcome.reasons) : null,
    /** Why the plan proposes skipping rows or emptying cells: `{skipRows?: {column, rows}, emptyCells?: {columns, cells}}`. */
    fitProposal: outcome ? outcome.fit : null,
    nameCandidates: outcome?.nameCandidates ?? [],
  };
}

/** The skipped rows (the plan's `skip_invalid_rows`): counted, the first 100 by row number and name. */
function skippedReply(prepared: PreparedUpload) {
  const rows = prepared.skippedRows;
  return {
    count: rows.length,
    rows: rows
      .slice(0, 100)
      .map((row) => ({ row, name: String(prepared.plan.entries[row - 1]?.name ?? "") })),
  };
}

/**
 * POST: JSON (design §2) or multipart `file` (CSV/JSON) with `changelog` and a `plan` (the column
 * plan, app/schemas/upload-plan.ts). `?dry_run=true` returns the plan it would save with as
 * `data.plan`; saving with that plan stores exactly what was previewed, and the same report.
 */
const upload = apiRoute(
  {
    method: "post",
    path,
    summary:
      "Upload the next version: design §2 JSON, or multipart `file` (CSV/TSV, JSON records, JSON Lines or an HTML table) with `changelog` and `plan` (JSON: records_path, name_column, columns {<path>: {role, type, unit, tolerance, label, short_label, reveal_after}}, skip_invalid_rows, empty_invalid_cells, capitalize_names, qualifier_column, answer_pool); the older `name_column`, `qualifier_column`, `answer_pool` (JSON), `year_convention`, `type_<key>`, `order_<key>`, `skip_<key>`, `pos_<key>`, `geo_<key>` and `columns` fields are still read, over the plan. " +
      "`?dry_run=true` previews and returns the proposed plan as data.plan, with plan_reasons, fit_proposal (why rows are skipped or cells left empty), name_candidates, problems grouped by column and kind, and `hint_samples` (each hint column for three entries, as a player sees it). A bad cell → 400 with details.errors [{row, column, code, reason}] and nothing stored, unless the plan skips such rows or empties such cells; over 20,000 entries, 50 attributes or 10 MB → 413.",
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
    const dryRun = isDryRun(new URL(request.url).searchParams.get("dry_run"));
    let plan: UploadPlan;
    try {
      plan = (await readUploadRequest(request, await previousVersion(deps, params.id))).plan;
    } catch (error) {
      // No column names the entries: the dry run answers with the plan and every column's distinctness to pick from.
      const details = isDomainError(error)
        ? (error.details as { plan?: ColumnPlan; name_candidates?: NameCandidate[]; errors?: unknown[] })
        : null;
      if (!dryRun || !details?.plan) throw error;
      return {
        ...planReply({
          plan: details.plan,
          reasons: {},
          nameCandidates: details.name_candidates ?? [],
          fit: {},
          source: { headers: [], rows: [] },
        }),
        entriesCount: 0,
        errors: details.errors ?? [],
        errorCount: 1,
        problems: [],
        needsNameColumn: true,
      };
    }
    // Hints that masking cannot make safe get their reveal here, as the save stores it.
    const prepared = prepareUpload(plan, "en-US");
    if (dryRun) {
      const outcome = outcomeOf(plan);
      return {
        ...planReply(outcome),
        attributeTypes: wireColumns(prepared.columns),
        entriesCount: prepared.entries.length,
        preview: prepared.entries.slice(0, 20).map(wireEntry),
        errors: prepared.errors,
        errorCount: prepared.errorCount,
        problems: prepared.problems,
        skippedRows: skippedReply(prepared),
        warnings: prepared.warnings,
        quality: prepared.quality,
        // Each hint column's hint for three entries, exactly as a player sees it while playing.
        hintSamples: prepared.hintSamples,
        // CSV only: why each column got its type, and separate lat/lon columns that can be one geo column.
        columnNotes: "notes" in plan ? plan.notes : [],
        geoSuggestion: "geoSuggestion" in plan ? plan.geoSuggestion : null,
        // Tables: how the file was read (format, name column, names in both languages, columns left out).
        table: "table" in plan ? plan.table : null,
      };
    }
    const { version, warnings, quality } = await createVersion(deps, user.id, params.id, prepared);
    return apiOk({ version: wireVersion(version), warnings, quality }, { status: 201 });
  },
);

export const endpoints = [list, upload];
