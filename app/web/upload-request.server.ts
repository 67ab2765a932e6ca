import { getT } from "~/i18n/i18n.server";
import { type AnswerPool, answerPoolSchema } from "~/schemas/answer-pool";
import { ATTRIBUTE_TYPES } from "~/schemas/datasets";
import { type ColumnPlan, uploadPlanSchema } from "~/schemas/upload-plan";
import type { PreviousVersion } from "~/services/datasets/carried-plan";
import { decodeTableFile, type TableEncoding } from "~/services/datasets/table-encoding";
import { assertJsonShape } from "~/services/datasets/table-shape";
import {
  type ColumnOverride,
  planFromJson,
  type TableChoices,
  type UploadPlan,
} from "~/services/datasets/upload-source";
import { planFromText } from "~/services/datasets/upload-text";
import { DomainError, isDomainError } from "~/utils/domain-error";
import { parseOrThrow } from "~/utils/validation";
import { readBodyBytes, UPLOAD_BODY_LIMIT } from "~/web/body.server";
import type { AttributeType } from "~db/schema";

const isType = (value: unknown): value is AttributeType =>
  typeof value === "string" && (ATTRIBUTE_TYPES as readonly string[]).includes(value);

const splitOrder = (text: string) =>
  text
    .split(/[;；\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

const text = (value: unknown, max: number) =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : undefined;

const decimal = (value: unknown): number | undefined => {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim()
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= 1e12 ? n : undefined;
};

const flagOf = (value: unknown): boolean | undefined =>
  value === true || value === "1" || value === "on" || value === "true"
    ? true
    : value === false || value === "0" || value === "off" || value === "false"
      ? false
      : undefined;

const given = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * The choices of one column that were given but cannot be read (an unknown type, a tolerance or
 * reveal count that is not a number ≥ 0): refused, never silently dropped, so an API client's typo
 * does not quietly become the inferred type.
 */
function unreadable(key: string, raw: Record<string, unknown>): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (given(raw.type) && !isType(raw.type)) {
    problems[`columns.${key}.type`] = [`unknown type (one of ${ATTRIBUTE_TYPES.join(", ")})`];
  }
  for (const [field, value] of [
    ["tolerance", raw.tolerance],
    ["revealAfter", raw.revealAfter ?? raw.reveal_after],
  ] as const) {
    if (given(value) && decimal(value) === undefined) {
      problems[`columns.${key}.${field}`] = ["must be a number from 0"];
    }
  }
  return problems;
}

/** One column's choices from the `columns` JSON field (API) or the preview's form fields (page). */
function readOverride(raw: Record<string, unknown>): ColumnOverride {
  const revealAfter = decimal(raw.revealAfter ?? raw.reveal_after);
  return {
    type: isType(raw.type) ? raw.type : undefined,
    order: Array.isArray(raw.order)
      ? raw.order.map(String).slice(0, 100)
      : typeof raw.order === "string"
        ? splitOrder(raw.order).slice(0, 100)
        : undefined,
    unit: text(raw.unit, 32),
    label: text(raw.label, 100),
    labelZh: text(raw.labelZh ?? raw.label_zh, 100),
    labelEn: text(raw.labelEn ?? raw.label_en, 100),
    tolerance: decimal(raw.tolerance),
    revealAfter: revealAfter === undefined ? undefined : Math.min(100, Math.floor(revealAfter)),
    showInTable: flagOf(raw.showInTable ?? raw.show_in_table),
    geoWith: text(raw.geoWith ?? raw.geo_with, 40),
    blankBad: flagOf(raw.blankBad ?? raw.blank_bad),
    skip: flagOf(raw.skip),
    position: decimal(raw.position),
    mergeWith: keysOf(raw.mergeWith ?? raw.merge_with),
  };
}

/** Column keys from a JSON array or a comma-separated form value ("type_2,type_3"). */
function keysOf(value: unknown): string[] | undefined {
  const keys = (Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",") : [])
    .map((key) => key.trim())
    .filter((key) => /^[a-z][a-z0-9_]{0,39}$/.test(key));
  return keys.length > 0 ? [...new Set(keys)].slice(0, 50) : undefined;
}

/** The `plan` JSON field (app/schemas/upload-plan.ts), or undefined; one that cannot be read is refused (400). */
export function planField(form: FormData): ColumnPlan | undefined {
  const raw = form.get("plan");
  if (typeof raw !== "string" || !raw.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new DomainError("INVALID", "plan is not valid JSON", { fields: { plan: ["invalid JSON"] } });
  }
  return parseOrThrow(uploadPlanSchema, parsed);
}

const PLAN_FIELD =
  /^(role|type|unit|tolerance|label_zh|label_en|short_zh|short_en|reveal|order|day_order):(.+)$/;

