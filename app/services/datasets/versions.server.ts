import { and, desc, eq, isNull } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { type UpdateVersionInput, versionPayloadSchema } from "~/schemas/datasets";
import { forgetOnWrite } from "~/services/forget-on-write.server";
import { type HintSample, hintSamples, withSafeReveals } from "~/services/game/hint-guard";
import { hintText } from "~/services/game/record-view.server";
import { DomainError } from "~/utils/domain-error";
import { parseOrThrow } from "~/utils/validation";
import { type AttributeColumn, datasets, datasetTags, datasetVersions } from "~db/schema";
import { versionDownloadUrl } from "./dataset-view.server";
import { type DatasetDeps, getDataset, getOwnedDataset, uniqueTags } from "./datasets.server";
import { withAddBack } from "./quality/add-back";
import { comparesNothing } from "./quality/compares-nothing";
import { poolEntries } from "./quality/pool-entries";
import { type QualityReport, qualityReport } from "./quality/quality-report";
import { ownedVersionRow } from "./trash.server";
import {
  checkEntries,
  type RowError,
  type UploadWarning,
  type ValidEntry,
  withoutBadRows,
} from "./upload-entries";
import type { PlanOutcome, UploadPlan } from "./upload-source";
import { storeVersion } from "./version-store.server";

/** spec §3 dataset version. */
export type VersionView = {
  id: number;
  version: number;
  datasetId: number;
  entriesCount: number;
  changelog: string;
  attributeTypes: AttributeColumn[];
  downloadUrls: { csv: string; json: string };
  createdAt: string;
};

type VersionRow = typeof datasetVersions.$inferSelect;

