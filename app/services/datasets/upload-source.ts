import type { AnswerPool } from "~/schemas/answer-pool";
import { ATTRIBUTE_TYPES } from "~/schemas/datasets";
import type { ColumnPlan } from "~/schemas/upload-plan";
import { DomainError } from "~/utils/domain-error";
import type { AttributeColumn, AttributeType } from "~db/schema";
import { refuseTooWideEarly } from "./attribute-count";
import { type CarriedNote, carriedPlan, carryValueLabels, type PreviousVersion } from "./carried-plan";
import { validateCell } from "./cell-value";
import { mergedCell, mergedLabel, mergeGroups, mergeOffers } from "./column-merge";
import {
  type FitProposal,
  layoutOfPlan,
  mergePlans,
  type NameCandidate,
  nameCandidates,
  overridesOfPlan,
  type PlanReason,
  proposePlan,
} from "./column-plan";
import {
  ALIASES_KEPT,
  applyBceNotes,
  attributeKeyOf,
  type BceNotes,
  type ColumnInference,
  type CsvTable,
  csvEntries,
  csvLayout,
  csvShapeProblem,
  distinctValues,
  findGeoPair,
  type GeoPair,
  type GeoSuggestion,
  geoPairOf,
  inferTable,
  type NameSource,
  normalizeCell,
  type ProposedColumn,
  parseCsv,
  proposeColumns,
  rangeCells,
  readCellAs,
  type YearConvention,
} from "./csv-table";
import { withFlagsJoined, yesWordOf } from "./flag-columns";
import type { HeaderChoice } from "./header-row";
import { mostUsedSeparator, splitList } from "./loose-cells";
import { capitalizeNames, lowerCaseNames, type NameCase } from "./name-case";
import { joinNameParts } from "./name-parts";
import { addPinyinAliases } from "./pinyin-keys";
import { rangePartLabels } from "./range-parts";
import type { RecordsChoice } from "./record-arrays";
import { distinctHeaders } from "./same-headers";
import { splitSlashNames } from "./slash-names";
import { applyPoolChoices, type PoolChoices, type PoolNotes, type PoolProblem } from "./table-choices";
import type { TableEncoding } from "./table-encoding";
import { tableTooLarge } from "./table-shape";
import { assertUploadLimits } from "./upload-limits";
import { cleanWebMarks, type WebMarks } from "./web-marks";
import type { DayOrder } from "./written-values";

export { assertUploadLimits } from "./upload-limits";

/** An upload before validation: columns (possibly still unchecked) and raw entries. */
export type UploadPlan = {
  changelog: string;
  attributeTypes: unknown[];
  entries: Record<string, unknown>[];
  /** kept with the version (each entry carries its own `qualifier` and `inPool`). */
  qualifierColumn?: string | null;
  answerPool?: AnswerPool | null;
  /** A qualifier or pool choice that cannot be applied: the check refuses the plan with it. */
  poolProblem?: PoolProblem | null;
};

/**
 * The author's choices for a CSV column, from the preview form or the API's `columns` field
 * (design §2 column model). `label` sets both languages; `labelZh`/`labelEn` one each.
 * `geoWith` on a latitude column names the longitude column to join into one geo column.
 */
export type ColumnOverride = {
  type?: AttributeType;
  order?: string[];
  unit?: string;
  label?: string;
  labelZh?: string;
  labelEn?: string;
  shortLabel?: { "zh-CN"?: string; "en-US"?: string };
  tolerance?: number;
  revealAfter?: number;
  showInTable?: boolean;
  geoWith?: string;
  /** Store the cells that do not fit the column's type as empty instead of refusing the upload. */
  blankBad?: boolean;
  /** Leave the column out of the game (true), or keep one the import would leave out (false). */
  skip?: boolean;
  /** Where the column goes among the others (1 = first); columns without one keep their order after. */
  position?: number;
  /** Other columns (keys) whose items join this one's in one list; links chain into groups. */
  mergeWith?: string[];
  /** Dates written in numbers: day first or month first (the card's choice over the guess). */
  dayOrder?: DayOrder;
};

/**
 * Choices about the whole table: which column holds the entries' names (a header), or the whole
 * column plan, which wins over `nameColumn` and the per-column overrides it names; the
 * qualifier and the pool (the plan's `qualifier_column` and `answer_pool` feed them, older fields
 * win); how BCE years read.
 */