/**
 * The upload page's plan: the plan it last previewed (the hidden `plan` field) with the form's
 * rows over it (`role:<path>`, `type:<path>`, … one per column), so changes add up from one
 * "Update preview" to the next without JavaScript. A row whose role was set to "name" is the new
 * name column; `name_pick` (the refused file's picker) names one directly. Null when the page's
 * fields cannot be read as a plan (changed outside the page).
 */
export function pagePlan(form: FormData): ColumnPlan | null {
  let previous: ColumnPlan | undefined;
  try {
    previous = planField(form);
  } catch {
    previous = undefined;
  }
  if (form.get("plan_form") !== "1") return previous ?? null;
  const columns: Record<string, Record<string, unknown>> = {};
  for (const [path, column] of Object.entries(previous?.columns ?? {})) columns[path] = { ...column };
  for (const [name, value] of form) {
    const match = typeof value === "string" ? PLAN_FIELD.exec(name) : null;
    if (!match || typeof value !== "string") continue;
    const [, field, path] = match;
    columns[path] ??= { role: "attribute", label: {}, short_label: {} };
    const column = columns[path];
    const text = value.trim();
    const number = text === "" ? undefined : Number(text);
    if (field === "role") column.role = text;
    else if (field === "type") column.type = text || undefined;
    // An emptied unit box says "no unit" (""), not "the importer's unit" (absent).
    else if (field === "unit") column.unit = text;
    else if (field === "tolerance") column.tolerance = number;
    else if (field === "reveal") column.reveal_after = number;
    else if (field === "day_order") column.day_order = text || undefined;
    else if (field === "order") column.order = text ? splitOrder(text).slice(0, 100) : undefined;
    else {
      const bag = field.startsWith("label") ? "label" : "short_label";
      const locale = field.endsWith("zh") ? "zh-CN" : "en-US";
      column[bag] = { ...(column[bag] as object), [locale]: text || undefined };
    }
  }
  const previousName = previous?.name_column ?? null;
  const named = Object.entries(columns)
    .filter(([, column]) => column.role === "name")
    .map(([path]) => path);
  const pick = String(form.get("name_pick") ?? "");
  const name = pick || named.find((path) => path !== previousName) || previousName || named[0] || null;
  for (const [path, column] of Object.entries(columns)) {
    if (column.role === "name" && path !== name) column.role = "attribute";
  }
  if (name && columns[name]) columns[name].role = "name";
  const qualifier = Object.entries(columns).find(([, column]) => column.role === "qualifier")?.[0] ?? null;
  const records = String(form.get("records_path") ?? "").trim();
  const recordsPath = records || previous?.records_path;
  const headerField = Number(form.get("header_row") ?? "");
  const headerRow = Number.isInteger(headerField) && headerField >= 1 ? headerField : previous?.header_row;
  const nameWithField = form.get("name_with");
  const nameWith = typeof nameWithField === "string" ? nameWithField.trim() || null : previous?.name_with;
  const parsed = uploadPlanSchema.safeParse({
    ...(recordsPath ? { records_path: recordsPath } : {}),
    ...(nameWith !== undefined ? { name_with: nameWith } : {}),
    ...(headerRow !== undefined ? { header_row: headerRow } : {}),
    name_column: name,
    columns,
    // The box is on the page only for Chinese names; `pinyin_form` says it was there to untick.
    ...(form.get("pinyin_form") === "1" ? { pinyin_aliases: form.get("pinyin_aliases") === "1" } : {}),
    // Likewise the box to capitalize lower-case names, shown only when it was proposed.
    ...(form.get("capitalize_form") === "1"
      ? { capitalize_names: form.get("capitalize_names") === "1" }
      : previous?.capitalize_names !== undefined
        ? { capitalize_names: previous.capitalize_names }
        : {}),
    // And the box to split names written "A / B", shown only where such names were found.
    ...(form.get("slash_form") === "1"
      ? { split_slash_names: form.get("split_slash_names") === "1" }
      : previous?.split_slash_names !== undefined
        ? { split_slash_names: previous.split_slash_names }
        : {}),
    skip_invalid_rows: form.get("skip_invalid_rows") === "1",
    empty_invalid_cells: form.get("empty_invalid_cells") === "1",
    // Absent: the importer's proposal (or the preview's qualifier and pool fields, read over the plan).
    ...(qualifier ? { qualifier_column: qualifier } : {}),
    ...(previous?.answer_pool !== undefined ? { answer_pool: previous.answer_pool } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The table-wide choices: the `plan`, with the older fields over it: `name_column` (a header);
 * `qualifier_column` and `answer_pool` likewise, where an absent field takes the
 * importer's proposal and an empty one (or `answer_pool=null`) says none; `year_convention` (`iso`
 * or `notes`: how the years a notes column marks BCE are read).
 */
export function tableChoices(form: FormData, plan?: ColumnPlan | null): TableChoices {
  const name = form.get("name_column");
  const choices: TableChoices =
    typeof name === "string" && name.trim() ? { nameColumn: name.trim().slice(0, 200) } : {};
  if (plan) choices.plan = plan;
  const years = form.get("year_convention");
  if (years === "iso" || years === "notes") choices.yearConvention = years;
  const qualifier = form.get("qualifier_column");
  if (typeof qualifier === "string") choices.qualifierColumn = qualifier.trim().slice(0, 200) || null;
  const pool = answerPoolOf(form);
  if ("problem" in pool) choices.problem = pool.problem;
  else if (pool.pool !== undefined) choices.answerPool = pool.pool;
  return choices;
}

/**
 * The upload page's choices: as `tableChoices`, except that a row given the role "qualifier" on
 * this submit wins over the pool's select, which still shows the qualifier previewed before.
 */
export function pageChoices(form: FormData, plan: ColumnPlan | null): TableChoices {
  const choices = tableChoices(form, plan);
  let previous: string | null | undefined;
  try {
    previous = planField(form)?.qualifier_column;
  } catch {
    previous = undefined;
  }
  if (plan?.qualifier_column && plan.qualifier_column !== previous) delete choices.qualifierColumn;
  // The previewed qualifier's card was given another role: it is no longer the qualifier, though
  // the pool's select still shows it.
  else if (
    previous &&
    choices.qualifierColumn === previous &&
    plan &&
    plan.columns[previous]?.role !== "qualifier"
  ) {
    choices.qualifierColumn = null;
  }
  return choices;
}

/** A pool the form or the JSON cannot give: its key for the page, its words (never the key) for the API. */
const poolProblem = (key: string, where: string) => ({
  problem: {
    field: "answer_pool" as const,
    key,
    message: `${where}: ${getT("en-US", "authoring")(key as "upload.pool.errors.column")}`,
  },
});

/**
 * `answer_pool` as JSON (the API), else the preview's `pool_*` fields; `pool` undefined when
 * neither was sent. One that cannot be read is a problem the check refuses the plan with (after
 * the preview has shown the table, so the author can mend it there).
 */
function answerPoolOf(
  form: FormData,
): { pool: AnswerPool | null | undefined } | ReturnType<typeof poolProblem> {
  const json = form.get("answer_pool");
  let raw: unknown;
  if (typeof json === "string" && json.trim()) {
    if (/^(null|none)$/i.test(json.trim())) return { pool: null };
    try {
      raw = JSON.parse(json);
    } catch {
      return poolProblem("upload.pool.errors.json", "answer_pool");
    }
    if (raw === null) return { pool: null };
  } else {
    const kind = form.get("pool_kind");
    if (typeof kind !== "string") return { pool: undefined };
    if (!kind) return { pool: null };
    const field = (name: string) => String(form.get(name) ?? "").trim();
    const list = field("pool_values")
      .split(/[;；\n]/)
      .map((item) => item.trim())
      .filter(Boolean);
    raw = {
      kind,
      column: field("pool_column"),
      count: field("pool_count"),
      order: field("pool_order") || "desc",
      values: list,
      ids: list,
    };
  }
  const parsed = answerPoolSchema.safeParse(raw);
  if (parsed.success) return { pool: parsed.data };
  const issue = parsed.error.issues[0];
  const key = issue?.message.startsWith("upload.pool.") ? issue.message : "upload.pool.errors.column";
  return poolProblem(key, ["answer_pool", ...(issue?.path ?? [])].join("."));
}

/** Form field prefixes of the preview page, one per column option (`<field>_<column key>`). */
const FORM_FIELDS: Record<string, string> = {
  type: "type",
  order: "order",
  unit: "unit",
  labelzh: "labelZh",
  labelen: "labelEn",
  tolerance: "tolerance",
  reveal: "revealAfter",
  shown: "showInTable",
  geo: "geoWith",
  blank: "blankBad",
  skip: "skip",
  pos: "position",
  merge: "mergeWith",
};
const FORM_FIELD =
  /^(type|order|unit|labelzh|labelen|tolerance|reveal|shown|geo|blank|skip|pos|merge)_([a-z][a-z0-9_]{0,39})$/;

/**
 * The author's column choices (design §2 column model): one `columns` JSON field
 * `{key: {type, order, unit, label, labelZh, labelEn, tolerance, revealAfter, showInTable, geoWith, blankBad, skip, position, mergeWith}}`
 * (API), or the preview page's fields `type_<key>`, `labelzh_<key>`, … (later fields win, so a
 * hidden `shown_<key>=0` before its checkbox reads as unchecked). An unknown type or a tolerance or
 * reveal count that is not a number is refused (INVALID, `columns.<key>.<field>`).
 */
export function columnOverrides(form: FormData): Record<string, ColumnOverride> {
  const read = readColumnChoices(form);
  if ("overrides" in read) return read.overrides;
  throw new DomainError("INVALID", read.message, { fields: read.problems });
}

/** `columnOverrides` for the page, which shows its own error: null when a choice cannot be read. */
export function columnOverridesOrNull(form: FormData): Record<string, ColumnOverride> | null {
  const read = readColumnChoices(form);
  return "overrides" in read ? read.overrides : null;
}

type ColumnChoices =
  | { overrides: Record<string, ColumnOverride> }
  | { message: string; problems: Record<string, string[]> };

function readColumnChoices(form: FormData): ColumnChoices {
  const raw: Record<string, Record<string, unknown>> = {};
  const columns = form.get("columns");
  if (typeof columns === "string" && columns.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(columns);
    } catch {
      return { message: "columns is not valid JSON", problems: { columns: ["invalid JSON"] } };
    }
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      for (const [key, value] of Object.entries(parsed as Record<string, unknown>).slice(0, 100)) {
        if (value && typeof value === "object") raw[key] = { ...(value as Record<string, unknown>) };
      }
    }
  }
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const match = FORM_FIELD.exec(name);
    if (!match) continue;
    const [, field, key] = match;
    raw[key] ??= {};
    // A column's merge links add up (the offer's box and the column's own choice); other fields: the last wins.
    const previous = raw[key][FORM_FIELDS[field]];
    raw[key][FORM_FIELDS[field]] =
      field === "merge" && typeof previous === "string" && previous ? `${previous},${value}` : value;
  }
  const problems = Object.assign({}, ...Object.entries(raw).map(([key, value]) => unreadable(key, value)));
  if (Object.keys(problems).length > 0)
    return { message: "columns has values that cannot be read", problems };
  return {
    overrides: Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, readOverride(value)])),
  };
}

