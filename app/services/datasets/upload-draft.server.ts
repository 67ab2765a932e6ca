import { isDomainError } from "~/utils/domain-error";
import type { AttributeColumn } from "~db/schema";
import type { RowError, UploadWarning } from "./upload-entries";
import type { ColumnOverride, UploadPlan } from "./upload-source";
import { looksLikeJson } from "./upload-source";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

/**
 * A file chosen on the version page, kept in KV between "preview" and "save" so the author can
 * change column types without JavaScript and without sending the file again.
 */
export type UploadDraft = { datasetId: number; fileName: string; text: string; changelog: string };

const DRAFT_TTL_SECONDS = 3600;
const draftKey = (userId: number, draftId: string) => `upload-draft:${userId}:${draftId}`;

export async function saveUploadDraft(kv: KVNamespace, userId: number, draft: UploadDraft): Promise<string> {
  const draftId = crypto.randomUUID();
  await kv.put(draftKey(userId, draftId), JSON.stringify(draft), { expirationTtl: DRAFT_TTL_SECONDS });
  return draftId;
}

export async function loadUploadDraft(kv: KVNamespace, userId: number, draftId: string, datasetId: number) {
  if (!/^[0-9a-f-]{36}$/.test(draftId)) return null;
  const draft = await kv.get<UploadDraft>(draftKey(userId, draftId), "json");
  return draft && draft.datasetId === datasetId ? draft : null;
}

export async function dropUploadDraft(kv: KVNamespace, userId: number, draftId: string): Promise<void> {
  await kv.delete(draftKey(userId, draftId));
}

export type UploadPreview = {
  fileName: string;
  isCsv: boolean;
  columns: AttributeColumn[];
  /** The first rows as parsed: name and each attribute's raw value. */
  rows: { name: string; attributes: Record<string, string> }[];
  entriesCount: number;
  errors: RowError[];
  errorCount: number;
  warnings: UploadWarning[];
  /** A problem with the whole file (no name column, too large, bad JSON). */
  fileError: string | null;
  plan: UploadPlan | null;
};

const PREVIEW_ROWS = 10;

const rawText = (value: unknown) =>
  value === undefined || value === null
    ? ""
    : Array.isArray(value)
      ? value.join("; ")
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);

/** Parses and checks a draft with the author's column choices; never throws for bad content. */
export function previewDraft(
  draft: UploadDraft,
  overrides: Record<string, ColumnOverride>,
  changelog: string,
): UploadPreview {
  const isCsv = !looksLikeJson(draft.fileName, draft.text);
  const empty = {
    fileName: draft.fileName,
    isCsv,
    columns: [],
    rows: [],
    entriesCount: 0,
    errors: [],
    errorCount: 0,
    warnings: [],
    plan: null,
  };
  let plan: UploadPlan;
  try {
    plan = planFromText(draft.fileName, draft.text, changelog, overrides);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const details = error.details as { errors?: RowError[] } | null;
    return {
      ...empty,
      errors: details?.errors ?? [],
      errorCount: details?.errors?.length ?? 0,
      fileError: error.message,
    };
  }
  const rows = plan.entries.slice(0, PREVIEW_ROWS).map((entry) => {
    const attributes = (entry.attributes ?? {}) as Record<string, unknown>;
    return {
      name: rawText(entry.name),
      attributes: Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, rawText(value)])),
    };
  });
  try {
    const check = checkUploadPlan(plan);
    return {
      ...empty,
      columns: check.columns,
      rows,
      entriesCount: check.entries.length,
      errors: check.errors,
      errorCount: check.errorCount,
      warnings: check.warnings,
      fileError: null,
      plan,
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return {
      ...empty,
      rows,
      columns: plan.attributeTypes as AttributeColumn[],
      entriesCount: plan.entries.length,
      fileError: error.message,
    };
  }
}