export type TableChoices = {
  nameColumn?: string;
  plan?: ColumnPlan;
  yearConvention?: YearConvention;
  /** The version this upload follows: its choices are the proposal's starting point (carried-plan.ts). */
  previous?: PreviousVersion | null;
} & PoolChoices;

/** What the preview says about a CSV column beyond its settings. */
export type ColumnNote = {
  key: string;
  header: string;
  inference: ColumnInference | null;
  /** Cells left empty because they did not fit (the author's `blankBad` choice). */
  blanked?: number;
  /** A year range column split into its start and end. */
  part?: "start" | "end";
  /** A location joined from two number columns (their keys). */
  pair?: { lat: string; lon: string };
  /** A list merged from these columns (keys and headers, in table order). */
  merged?: { keys: string[]; headers: string[] };
};

/**
 * Columns merged into one list, or offered to be (their headers share a stem): `key` is the merged
 * column's key once merged (null while only offered), `columns` the merged columns in table order.
 */
export type MergeNote = {
  key: string | null;
  label: string;
  columns: { key: string; header: string }[];
  offered: boolean;
};

/** What the import decided about the whole table, for the preview to explain. */
export type TableNotes = {
  format: "csv" | "tsv" | "json" | "jsonl" | "html";
  delimiter: string | null;
  nameHeader: string;
  nameSource: NameSource;
  headers: string[];
  labelZhHeader: string | null;
  labelEnHeader: string | null;
  aliasesHeader: string | null;
  imageHeader: string | null;
  /** Columns left out: links, IDs, the author's choice ({key, header, reason}). */
  leftOut: { key: string; header: string; reason: "urls" | "idLike" | "chosen" }[];
  /** Columns of nested records not read (maps keyed by data, sparse fields). */
  dropped: string[];
  /** Lists merged from several columns, and the groups offered for merging. */
  merges: MergeNote[];
  /** Rows left out because their name cell is empty. */
  unnamedRows: number;
  /** Rows left out because an earlier row holds exactly the same cells. */
  duplicateRows: number;
  /** The qualifier column and answer pool in force, and what the importer proposed. */
  pool: PoolNotes;
  /** A notes column marking some rows' years BCE, and how they were read (the author's choice). */
  bceNotes?: BceNotes;
  /** JSON with several arrays of records: the one read, why, and the others (set by `planFromText`). */
  records?: RecordsChoice;
  /** The character set the file's bytes were read in (set by `planFromText`; UTF-8 when absent). */
  encoding?: TableEncoding;
  /** Cells that lost a footnote reference ("[a]", "†") or had a trend arrow read as a sign. */
  webMarks?: WebMarks;
  /** Entries named only in Chinese, and whether their pinyin is another name of theirs ("wuhanshi"). */
  pinyin?: { entries: number; on: boolean };
  /** Names nearly all in lower case, and whether they get a capital first letter (name-case.ts). */
  nameCase?: NameCase;
  /** Names written "A / B / C" split into a name and aliases (slash-names.ts), or that would be. */
  slashNames?: number;
  /** Whether those names are split (the plan's `split_slash_names`; false: kept whole). */
  slashNamesOn?: boolean;
  /** A CSV's header line: the one in force, the proposed one and why, the first lines offered. */
  header?: HeaderChoice;
  /** The previous version's choices kept for the columns it shares with this table. */
  carried?: CarriedNote;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

// Snake_case names are read by hand: the generic camelCase conversion would also rename attribute
// keys, which are data.
function normalizeColumn(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const { reveal_after, value_labels, show_in_table, ...rest } = raw;
  return {
    ...rest,
    ...(show_in_table !== undefined ? { showInTable: show_in_table } : {}),
    ...(reveal_after !== undefined ? { revealAfter: reveal_after } : {}),
    ...(value_labels !== undefined ? { valueLabels: value_labels } : {}),
  };
}

/** design §2 JSON: `{changelog, attribute_types, entries}` (camelCase accepted too). */
export function planFromJson(raw: unknown): UploadPlan {
  if (!isRecord(raw))
    throw new DomainError("INVALID", "Expected a JSON object with attribute_types and entries").because(
      "uploadNotObject",
    );
  const columns = raw.attribute_types ?? raw.attributeTypes;
  const entries = raw.entries;
  if (!Array.isArray(columns) || !Array.isArray(entries)) {
    throw new DomainError("INVALID", "Expected attribute_types and entries arrays", {
      fields: {
        ...(Array.isArray(columns) ? {} : { attribute_types: ["expected an array"] }),
        ...(Array.isArray(entries) ? {} : { entries: ["expected an array"] }),
      },
    }).because("uploadNoArrays");
  }
  assertUploadLimits(entries.length, columns.length);
  return {
    changelog: typeof raw.changelog === "string" ? raw.changelog : "",
    attributeTypes: columns.map(normalizeColumn),
    entries: entries.map((entry) => (isRecord(entry) ? entry : { name: "" })),
  };
}

const TOLERANT: AttributeType[] = ["number", "date", "geo"];

/** The column with the author's choices; options that do not apply to its type are dropped. */
function applyOverride(
  column: AttributeColumn,
  override: ColumnOverride | undefined,
  values: string[],
): AttributeColumn {
  const type = override?.type && ATTRIBUTE_TYPES.includes(override.type) ? override.type : column.type;
  const label = { ...column.label };
  if (override?.label) Object.assign(label, { "zh-CN": override.label, "en-US": override.label });
  if (override?.labelZh) label["zh-CN"] = override.labelZh;
  if (override?.labelEn) label["en-US"] = override.labelEn;
  const next: AttributeColumn = { key: column.key, label, type };
  const shortLabel = Object.fromEntries(
    Object.entries(override?.shortLabel ?? column.shortLabel ?? {}).filter(([, text]) => text),
  );
  if (Object.keys(shortLabel).length > 0) next.shortLabel = shortLabel;
  const unit = override?.unit ?? column.unit;
  if (unit && type === "number") next.unit = unit;
  const tolerance = override?.tolerance ?? column.tolerance;
  if (tolerance !== undefined && tolerance > 0 && TOLERANT.includes(type)) next.tolerance = tolerance;
  if (type === "ordinal") next.order = override?.order?.length ? override.order : distinctValues(values);
  const revealAfter = override?.revealAfter ?? column.revealAfter;
  if (type === "hint" && revealAfter !== undefined) next.revealAfter = revealAfter;
  if (override?.showInTable === false) next.showInTable = false;
  return next;
}

/**
 * Leaves empty the cells that do not fit (the author's `blankBad`), or with `onlyOverLimits` the
 * ones a read column's value breaks a cap with (a 300-item list, a 3,000-character text): a table
 * people have is not refused for one outsized cell, and the preview counts them.
 */
function blankCellsThatDoNotFit(
  column: AttributeColumn,
  entries: Record<string, unknown>[],
  onlyOverLimits = false,
): number {
  let blanked = 0;
  for (const entry of entries) {
    const cells = entry.attributes as Record<string, unknown>;
    const result = validateCell(column, cells[column.key]);
    if (!result.ok && (!onlyOverLimits || result.code === "tooLong" || result.code === "tooMany")) {
      cells[column.key] = "";
      blanked += 1;
    }
  }
  return blanked;
}

function tooLargeCsv(cap: string, limit: number): DomainError {
  const what = cap === "lines" ? "lines" : "fields on one line";
  return new DomainError("TOO_LARGE", `A CSV holds at most ${limit} ${what}`, { limit, cap }).because(
    cap === "lines" ? "csvTooManyLines" : "csvTooManyFields",
  );
}

/** A CSV or TSV (any common delimiter) with inferred column types, changed where the author chose otherwise. */
export function planFromCsv(
  text: string,
  changelog: string,
  overrides: Record<string, ColumnOverride> = {},
  choices: TableChoices = {},
) {
  const shape = csvShapeProblem(text);
  if (shape?.cap === "cellChars") throw tableTooLarge("cellChars");
  if (shape) throw tooLargeCsv(shape.cap, shape.limit);
  const table = parseCsv(text, choices.plan?.header_row);
  return planFromTable(
    { ...table, format: table.delimiter === "\t" ? "tsv" : "csv", dropped: [] },
    changelog,
    overrides,
    choices,
  );
}

type SourceTable = CsvTable & { format: TableNotes["format"]; dropped: string[]; header?: HeaderChoice };

/** A yes/no column's values as players read them: "Yes"/"是" and "No"/"否", whatever the file wrote (1/0, True/False). */
function yesNoLabels(raw: string[]): Record<string, { "zh-CN": string; "en-US": string }> {
  const yes = yesWordOf(raw);
  const labels: Record<string, { "zh-CN": string; "en-US": string }> = {};
  for (const value of raw) {
    const text = value.trim();
    if (text === "" || text in labels) continue;
    labels[text] =
      text.toLowerCase() === yes ? { "zh-CN": "是", "en-US": "Yes" } : { "zh-CN": "否", "en-US": "No" };
    if (Object.keys(labels).length > 4) break;
  }
  return labels;
}

/** A coordinate to a millionth of a degree (about 10 cm): a computed 110.33333333333333 is 110.333333. */
const degrees = (value: unknown) =>
  typeof value === "number" ? String(Number(value.toFixed(6))) : String(value);

/** The pairs of columns joined into one location: the author's `geoWith` choices, by hand or the offer. */
function chosenGeoPairs(columns: { key: string; type: string }[], overrides: Record<string, ColumnOverride>) {
  const numeric = new Set(columns.filter((column) => column.type === "number").map((column) => column.key));
  const pairs: GeoPair[] = [];
  for (const [lat, override] of Object.entries(overrides)) {
    const lon = override.geoWith;
    if (!lon || lon === lat || !numeric.has(lat) || !numeric.has(lon)) continue;
    if (pairs.some((pair) => [pair.lat, pair.lon].some((key) => key === lat || key === lon))) continue;
    const taken = [...columns, ...pairs.map((pair) => ({ key: pair.key }))];
    pairs.push(geoPairOf(taken, lat, lon));
  }
  return pairs;
}

/** A merged list's key: its label as a key when free ("type" for type_1 + type_2), else the first column's key + "_list". */
function mergedKeyOf(label: string, first: string, taken: Set<string>): string {
  const fromLabel = attributeKeyOf(label, 0, new Set());
  let key = /^col_\d+$/.test(fromLabel) ? `${first}_list`.slice(0, 40) : fromLabel;
  for (let n = 2; taken.has(key); n += 1) key = `${key.replace(/_\d+$/, "")}_${n}`.slice(0, 40);
  taken.add(key);
  return key;
}

/**
 * The lists the author merged (`mergeWith`, by hand or the offer) and the stem groups offered: only
 * text, list and ordered columns that stay in the game and are not part of a location.
 */
function mergePlan(proposed: ProposedColumn[], overrides: Record<string, ColumnOverride>, pairs: GeoPair[]) {
  const paired = new Set(pairs.flatMap((pair) => [pair.lat, pair.lon]));
  const candidates = proposed
    .filter((column) => !paired.has(column.key) && column.inference.reason !== "range")
    .map((column) => ({
      key: column.key,
      header: column.header,
      type: overrides[column.key]?.type ?? column.type,
      leaveOut: overrides[column.key]?.skip ?? column.inference.leaveOut ?? false,
    }));
  const headerOf = (key: string) => candidates.find((column) => column.key === key)?.header ?? key;
  const taken = new Set([...proposed.map((column) => column.key), ...pairs.map((pair) => pair.key)]);
  const groups = mergeGroups(candidates, overrides).map((keys) => {
    const label = mergedLabel(keys.map(headerOf));
    return { keys, label, key: mergedKeyOf(label, keys[0], taken) };
  });
  const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key, i) => key === b[i]);
  const offers = mergeOffers(candidates);
  const notes: MergeNote[] = [
    ...groups.map((group) => ({
      key: group.key,
      label: group.label,
      columns: group.keys.map((key) => ({ key, header: headerOf(key) })),
      offered: offers.some((offer) => sameKeys(offer.keys, group.keys)),
    })),
    ...offers
      .filter((offer) => !groups.some((group) => sameKeys(offer.keys, group.keys)))
      .map((offer) => ({
        key: null,
        label: offer.stem,
        columns: offer.keys.map((key) => ({ key, header: headerOf(key) })),
        offered: true,
      })),
  ];
  return { groups, notes };
}