export type UploadRequest = { plan: UploadPlan; fileName: string; text: string | null };

/** A multipart or urlencoded upload form: its fields, and the attached file when there is one. */
export type UploadForm = {
  form: FormData;
  file: { name: string; text: string; encoding: TableEncoding } | null;
  changelog: string;
};

/** Reads a form body of at most UPLOAD_BODY_LIMIT (else 413), the page's and the API's multipart alike. */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  const contentType = request.headers.get("Content-Type") ?? "application/x-www-form-urlencoded";
  const bytes = await readBodyBytes(request, UPLOAD_BODY_LIMIT);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": contentType },
    }).formData();
  } catch {
    // A multipart type without a boundary, or a body that is not the form it says: the client's fault, not a 500.
    throw new DomainError(
      "INVALID",
      "The form body cannot be read: send multipart/form-data with a file part",
    ).because("uploadBadForm");
  }
  const file = form.get("file");
  const attached =
    file && typeof file !== "string" && file.size > 0
      ? { name: file.name.slice(0, 200), ...decodeTableFile(new Uint8Array(await file.arrayBuffer())) }
      : null;
  return { form, file: attached, changelog: String(form.get("changelog") ?? "") };
}

/** `POST …/versions`: a JSON body (design §2) or multipart with `file` (CSV/JSON), ≤ 10 MB (else 413). */
export async function readUploadRequest(
  request: Request,
  previous: PreviousVersion | null = null,
): Promise<UploadRequest> {
  // Media types are case-insensitive: "Multipart/Form-Data" is a form, not JSON.
  const contentType = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (!contentType.includes("multipart/form-data")) {
    const bytes = await readBodyBytes(request, UPLOAD_BODY_LIMIT);
    const text = new TextDecoder().decode(bytes);
    assertJsonShape(text);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new DomainError("INVALID", "Request body is not valid JSON");
    }
    return { plan: planFromJson(raw), fileName: "body.json", text: null };
  }
  const { form, file, changelog } = await readUploadForm(request);
  if (!file) {
    throw new DomainError(
      "INVALID",
      "The file is missing: attach a CSV, TSV, JSON, JSON Lines, HTML or Markdown file as the `file` part",
      { fields: { file: ["errors.required"] } },
    ).because("uploadNoFile");
  }
  return {
    plan: planFromText(
      file.name,
      file.text,
      changelog,
      columnOverrides(form),
      { ...tableChoices(form, planField(form)), previous },
      file.encoding,
    ),
    fileName: file.name,
    text: file.text,
  };
}

/** The page's read of an upload form: a too-large or unreadable body comes back as a refusal to show. */
export async function readUploadFormForPage(
  request: Request,
): Promise<{ ok: true; upload: UploadForm } | { ok: false; status: number; error: DomainError }> {
  try {
    return { ok: true, upload: await readUploadForm(request) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { ok: false, status: error.status, error };
  }
}
