import type { ColumnPlan, PlanColumn, PlanRole } from "~/schemas/upload-plan";
import {
  attributeKeyOf,
  type ColumnInference,
  type CsvLayout,
  type CsvTable,
  type Inferences,
  latLonHeaders,
  type NameSource,
  uniqueShare,
} from "./csv-table";
import { proposeNameParts } from "./name-parts";
import { repeatedColumns } from "./same-columns";
import type { ColumnOverride } from "./upload-source";

/** Why a row of the plan got its role, in a few words the page and the API can say. */
export type PlanReason = {
  code:
    | "nameHeader"
    | "nameHeaderWord"
    | "distinctTexts"
    | "mostDistinct"
    | "chosen"
    | "languageHeader"
    | "aliasHeader"
    | "otherName"
    | "imageUrls"
    | "constant"
    | "nameParts"
    | "sameAs"
    | ColumnInference["reason"];
  /** Share of rows (0..1) with distinct values, for name columns. */
  share?: number;
  fit?: number;
  total?: number;
  /** The column this one repeats (`sameAs`). */
  column?: string;
  /** `sameAs` in another unit: this column's unit ("same as Height (m), in ft"). */
  unit?: string;
  /** A year range column: cells holding several ranges, read as one span (csv-table.ts). */
  spans?: ColumnInference["spans"];
  /** A few cells with several values, each read as its first (csv-table.ts). */
  firstOfSeveral?: ColumnInference["firstOfSeveral"];
  /** Cells of a list holding items over the item limit (csv-table.ts). */
  longItems?: number;
  /** Dates written in numbers: the order read and what told it (day-order.ts). */
  dayOrder?: ColumnInference["dayOrder"];
  /** A number column written in several units: what was found and converted (csv-table.ts). */
  mixedUnits?: ColumnInference["mixedUnits"];
};

/**
 * Why the plan proposes skipping rows or emptying cells that do not fit: names too long to be
 * names (the rows are skipped), cells a typed column's type does not read (left empty), counted.
 */
export type FitProposal = {
  skipRows?: { column: string; rows: number };
  emptyCells?: { columns: string[]; cells: number };
};

/** A name holds at most this many characters (the entries' schema). */
const NAME_CHARS = 100;

/** A column that could name the entries, with how distinct its values are (the picker shows it). */
export type NameCandidate = { column: string; distinct: number };

const NAME_REASON: Record<NameSource, PlanReason["code"]> = {
  chosen: "chosen",
  header: "nameHeader",
  headerWord: "nameHeaderWord",
  uniqueText: "distinctTexts",
  mostDistinct: "mostDistinct",
};

const round = (share: number) => Math.round(share * 100) / 100;

/** Every column's distinct share, most distinct first: the name picker's choices. */
export function nameCandidates(table: CsvTable): NameCandidate[] {
  return table.headers
    .map((column, index) => ({ column, distinct: round(uniqueShare(table.rows, index)) }))
    .sort((a, b) => b.distinct - a.distinct);
}

const emptyColumn = (role: PlanRole): PlanColumn => ({ role, label: {}, short_label: {} });

/** Share of the rows one value may hold before a column is nearly constant (in 20 rows or more). */
const NEARLY_CONSTANT = 0.95;

/**
 * A column that holds one value in every row tells no entry from another; nor, nearly, one that
 * holds it in 95% of 20 rows or more (a country's `unMember`: true for all but two).
 */
function constant(rows: string[][], index: number): boolean {
  if (rows.length < 2) return false;
  const counts = new Map<string, number>();
  // Past this many values no one value can fill NEARLY_CONSTANT of the rows: a column of distinct
  // values stops after a few rows instead of counting all of them.
  const enough = rows.length - Math.ceil(rows.length * NEARLY_CONSTANT) + 2;
  for (const row of rows) {
    const value = (row[index] ?? "").trim();
    counts.set(value, (counts.get(value) ?? 0) + 1);
    if (counts.size > enough) return false;
  }
  const most = Math.max(...counts.values());
  return counts.size === 1 || (rows.length >= 20 && most >= rows.length * NEARLY_CONSTANT);
}

/** The entry field the importer's layout put a column in, if any. */
function roleOf(layout: CsvLayout | null, extra: Set<number>, index: number): PlanRole | null {
  if (!layout) return null;
  if (layout.name === index) return "name";
  if (layout.labelZh === index) return "name_zh";
  if (layout.labelEn === index) return "name_en";
  if (layout.aliases === index || extra.has(index)) return "alias";
  if (layout.imageUrl === index) return "image";
  return null;
}