export function toVersionView(row: VersionRow): VersionView {
  return {
    id: row.id,
    version: row.version,
    datasetId: row.datasetId,
    entriesCount: row.entriesCount,
    changelog: row.changelog,
    attributeTypes: row.attributeTypes,
    downloadUrls: { csv: versionDownloadUrl(row.id, "csv"), json: versionDownloadUrl(row.id, "json") },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listVersions(deps: DatasetDeps, datasetId: number, viewerId: number | null) {
  await getDataset(deps, datasetId, viewerId);
  const rows = await deps.db
    .select()
    .from(datasetVersions)
    .where(and(eq(datasetVersions.datasetId, datasetId), isNull(datasetVersions.deletedAt)))
    .orderBy(desc(datasetVersions.version));
  return rows.map(toVersionView);
}

/** A version that is not soft-deleted (datasets/trash.server.ts). */
const liveVersion = (versionId: number) =>
  and(eq(datasetVersions.id, versionId), isNull(datasetVersions.deletedAt));

/** A version of a dataset the viewer can see, else 404. */
export async function getVersion(deps: DatasetDeps, versionId: number, viewerId: number | null) {
  const row = await deps.db.query.datasetVersions.findFirst({ where: liveVersion(versionId) });
  if (!row) throw new DomainError("NOT_FOUND", "Version not found");
  try {
    await getDataset(deps, row.datasetId, viewerId);
  } catch {
    throw new DomainError("NOT_FOUND", "Version not found");
  }
  return toVersionView(row);
}

export type UploadCheck = {
  attributeTypes: AttributeColumn[];
  entriesCount: number;
  errors: RowError[];
  errorCount: number;
  warnings: UploadWarning[];
};

/** Validates a plan without storing it; `entries` holds the normalized rows for storing. */
const uploadColumnsSchema = versionPayloadSchema.pick({ attributeTypes: true });

export function checkUploadPlan(plan: UploadPlan) {
  // The zod issues stay on the refusal (InvalidInputError) so the API and the upload page word them.
  const parsed = parseOrThrow(uploadColumnsSchema, { attributeTypes: plan.attributeTypes });
  if (plan.changelog.length > 5000) {
    throw new DomainError("INVALID", "Invalid changelog", { fields: { changelog: ["errors.tooLong5000"] } });
  }
  if (plan.poolProblem) {
    const { field, key, message } = plan.poolProblem;
    throw new DomainError("INVALID", message, { fields: { [field]: [key] } }).because(
      field === "answer_pool" ? "answerPool" : "qualifierColumn",
    );
  }
  if (plan.entries.length === 0) {
    throw new DomainError("INVALID", "An upload needs at least one entry", {
      errors: [{ row: 0, column: "entries", code: "noEntries", reason: "no entries" }],
      error_count: 1,
    });
  }
  const columns = parsed.attributeTypes as AttributeColumn[];
  const checked = checkEntries(columns, plan.entries);
  const skipping = outcomeOf(plan)?.plan.skip_invalid_rows === true && checked.errorCount > 0;
  const check = skipping ? withoutBadRows(columns, checked) : checked;
  if (skipping && check.entries.length === 0) {
    throw new DomainError("INVALID", "Every row has a problem: no entry is left after skipping them", {
      errors: [{ row: 0, column: "entries", code: "noEntries", reason: "no entries" }],
      error_count: 1,
    });
  }
  return { columns, ...check, skippedRows: skipping ? checked.badRows : [] };
}

/** The column plan a table was read with (none for design §2 JSON). */
export const outcomeOf = (plan: UploadPlan): PlanOutcome | null =>
  "outcome" in plan ? (plan.outcome as PlanOutcome) : null;

/** A checked upload and its quality report: what the preview shows and what the save stores, computed once. */
export type PreparedUpload = ReturnType<typeof checkUploadPlan> & {
  quality: QualityReport | null;
  hintSamples: HintSample[];
  plan: UploadPlan;
};

/** Checks the plan once and judges it once (previewQuality): the save stores this as it is. */
export function prepareUpload(plan: UploadPlan, locale: Locale): PreparedUpload {
  const check = checkUploadPlan(plan);
  if (check.errorCount > 0) return { ...check, quality: null, hintSamples: [], plan };
  const judged = previewQuality(check.columns, check.entries, locale);
  const outcome = outcomeOf(plan);
  return {
    ...check,
    columns: judged.columns,
    // A thin game's verdict names the left-out columns to add back: the plan knows them.
    quality:
      judged.quality &&
      withAddBack(judged.quality, outcome?.plan ?? null, outcome?.reasons ?? {}, check.entries.length),
    hintSamples: judged.hintSamples,
    plan,
  };
}

function refusal(errors: RowError[], errorCount: number): DomainError {
  const first = errors[0];
  return new DomainError(
    "INVALID",
    `The upload has ${errorCount} invalid cell(s); first at row ${first.row}, column ${first.column}: ${first.reason}`,
    { errors, errorCount },
  );
}

/**
/**
 * The preview's report and hint samples: the columns with the reveal of each hint
 * that masking cannot make safe (three quarters of the predicted guesses, unless the author set
 * one), the quality report over them, and three entries per hint column as a player sees them.
 */
export function previewQuality(columns: AttributeColumn[], entries: ValidEntry[], locale: Locale) {
  if (entries.length === 0) return { columns, quality: null, hintSamples: [] };
  const quality = qualityReport(columns, poolEntries(entries));
  const revealed = withSafeReveals(
    columns,
    entries,
    () => quality.human?.expected ?? quality.greedy.expected,
  );
  const samples = hintSamples(revealed, entries, (column, raw) => hintText(column, raw, locale));
  return { columns: revealed, quality, hintSamples: samples };
}

/**
 * Adds the next version (owner only) from a prepared upload: the entries, safe hint reveals, plan,
 * qualifier, answer pool and quality report the preview showed are stored as they are, in one
 * transaction; a refused upload throws 400 naming rows and stores nothing.
 */
export async function createVersion(
  deps: DatasetDeps,
  userId: number,
  datasetId: number,
  prepared: PreparedUpload,
) {
  await getOwnedDataset(deps, datasetId, userId);
  if (prepared.errorCount > 0) throw refusal(prepared.errors, prepared.errorCount);
  // Every door refuses it: the page keeps Save off, the API answers 400 with the same reason.
  if (comparesNothing(prepared.quality)) {
    throw new DomainError("INVALID", "No column compares: there is no game to save", {
      quality: prepared.quality,
    }).because("uploadNoGame");
  }
  const versionId = await storeVersion(deps, datasetId, {
    changelog: prepared.plan.changelog.trim(),
    attributeTypes: prepared.columns,
    entries: prepared.entries,
    plan: outcomeOf(prepared.plan)?.plan ?? null,
    quality: prepared.quality,
    qualifierColumn: prepared.plan.qualifierColumn ?? null,
    answerPool: prepared.plan.answerPool ?? null,
  });
  await forgetOnWrite(deps, { kind: "dataset-changed" });
  const row = await deps.db.query.datasetVersions.findFirst({ where: eq(datasetVersions.id, versionId) });
  return {
    version: toVersionView(row as VersionRow),
    warnings: prepared.warnings,
    quality: prepared.quality,
  };
}

const ownedVersion = (deps: DatasetDeps, userId: number, versionId: number) =>
  ownedVersionRow(deps, userId, versionId, false);

/** SPEC's payload (name, description, tags, isPublic) changes the dataset; changelog the version. */
export async function updateVersion(
  deps: DatasetDeps,
  userId: number,
  versionId: number,
  input: UpdateVersionInput,
) {
  const row = await ownedVersion(deps, userId, versionId);
  const { changelog, tags, ...datasetFields } = input;
  const statements = [];
  if (changelog !== undefined) {
    statements.push(
      deps.db.update(datasetVersions).set({ changelog }).where(eq(datasetVersions.id, versionId)),
    );
  }
  if (Object.keys(datasetFields).length > 0 || tags) {
    statements.push(
      deps.db
        .update(datasets)
        .set({ ...datasetFields, updatedAt: new Date() })
        .where(eq(datasets.id, row.datasetId)),
    );
  }
  if (tags) {
    statements.push(deps.db.delete(datasetTags).where(eq(datasetTags.datasetId, row.datasetId)));
    const values = uniqueTags(tags).map((tag) => ({ datasetId: row.datasetId, tag }));
    if (values.length > 0) statements.push(deps.db.insert(datasetTags).values(values));
  }
  const [first, ...rest] = statements;
  if (first) await deps.db.batch([first, ...rest]);
  await forgetOnWrite(deps, { kind: "dataset-changed" });
  const updated = await deps.db.query.datasetVersions.findFirst({ where: eq(datasetVersions.id, versionId) });
  return toVersionView(updated as VersionRow);
}