/** The rows without the exact repeats of an earlier row (a file concatenated twice, a copied block). */
function withoutDuplicateRows(rows: string[][]): string[][] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = JSON.stringify(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The plan's column choices with the older per-field ones (`type_<key>`, `columns` JSON) over them, field by field. */
function withOlderFields(
  plan: Record<string, ColumnOverride>,
  older: Record<string, ColumnOverride>,
): Record<string, ColumnOverride> {
  const out = { ...plan };
  for (const [key, override] of Object.entries(older)) {
    const given = Object.fromEntries(Object.entries(override).filter(([, value]) => value !== undefined));
    out[key] = { ...out[key], ...given };
  }
  return out;
}

/** The column plan of a table, as proposed and as the author changed it, with each row's reason. */
export type PlanOutcome = {
  plan: ColumnPlan;
  reasons: Record<string, PlanReason>;
  nameCandidates: NameCandidate[];
  /** Why the proposal skips rows or empties cells that do not fit (the author's flags may differ). */
  fit: FitProposal;
  /** The table as read (headers, rows after unnamed and repeated rows are left out), for the skipped-rows download. */
  source: { headers: string[]; rows: string[][] };
};

function noNameColumn(outcome: PlanOutcome, header: HeaderChoice | undefined): DomainError {
  return new DomainError(
    "INVALID",
    'The table needs a name column: a header "name" or "名称", or a column whose values are all different texts',
    {
      errors: [
        {
          row: 0,
          column: "name",
          code: "noNameColumn",
          reason: 'no header "name"/"名称" and no column of distinct texts',
        },
      ],
      error_count: 1,
      plan: outcome.plan,
      name_candidates: outcome.nameCandidates,
      ...(header ? { header } : {}),
    },
  );
}

/** Any table (CSV, TSV, JSON records, JSON Lines, HTML) as an upload plan. */
export function planFromTable(
  source: SourceTable,
  changelog: string,
  legacyOverrides: Record<string, ColumnOverride> = {},
  choices: TableChoices = {},
) {
  const web = cleanWebMarks(source);
  // One header per column (a unit line read, "Height (m)" beside "Height (ft)"): the plan is keyed by header.
  const shaped = distinctHeaders(web.headers, web.rows);
  const deduplicated = withoutDuplicateRows(shaped.rows);
  let table: SourceTable = { ...source, headers: shaped.headers, rows: deduplicated };
  const flags = withFlagsJoined(table);
  if (flags) table = { ...table, ...flags.table };
  const duplicateRows = shaped.rows.length - deduplicated.length;
  const bce = applyBceNotes(table, choices.yearConvention);
  if (bce) table = { ...table, rows: bce.table.rows };
  const importerLayout = csvLayout(table.headers, table.rows, choices.nameColumn);
  refuseTooWideEarly(table, importerLayout, choices.plan);
  const inferences = inferTable(table);
  // The importer's proposal, then the author's plan over it: one plan from the preview to the save.
  const proposal = proposePlan(table, importerLayout, inferences);
  // A new version starts from the author's choices on the one before, column by column (same path).
  const carried = choices.previous?.plan ? carriedPlan(proposal.plan, choices.previous.plan) : null;
  const plan = mergePlans(carried ? mergePlans(proposal.plan, carried.plan) : proposal.plan, choices.plan);
  // The header line read travels with the plan, so the save reads the lines the preview did.
  if (source.header && (source.header.row !== 1 || source.header.reason === "chosen"))
    plan.header_row = source.header.row;
  const chosen = choices.plan?.name_column ?? choices.nameColumn;
  const nameReason = proposal.reasons[plan.name_column ?? ""]?.code;
  const layout = layoutOfPlan(
    table.headers,
    plan,
    chosen && plan.name_column === chosen
      ? "chosen"
      : nameReason === "distinctTexts"
        ? "uniqueText"
        : nameReason === "mostDistinct"
          ? "mostDistinct"
          : "header",
  );
  const outcome: PlanOutcome = {
    plan,
    reasons: proposal.reasons,
    nameCandidates: nameCandidates(table),
    fit: proposal.fit,
    source: { headers: table.headers, rows: table.rows },
  };
  if (!layout) throw noNameColumn(outcome, source.header);
  const withIndex = plan.name_with ? table.headers.indexOf(plan.name_with) : -1;
  if (withIndex !== -1 && withIndex !== layout.name) {
    table = { ...table, rows: joinNameParts(table.rows, layout.name, withIndex) };
  }
  const overrides = withOlderFields(overridesOfPlan(plan, layout), legacyOverrides);
  // A row with no name is no entry to guess (a wiki export's unnamed extras): it is left out and
  // counted in the notes, not a refusal of the whole table.
  const named = table.rows.filter((row) => (row[layout.name] ?? "").trim() !== "");
  const unnamedRows = table.rows.length - named.length;
  table = { ...table, rows: named };
  outcome.source.rows = named;
  assertUploadLimits(table.rows.length, layout.attributes.length);
  const kept = unnamedRows > 0 ? inferTable(table) : inferences;
  const proposed = proposeColumns(table, layout, kept);
  const geoSuggestion = findGeoPair(proposed);
  const pairs = chosenGeoPairs(proposed, overrides);
  // The plan says which places were joined: the proposal's join the author unticked is not one.
  const pathOf = new Map(proposed.map((column) => [column.key, column.header]));
  for (const [path, column] of Object.entries(plan.columns)) {
    if (column.geo_with) plan.columns[path] = { ...column, geo_with: undefined };
  }
  for (const pair of pairs) {
    const lat = pathOf.get(pair.lat);
    const lon = pathOf.get(pair.lon);
    if (lat && lon && plan.columns[lat]) plan.columns[lat] = { ...plan.columns[lat], geo_with: lon };
  }
  const rawEntries = csvEntries(table, layout);
  // "Mount Everest / Sagarmatha": a name and its other names, proposed as a name and aliases.
  const slashNamesOn = plan.split_slash_names !== false;
  const slashNames = splitSlashNames(
    rawEntries as { name: string; aliases: string[]; labels?: Record<string, string> }[],
    ALIASES_KEPT,
    slashNamesOn,
  );
  // The plan returned says what was applied, so the preview's box and the save agree.
  if (slashNames > 0) plan.split_slash_names = slashNamesOn;
  // Names nearly all in lower case ("aardonyx"): proposed with a capital first letter, the author can say no.
  const lowerNames = lowerCaseNames(rawEntries.map((entry) => String(entry.name ?? "")));
  const nameCase = lowerNames ? { ...lowerNames, on: plan.capitalize_names !== false } : null;
  if (nameCase) {
    plan.capitalize_names = nameCase.on;
    if (nameCase.on) capitalizeNames(rawEntries as { name: string; labels?: Record<string, string> }[]);
  }
  // Pinyin as another name: the importer's default for names only in Chinese; the author can say no.
  const pinyin = {
    entries:
      layout.labelEn === null
        ? addPinyinAliases(
            rawEntries as { name: string; aliases: string[] }[],
            ALIASES_KEPT,
            plan.pinyin_aliases !== false,
          )
        : 0,
    on: plan.pinyin_aliases !== false,
  };
  // One source of truth: the plan's qualifier and pool, the older form fields over them.
  const pooled = applyPoolChoices(table, layout, {
    qualifierColumn: choices.qualifierColumn !== undefined ? choices.qualifierColumn : plan.qualifier_column,
    answerPool: choices.answerPool !== undefined ? choices.answerPool : plan.answer_pool,
    ...(choices.problem ? { problem: choices.problem } : {}),
  });
  // The plan stored and shown says what was applied, the importer's proposal included.
  plan.qualifier_column = pooled.notes.qualifierColumn;
  // Its card says so too: the row of the qualifier in force has the role, no other row keeps it.
  for (const [path, column] of Object.entries(plan.columns)) {
    const role =
      path === plan.qualifier_column ? "qualifier" : column.role === "qualifier" ? "attribute" : null;
    if (role && column.role !== "name") plan.columns[path] = { ...column, role };
  }
  plan.answer_pool = pooled.notes.answerPool;
  const entries = rawEntries.map((entry, row) => ({
    ...entry,
    qualifier: pooled.qualifiers[row],
    inPool: pooled.inPool[row],
    attributes: {} as Record<string, unknown>,
  }));
  const placed: { column: AttributeColumn; note: ColumnNote; position: number }[] = [];
  const leftOut: TableNotes["leftOut"] = [];
  const headerOf = (index: number | null) => (index === null ? null : table.headers[index]);
  const rawOf = (key: string) =>
    rawEntries.map((entry) => String((entry.attributes as Record<string, string>)[key] ?? ""));
  const merging = mergePlan(proposed, overrides, pairs);
  proposed.forEach(({ inference, header, ...column }, i) => {
    const override = overrides[column.key];
    const position = override?.position ?? 1000 + i;
    const raw = rawOf(column.key);
    const group = merging.groups.find((item) => item.keys.includes(column.key));
    if (group) {
      if (group.keys[0] !== column.key) return;
      const members = group.keys.map((key) => proposed.find((item) => item.key === key) as ProposedColumn);
      const list: AttributeColumn = {
        key: group.key,
        label: { "zh-CN": group.label, "en-US": group.label },
        type: "set",
      };
      // The merged list has no card of its own: the labels set on its first column's card name it.
      const first = overrides[group.keys[0]];
      const labels = {
        labelZh: first?.labelZh,
        labelEn: first?.labelEn,
        ...(first?.shortLabel && Object.keys(first.shortLabel).length > 0
          ? { shortLabel: first.shortLabel }
          : {}),
      };
      const chosen = applyOverride(list, { ...labels, ...overrides[group.key], type: "set" }, []);
      const cells = members.map((member) => ({
        raw: rawOf(member.key),
        separator: member.inference.separator,
      }));
      entries.forEach((entry, row) => {
        entry.attributes[group.key] = mergedCell(
          cells.map((cell) => ({ raw: cell.raw[row], separator: cell.separator })),
        );
      });
      const blanked = blankCellsThatDoNotFit(chosen, entries, true);
      placed.push({
        column: chosen,
        note: {
          key: group.key,
          header: members.map((member) => member.header).join(" + "),
          inference: null,
          merged: { keys: group.keys, headers: members.map((member) => member.header) },
          ...(blanked > 0 ? { blanked } : {}),
        },
        position: overrides[group.key]?.position ?? position,
      });
      return;
    }
    const pair = pairs.find((item) => item.lat === column.key || item.lon === column.key);
    if (pair) {
      if (pair.lon === column.key) return;
      // Leaving the joined location out (on it, or on its latitude) wins over the join.
      if (overrides[pair.key]?.skip || override?.skip || overrides[pair.lon]?.skip) {
        leftOut.push({ key: pair.key, header, reason: "chosen" });
        return;
      }
      const lonIndex = proposed.findIndex((item) => item.key === pair.lon);
      const lonColumn = proposed[lonIndex];
      const joined: AttributeColumn = {
        key: pair.key,
        label: { "zh-CN": "位置", "en-US": "Location" },
        type: "geo",
      };
      placed.push({
        column: applyOverride(joined, { ...overrides[pair.key], type: "geo" }, []),
        note: {
          key: pair.key,
          header: `${header} + ${lonColumn.header}`,
          inference: null,
          pair: { lat: pair.lat, lon: pair.lon },
        },
        position: overrides[pair.key]?.position ?? position,
      });
      entries.forEach((entry, row) => {
        const lat = normalizeCell(inference, raw[row]);
        const lon = normalizeCell(
          lonColumn.inference,
          String((rawEntries[row].attributes as Record<string, string>)[pair.lon] ?? ""),
        );
        entry.attributes[pair.key] = lat !== "" || lon !== "" ? `${degrees(lat)},${degrees(lon)}` : "";
      });
      return;
    }
    const skip = override?.skip ?? inference.leaveOut ?? false;
    if (skip) {
      leftOut.push({
        key: column.key,
        header,
        reason: override?.skip ? "chosen" : inference.reason === "urls" ? "urls" : "idLike",
      });
      return;
    }
    if (inference.reason === "range" && (!override?.type || override.type === "date")) {
      (["start", "end"] as const).forEach((part, at) => {
        const key = `${column.key}_${part}`.slice(0, 40);
        // The range column's card names both parts: its labels (and tolerance) reach the start and the end.
        const labels = rangePartLabels(header, part, {
          label: {
            "zh-CN": override?.labelZh ?? override?.label,
            "en-US": override?.labelEn ?? override?.label,
          },
          shortLabel: override?.shortLabel,
        });
        const own = overrides[key];
        const partColumn = applyOverride(
          { key, ...labels, type: "date" },
          { tolerance: override?.tolerance, ...own, type: "date" },
          [],
        );
        entries.forEach((entry, row) => {
          entry.attributes[key] = rangeCells(raw[row])[at];
        });
        const blanked = blankCellsThatDoNotFit(partColumn, entries, !(own?.blankBad ?? override?.blankBad));
        placed.push({
          column: partColumn,
          note: { key, header, inference, part, ...(blanked > 0 ? { blanked } : {}) },
          position: position + at / 10,
        });
      });
      return;
    }
    const chosen = applyOverride(column, override, raw);
    // The author's type wins: cells are read the inferred way only while the type is the inferred one.
    // Dates in numbers are read in the author's order where the card set one.
    const dayOrder = override?.dayOrder ?? inference.dayOrder?.order;
    const readAs =
      chosen.type !== inference.type
        ? null
        : inference.dayOrder && dayOrder
          ? { ...inference, dayOrder: { ...inference.dayOrder, order: dayOrder } }
          : inference;
    // An empty unit is the author's "no unit": the one read from the cells or header is not put back.
    if (readAs?.unit && chosen.type === "number" && !chosen.unit && override?.unit !== "")
      chosen.unit = readAs.unit.slice(0, 32);
    if (readAs?.reason === "yesNo" && chosen.type === "text" && !chosen.valueLabels) {
      chosen.valueLabels = yesNoLabels(raw);
    }
    // A column the author made a list is split on the separator its cells use.
    const separator = !readAs && chosen.type === "set" ? mostUsedSeparator(raw) : null;
    entries.forEach((entry, row) => {
      entry.attributes[column.key] = readAs
        ? normalizeCell(readAs, raw[row], chosen.unit)
        : separator
          ? splitList(raw[row], separator)
          : readCellAs(chosen.type, raw[row], dayOrder);
    });
    const blanked = blankCellsThatDoNotFit(chosen, entries, !override?.blankBad);
    placed.push({
      column: chosen,
      note: { key: column.key, header, inference, ...(blanked > 0 ? { blanked } : {}) },
      position,
    });
  });
  placed.sort((a, b) => a.position - b.position);
  const attributeTypes = placed.map((item) => item.column);
  const labelsKept = choices.previous
    ? carryValueLabels(attributeTypes, entries, choices.previous.columns)
    : 0;
  const carriedNote: CarriedNote | null =
    choices.previous && (carried?.kept.length || labelsKept > 0)
      ? { version: choices.previous.version, columns: carried?.kept ?? [], valueLabels: labelsKept }
      : null;
  const table_notes: TableNotes = {
    format: table.format,
    delimiter: table.delimiter ?? null,
    nameHeader: table.headers[layout.name],
    nameSource: layout.nameSource,
    headers: table.headers,
    labelZhHeader: headerOf(layout.labelZh),
    labelEnHeader: headerOf(layout.labelEn),
    aliasesHeader: headerOf(layout.aliases),
    imageHeader: headerOf(layout.imageUrl),
    leftOut,
    dropped: table.dropped,
    merges: merging.notes,
    unnamedRows,
    duplicateRows,
    pool: pooled.notes,
    ...(bce ? { bceNotes: bce.notes } : {}),
    ...(source.header ? { header: source.header } : {}),
    ...(pinyin.entries > 0 ? { pinyin } : {}),
    ...(nameCase ? { nameCase } : {}),
    ...(slashNames > 0 ? { slashNames, slashNamesOn } : {}),
    ...(carriedNote ? { carried: carriedNote } : {}),
    ...(web.marks.footnotes + web.marks.arrows + (web.marks.na ?? 0) + (web.marks.uncertain ?? 0) > 0
      ? { webMarks: web.marks }
      : {}),
  };
  return {
    changelog,
    qualifierColumn: pooled.notes.qualifierColumn,
    answerPool: pooled.notes.answerPool,
    poolProblem: pooled.problem,
    attributeTypes,
    entries,
    notes: placed.map((item) => item.note),
    geoSuggestion,
    table: table_notes,
    outcome,
  } satisfies UploadPlan & {
    notes: ColumnNote[];
    geoSuggestion: GeoSuggestion | null;
    table: TableNotes;
    outcome: PlanOutcome;
  };
}

/** JSON or CSV by file name or content. */
export function looksLikeJson(fileName: string, text: string): boolean {
  return /\.(json|jsonl|ndjson)$/i.test(fileName) || /^\s*[{[]/.test(text);
}