function reasonOf(layout: CsvLayout | null, role: PlanRole): PlanReason["code"] {
  if (role === "name") return layout ? NAME_REASON[layout.nameSource] : "chosen";
  if (role === "name_zh" || role === "name_en") return "languageHeader";
  if (role === "image") return "imageUrls";
  return "aliasHeader";
}

/**
 * The roles the importer's proposal gives without reading a cell's type: the name, its languages,
 * image and other names (from the layout and name parts, as `proposePlan` places them); every other
 * column is an attribute here. Enough to count a plan's attributes before the per-column work.
 */
export function proposedNameRoles(headers: string[], layout: CsvLayout | null): ColumnPlan {
  const extra = new Set(layout?.extraNames ?? []);
  const columns: Record<string, PlanColumn> = {};
  for (const [index, header] of headers.entries()) {
    columns[header] = emptyColumn(roleOf(layout, extra, index) ?? "attribute");
  }
  let name = layout ? headers[layout.name] : null;
  const byValues = layout?.nameSource === "uniqueText" || layout?.nameSource === "mostDistinct";
  const parts = proposeNameParts(headers, name, byValues);
  if (parts && name) {
    if (parts.name !== name) {
      columns[name] = emptyColumn("alias");
      columns[parts.name] = emptyColumn("name");
      name = parts.name;
    }
    columns[parts.with] = emptyColumn("alias");
  }
  return {
    ...(parts ? { name_with: parts.with } : {}),
    name_column: name,
    columns,
    skip_invalid_rows: false,
    empty_invalid_cells: false,
  };
}

/**
 * The importer's proposal: one row per source column with its role and why. `layout` is the
 * importer's own reading (csvLayout); null when no column can name the entries, then every column
 * is proposed as an attribute and the name is left for the author to pick.
 */
export function proposePlan(
  table: CsvTable,
  layout: CsvLayout | null,
  inferences: Inferences,
): { plan: ColumnPlan; reasons: Record<string, PlanReason>; fit: FitProposal } {
  const columns: Record<string, PlanColumn> = {};
  const reasons: Record<string, PlanReason> = {};
  const extra = new Set(layout?.extraNames ?? []);
  for (const [index, header] of table.headers.entries()) {
    const share = round(uniqueShare(table.rows, index));
    const set = (role: PlanRole, reason: PlanReason, more: Partial<PlanColumn> = {}) => {
      columns[header] = { ...emptyColumn(role), ...more };
      reasons[header] = reason;
    };
    const role = roleOf(layout, extra, index);
    if (role) {
      const other = role === "alias" && extra.has(index);
      const code = other ? "otherName" : reasonOf(layout, role);
      set(role, code === "aliasHeader" || code === "imageUrls" ? { code } : { code, share });
      continue;
    }
    const inference = inferences(index);
    const fit = { fit: inference.fit, total: inference.total };
    if (inference.leaveOut) set("left_out", { code: inference.reason, ...fit });
    else if (constant(table.rows, index)) set("left_out", { code: "constant" });
    else if (inference.type === "hint")
      set("hint", {
        code: inference.reason,
        ...fit,
        ...(inference.longItems ? { longItems: inference.longItems } : {}),
      });
    else if (inference.reason === "flags") {
      // A list made by the importer has no header of the author's: it is named in both languages.
      const label = { "zh-CN": "特征", "en-US": "Features" };
      set("attribute", { code: "flags", total: table.flagColumns?.length ?? 0 }, { type: "set", label });
    } else {
      // The unit read from the cells or the header ("Height (m)") is the one applied: the card shows it.
      const unit = inference.type === "number" && inference.unit ? { unit: inference.unit.slice(0, 32) } : {};
      const more = {
        ...(inference.spans ? { spans: inference.spans } : {}),
        ...(inference.mixedUnits ? { mixedUnits: inference.mixedUnits } : {}),
        ...(inference.dayOrder ? { dayOrder: inference.dayOrder } : {}),
        ...(inference.firstOfSeveral ? { firstOfSeveral: inference.firstOfSeveral } : {}),
        ...(inference.longItems ? { longItems: inference.longItems } : {}),
      };
      const order = inference.dayOrder ? { day_order: inference.dayOrder.order } : {};
      set(
        "attribute",
        { code: inference.reason, ...fit, ...more },
        { type: inference.type, ...unit, ...order },
      );
    }
  }
  // A column that repeats an earlier one value for value (feet beside metres) is left out.
  const compared = table.headers.flatMap((header, index) =>
    columns[header]?.role === "attribute" ? [index] : [],
  );
  for (const [later, earlier] of repeatedColumns(table.rows, compared)) {
    const header = table.headers[later];
    const unit = columns[header]?.unit;
    // "Same as Height (m), in ft": one measure in another unit says which.
    const inUnit = unit && unit !== columns[table.headers[earlier]]?.unit ? { unit } : {};
    columns[header] = { ...columns[header], role: "left_out" };
    reasons[header] = { code: "sameAs", column: table.headers[earlier], ...inUnit };
  }
  // A latitude and a longitude are one place: players see the distance and the direction to it.
  const place = latLonHeaders(
    Object.entries(columns)
      .filter(([, column]) => column.role === "attribute")
      .map(([header, column]) => ({ header, type: column.type })),
  );
  if (place) columns[place.lat.header] = { ...columns[place.lat.header], geo_with: place.lon.header };
  let name = layout ? table.headers[layout.name] : null;
  // A given name and a family name in two columns: the entries are named by both.
  const byValues = layout?.nameSource === "uniqueText" || layout?.nameSource === "mostDistinct";
  const parts = proposeNameParts(table.headers, name, byValues);
  if (parts && name) {
    if (parts.name !== name) {
      // A column that named every row (a slug "michael_schumacher") is still another name of it.
      columns[name] = { ...emptyColumn("alias") };
      reasons[name] = { code: "otherName" };
      columns[parts.name] = { ...columns[parts.name], role: "name" };
      reasons[parts.name] = { code: "nameParts" };
      name = parts.name;
    }
    columns[parts.with] = { ...emptyColumn("alias") };
    reasons[parts.with] = { code: "nameParts" };
  }
  const fit = fitProposal(table, layout, columns, reasons);
  return {
    plan: {
      ...(parts ? { name_with: parts.with } : {}),
      name_column: name,
      columns,
      skip_invalid_rows: fit.skipRows !== undefined,
      empty_invalid_cells: fit.emptyCells !== undefined,
    },
    reasons,
    fit,
  };
}

