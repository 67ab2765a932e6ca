import type { Locale } from "~/i18n/config";
import type { ColumnPlan } from "~/schemas/upload-plan";
import type { AppDeps } from "~/services/deps.server";
import type { HintSample } from "~/services/game/hint-guard";
import { type DomainError, isDomainError } from "~/utils/domain-error";
import type { AttributeColumn } from "~db/schema";
import type { FitProposal, NameCandidate, PlanReason } from "./column-plan";
import type { ColumnInference, GeoSuggestion } from "./csv-table";
import { csvRows } from "./download-format";
import type { HeaderChoice } from "./header-row";
import type { QualityReport } from "./quality/quality-report";
import type { TableEncoding } from "./table-encoding";
import type { ProblemGroup, RowError, UploadWarning } from "./upload-entries";
import type { ColumnNote, ColumnOverride, TableChoices, TableNotes, UploadPlan } from "./upload-source";
import { planFromText } from "./upload-text";
import { outcomeOf, type PreparedUpload, prepareUpload } from "./versions.server";

/**
 * A file chosen on the version page, kept in KV between "preview" and "save" so the author can
 * change column types without JavaScript and without sending the file again.
 */
export type UploadDraft = {
  datasetId: number;
  fileName: string;
  text: string;
  changelog: string;
  /** Drafts stored before the file's character set was kept were all read as UTF-8. */
  encoding?: TableEncoding;
};
export type { TableChoices };

const DRAFT_TTL_SECONDS = 3600;
const draftKey = (userId: number, draftId: string) => `upload-draft:${userId}:${draftId}`;

export async function saveUploadDraft(
  { kv }: Pick<AppDeps, "kv">,
  userId: number,
  draft: UploadDraft,
): Promise<string> {
  const draftId = crypto.randomUUID();
  await kv.put(draftKey(userId, draftId), JSON.stringify(draft), { expirationTtl: DRAFT_TTL_SECONDS });
  return draftId;
}

export async function loadUploadDraft(
  { kv }: Pick<AppDeps, "kv">,
  userId: number,
  draftId: string,
  datasetId: number,
) {
  if (!/^[0-9a-f-]{36}$/.test(draftId)) return null;
  const draft = await kv.get<UploadDraft>(draftKey(userId, draftId), "json");
  return draft && draft.datasetId === datasetId ? draft : null;
}

export async function dropUploadDraft(
  { kv }: Pick<AppDeps, "kv">,
  userId: number,
  draftId: string,
): Promise<void> {
  await kv.delete(draftKey(userId, draftId));
}

/** One column in the preview: its settings, why its type was proposed, and the rows that do not fit. */
export type PreviewColumn = AttributeColumn & {
  header: string;
  inference: ColumnInference | null;
  /** Data rows (1-based) whose cell this column refused, the first 20; `badCount` counts them all. */
  badRows: number[];
  badCount: number;
  /** Cells the author chose to leave empty because they did not fit. */
  blanked: number;
  /** The start or end of a year range column. */
  part: "start" | "end" | null;
  /** The two number columns a location was joined from. */
  pair: { lat: string; lon: string } | null;
  /** The columns a list was merged from (keys and headers). */
  merged: { keys: string[]; headers: string[] } | null;
};