/**
 * A few misfits do not refuse a table people have: a typed column's cells its type does not read
 * (most of its cells fit) are proposed empty, and rows whose name is too long to be one skipped.
 */
function fitProposal(
  table: CsvTable,
  layout: CsvLayout | null,
  columns: Record<string, PlanColumn>,
  reasons: Record<string, PlanReason>,
): FitProposal {
  const fit: FitProposal = {};
  const misfits = Object.entries(reasons).filter(
    ([path, reason]) =>
      columns[path]?.role === "attribute" &&
      (reason.code === "mostFit" ||
        reason.code === "monthYear" ||
        reason.code === "numberRanges" ||
        reason.code === "range") &&
      (reason.total ?? 0) > (reason.fit ?? 0),
  );
  if (misfits.length > 0) {
    fit.emptyCells = {
      columns: misfits.map(([path]) => path),
      cells: misfits.reduce((sum, [, reason]) => sum + (reason.total ?? 0) - (reason.fit ?? 0), 0),
    };
  }
  if (layout) {
    const long = table.rows.filter((row) => (row[layout.name] ?? "").trim().length > NAME_CHARS).length;
    if (long > 0) fit.skipRows = { column: table.headers[layout.name], rows: long };
  }
  return fit;
}

/**
 * An author's row that says nothing of the unit keeps the proposed one while its type is the
 * proposed type: that unit is applied (upload-source reads the cells the inferred way), so the plan
 * returned says so. An empty unit is the author's "no unit" and stays empty.
 */
function withUnitInForce(column: PlanColumn, proposed: PlanColumn | undefined): PlanColumn {
  if (column.unit !== undefined || !proposed?.unit) return column;
  if ((column.type ?? proposed.type) !== proposed.type) return column;
  return { ...column, unit: proposed.unit };
}

/**
 * The proposal with the author's plan over it: a column the author names keeps the author's row
 * whole; `name_column` and a column given the role "name" agree (the later choice wins), as do
 * `qualifier_column` and the role "qualifier".
 */