export type UploadPreview = {
  fileName: string;
  isCsv: boolean;
  columns: PreviewColumn[];
  /** The first rows as parsed: name and each attribute's raw value. */
  rows: { name: string; attributes: Record<string, string> }[];
  entriesCount: number;
  errors: RowError[];
  errorCount: number;
  warnings: UploadWarning[];
  /** A problem with the whole file (no name column, too large, bad JSON): a reason key and the API's message. */
  fileError: { reason: string; message: string } | null;
  /** Per-field refusals with the API's keys (e.g. `changelog: ["errors.tooLong5000"]`). */
  fieldErrors: Record<string, string[]>;
  /** Separate latitude/longitude columns that can be one geo column, and whether they are joined. */
  geo: (GeoSuggestion & { joined: boolean }) | null;
  quality: QualityReport | null;
  /** Each hint column's hint for three entries, exactly as a player sees it while playing. */
  hintSamples: HintSample[];
  plan: UploadPlan | null;
  /** The checked entries and report, for the save to store as they are (server-side only). */
  prepared: PreparedUpload | null;
  /** The column plan the preview was read with, each row's reason, the name column's choices. */
  columnPlan: ColumnPlan | null;
  planReasons: Record<string, PlanReason>;
  nameCandidates: NameCandidate[];
  /** A CSV's header line (in force, proposed, why) and its first lines to pick from; null for other formats. */
  headerChoice: HeaderChoice | null;
  /** Why the importer proposed skipping rows or emptying cells that do not fit. */
  fitProposal: FitProposal;
  /** Every problem, one line per column and kind. */
  problems: ProblemGroup[];
  /** Rows left out by the plan's `skip_invalid_rows`: counted, the first 50 named, all of them as CSV. */
  skipped: { count: number; rows: { row: number; name: string }[]; csv: string } | null;
  /** The refusal itself (server-side only: the page words it in its language), null when none. */
  refusal: DomainError | null;
  /** How a table was read (format, name column, names in both languages, columns left out); null for design §2 JSON. */
  table: TableNotes | null;
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

function refusalOf(error: DomainError) {
  const details = (error.details ?? {}) as {
    errors?: RowError[];
    fields?: Record<string, string[]>;
    cap?: string;
  };
  const reason =
    error.code === "TOO_LARGE"
      ? "tooLarge"
      : details.fields
        ? "fields"
        : (details.errors?.[0]?.code ?? "invalid");
  return {
    errors: details.errors ?? [],
    errorCount: details.errors?.length ?? 0,
    fieldErrors: details.fields ?? {},
    fileError: details.fields && !details.errors ? null : { reason, message: error.message },
    refusal: error,
    // No column names the entries: the plan so far and every column's distinctness, to pick one.
    columnPlan: (details as { plan?: ColumnPlan }).plan ?? null,
    nameCandidates: (details as { name_candidates?: NameCandidate[] }).name_candidates ?? [],
    headerChoice: (details as { header?: HeaderChoice }).header ?? null,
  };
}

function previewColumns(
  columns: AttributeColumn[],
  notes: ColumnNote[] | undefined,
  errors: RowError[],
): PreviewColumn[] {
  return columns.map((column) => {
    const note = notes?.find((item) => item.key === column.key);
    const bad = [...new Set(errors.filter((error) => error.column === column.key).map((error) => error.row))];
    return {
      ...column,
      header: note?.header ?? column.key,
      inference: note?.inference ?? null,
      badRows: bad.slice(0, 20),
      badCount: bad.length,
      blanked: note?.blanked ?? 0,
      part: note?.part ?? null,
      pair: note?.pair ?? null,
      merged: note?.merged ?? null,
    };
  });
}

/** The skipped rows as the file had them, for the author to fix and upload again. */
function skippedOf(check: PreparedUpload): UploadPreview["skipped"] {
  if (check.skippedRows.length === 0) return null;
  const source = outcomeOf(check.plan)?.source;
  const rows = check.skippedRows.map((row) => source?.rows[row - 1] ?? []);
  return {
    count: check.skippedRows.length,
    rows: check.skippedRows
      .slice(0, 50)
      .map((row) => ({ row, name: rawText((check.plan.entries[row - 1] as { name?: unknown })?.name) })),
    csv: csvRows([source?.headers ?? [], ...rows]),
  };
}

/**
 * Parses and checks a draft with the author's column choices, through the same reader, schema and
 * limits as the API (`planFromText`, `checkUploadPlan`); never throws for bad content.
 */
export function previewDraft(
  draft: UploadDraft,
  overrides: Record<string, ColumnOverride>,
  changelog: string,
  choices: TableChoices = {},
  locale: Locale = "en-US",
): UploadPreview {
  const empty: UploadPreview = {
    fileName: draft.fileName,
    isCsv: false,
    columns: [],
    rows: [],
    entriesCount: 0,
    errors: [],
    errorCount: 0,
    warnings: [],
    fileError: null,
    fieldErrors: {},
    geo: null,
    quality: null,
    hintSamples: [],
    plan: null,
    prepared: null,
    columnPlan: null,
    planReasons: {},
    nameCandidates: [],
    headerChoice: null,
    fitProposal: {},
    problems: [],
    skipped: null,
    refusal: null,
    table: null,
  };
  let plan: ReturnType<typeof planFromText>;
  try {
    plan = planFromText(draft.fileName, draft.text, changelog, overrides, choices, draft.encoding);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { ...empty, ...refusalOf(error) };
  }
  const notes = "notes" in plan ? plan.notes : undefined;
  empty.isCsv = notes !== undefined;
  empty.table = "table" in plan ? plan.table : null;
  empty.headerChoice = empty.table?.header ?? null;
  const suggestion = "geoSuggestion" in plan ? plan.geoSuggestion : null;
  const geo = suggestion
    ? {
        ...suggestion,
        joined: plan.attributeTypes.some(
          (column) =>
            (column as AttributeColumn).key === suggestion.key && (column as AttributeColumn).type === "geo",
        ),
      }
    : null;
  const rows = plan.entries.slice(0, PREVIEW_ROWS).map((entry) => {
    const attributes = (entry.attributes ?? {}) as Record<string, unknown>;
    return {
      name: rawText((entry as { name?: unknown }).name),
      attributes: Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, rawText(value)])),
    };
  });
  const outcome = outcomeOf(plan);
  empty.columnPlan = outcome?.plan ?? null;
  empty.planReasons = outcome?.reasons ?? {};
  empty.nameCandidates = outcome?.nameCandidates ?? [];
  empty.fitProposal = outcome?.fit ?? {};
  try {
    const check = prepareUpload(plan, locale);
    return {
      ...empty,
      columns: previewColumns(check.columns, notes, check.errors),
      rows,
      entriesCount: check.entries.length,
      errors: check.errors,
      errorCount: check.errorCount,
      warnings: check.warnings,
      problems: check.problems,
      skipped: skippedOf(check),
      geo,
      quality: check.quality,
      hintSamples: check.hintSamples,
      plan,
      prepared: check,
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return {
      ...empty,
      ...refusalOf(error),
      rows,
      geo,
      columns: previewColumns(plan.attributeTypes as AttributeColumn[], notes, []),
      entriesCount: plan.entries.length,
    };
  }
}