export function mergePlans(proposal: ColumnPlan, author: ColumnPlan | undefined): ColumnPlan {
  if (!author) return proposal;
  const headers = new Set(Object.keys(proposal.columns));
  const columns: Record<string, PlanColumn> = { ...proposal.columns };
  for (const [path, column] of Object.entries(author.columns)) {
    if (headers.has(path)) columns[path] = withUnitInForce(column, proposal.columns[path]);
  }
  const roleName = Object.entries(author.columns).find(
    ([path, column]) => column.role === "name" && headers.has(path),
  )?.[0];
  const chosenName =
    author.name_column && headers.has(author.name_column) ? author.name_column : (roleName ?? null);
  const name = chosenName ?? proposal.name_column;
  for (const [path, column] of Object.entries(columns)) {
    if (path !== name && column.role === "name") columns[path] = { ...column, role: "attribute" };
  }
  if (name) columns[name] = { ...columns[name], role: "name" };
  const named =
    author.qualifier_column && headers.has(author.qualifier_column) ? author.qualifier_column : null;
  const namedRole = named ? author.columns[named]?.role : undefined;
  // Where the rows and `qualifier_column` disagree, the rows win: a role changed on the proposed
  // qualifier's card is kept (it is no longer the qualifier), not put back by the field.
  const qualifier =
    named && (namedRole === undefined || namedRole === "qualifier")
      ? named
      : (Object.entries(columns).find(([, column]) => column.role === "qualifier")?.[0] ?? null);
  if (qualifier && columns[qualifier].role !== "name") {
    columns[qualifier] = { ...columns[qualifier], role: "qualifier" };
  }
  const nameWith =
    author.name_with !== undefined
      ? author.name_with !== null && headers.has(author.name_with) && author.name_with !== name
        ? author.name_with
        : null
      : proposal.name_with;
  return {
    ...(author.records_path ? { records_path: author.records_path } : {}),
    ...(nameWith !== undefined ? { name_with: nameWith } : {}),
    name_column: name,
    columns,
    ...(author.pinyin_aliases !== undefined ? { pinyin_aliases: author.pinyin_aliases } : {}),
    ...(author.capitalize_names !== undefined ? { capitalize_names: author.capitalize_names } : {}),
    ...(author.split_slash_names !== undefined ? { split_slash_names: author.split_slash_names } : {}),
    skip_invalid_rows: author.skip_invalid_rows,
    empty_invalid_cells: author.empty_invalid_cells,
    // Absent (neither named nor a row's role): the importer's proposal is taken (table-choices.ts).
    ...(qualifier && columns[qualifier].role === "qualifier"
      ? { qualifier_column: qualifier }
      : author.qualifier_column !== undefined
        ? { qualifier_column: null }
        : {}),
    ...(author.answer_pool !== undefined ? { answer_pool: author.answer_pool } : {}),
  };
}

/** Where each entry field sits, read from the plan's roles; null while no column is the name. */
export function layoutOfPlan(headers: string[], plan: ColumnPlan, nameSource: NameSource): CsvLayout | null {
  const name = plan.name_column === null ? -1 : headers.indexOf(plan.name_column);
  if (name === -1) return null;
  const roleOf = (index: number) => plan.columns[headers[index]]?.role ?? "attribute";
  const first = (role: PlanRole) => {
    const index = headers.findIndex((_, i) => i !== name && roleOf(i) === role);
    return index === -1 ? null : index;
  };
  const layout: CsvLayout = {
    name,
    nameSource,
    extraNames: headers.map((_, i) => i).filter((i) => i !== name && roleOf(i) === "alias"),
    aliases: null,
    imageUrl: first("image"),
    labelZh: first("name_zh"),
    labelEn: first("name_en"),
    attributes: [],
  };
  const placed = new Set([name, layout.imageUrl, layout.labelZh, layout.labelEn, ...layout.extraNames]);
  const keys = new Set<string>();
  headers.forEach((header, index) => {
    if (!placed.has(index))
      layout.attributes.push({ index, header, key: attributeKeyOf(header, index, keys) });
  });
  return layout;
}

/** The plan's attribute rows as the column choices the table reader applies (keyed by attribute key). */
export function overridesOfPlan(plan: ColumnPlan, layout: CsvLayout): Record<string, ColumnOverride> {
  const keyOf = new Map(layout.attributes.map((item) => [item.header, item.key]));
  const overrides: Record<string, ColumnOverride> = {};
  for (const { header, key } of layout.attributes) {
    const column = plan.columns[header];
    if (!column) continue;
    const role = column.role;
    const kept = role === "attribute" || role === "hint" || role === "qualifier";
    // The qualifier column still compares as what it is: a year stays a date, with its arrows.
    overrides[key] = {
      type: role === "hint" ? "hint" : column.type,
      unit: column.unit,
      tolerance: column.tolerance,
      labelZh: column.label["zh-CN"] || undefined,
      labelEn: column.label["en-US"] || undefined,
      shortLabel: column.short_label,
      revealAfter: column.reveal_after,
      order: column.order,
      dayOrder: column.day_order,
      skip: !kept,
      geoWith: column.geo_with ? keyOf.get(column.geo_with) : undefined,
      blankBad: plan.empty_invalid_cells || undefined,
    };
  }
  return overrides;
}
