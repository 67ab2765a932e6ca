import Papa from "papaparse";
import { nameLanguage } from "~/utils/name-language";
import type { AttributeColumn, AttributeType } from "~db/schema";
import { CELL_LIMITS, parseDateCell, parseGeoCell } from "./cell-value";
import { type DayOrderGuess, dayOrderOf } from "./day-order";
import { FLAGS_PATH, yesWordOf } from "./flag-columns";
import { type HeaderChoice, tableAtHeader } from "./header-row";
import {
  isPlaceholder,
  type ListSeparator,
  listSeparatorOf,
  looksLikeImageUrl,
  looksLikeUrl,
  type NumberStyle,
  numberStyleOf,
  PLAIN_NUMBER,
  readLooseNumber,
  readLooseYear,
  readYearSpan,
  splitList,
} from "./loose-cells";
import { TABLE_LIMITS, tableMeter } from "./table-shape";
import { convertible, convertUnit } from "./unit-conversion";
import {
  type DayOrder,
  MONTH_WORD,
  monthOf,
  numberText,
  rangeMiddle,
  readDegrees,
  readNumericDate,
  readWrittenDate,
} from "./written-values";

/** Headers and rows of text; `delimiter` is the one a CSV/TSV was split on. */
export type CsvTable = {
  headers: string[];
  rows: string[][];
  delimiter?: string;
  /** Columns a JSON file gave as arrays of scalars (lists) or as [lat, lon] pairs (locations). */
  listColumns?: string[];
  geoColumns?: string[];
  /** Yes/no columns joined into the one list column `flags` (flag-columns.ts), by header. */
  flagColumns?: string[];
};

/** Where each entry field sits in a CSV; every other column is an attribute. */
export type CsvLayout = {
  name: number;
  nameSource: NameSource;
  /** Other columns of names (name.official, a second translation): their values become aliases. */
  extraNames: number[];
  aliases: number | null;
  imageUrl: number | null;
  labelZh: number | null;
  labelEn: number | null;
  attributes: { index: number; key: string; header: string }[];
};

/** Caps on a CSV's shape, checked in one pass before it is parsed (a pathological shape would otherwise make the parse CPU-bound). */
export const CSV_LIMITS = { lines: 50_000, separatorsPerLine: 2_000 } as const;

/** Characters of a CSV its delimiter is guessed from. */
const DELIMITER_SAMPLE = 64 * 1024;

/**
 * The delimiter Papa Parse reads a CSV with, guessed from its first ten rows (as Papa does) but
 * only in its head: Papa parses those rows once per candidate, so a file of one huge quoted field
 * would otherwise be read whole seven times.
 */
export function csvDelimiter(text: string): string {
  return Papa.parse<string[]>(text.slice(0, DELIMITER_SAMPLE), { preview: 10, skipEmptyLines: "greedy" }).meta
    .delimiter;
}

/**
 * The first cap a CSV text breaks, or null; linear, quoting ignored (so it over-counts, never
 * under), counting the delimiter the parse will split on (a tab, a semicolon, a comma...). A line
 * ends at "\n", "\r\n" or a lone "\r" (old Mac files): Papa Parse splits on a lone "\r" too, so a
 * file of ten million carriage returns was ten million rows to build and throw away.
 */
export function csvShapeProblem(
  text: string,
): { cap: keyof typeof CSV_LIMITS | "cellChars"; limit: number } | null {
  const delimiter = csvDelimiter(text).charCodeAt(0);
  let lines = 1;
  let separators = 0;
  let run = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      lines += 1;
      separators = 0;
      run = 0;
      if (lines > CSV_LIMITS.lines) return { cap: "lines", limit: CSV_LIMITS.lines };
    } else if (code === delimiter) {
      separators += 1;
      run = 0;
      if (separators > CSV_LIMITS.separatorsPerLine) {
        return { cap: "separatorsPerLine", limit: CSV_LIMITS.separatorsPerLine };
      }
    } else if (++run > LONGEST_RUN) return { cap: "cellChars", limit: TABLE_LIMITS.cellChars };
  }
  return null;
}

/**
 * Characters between two separators that only a cell past its cap can hold: quoting can only join
 * runs into one cell, and at worst halves one ('""' is one '"'). A file of ten million quotes is
 * refused here instead of being parsed into one five-million-character cell first.
 */
const LONGEST_RUN = 2 * TABLE_LIMITS.cellChars + 2;

/**
 * A CSV or TSV read by Papa Parse row by row, refused the moment it crosses a table cap (rows,
 * columns, cells, a cell's length: table-shape.ts). Its header is the author's `headerRow`
 * (1-based, counting non-empty lines) or the proposed one (header-row.ts).
 */
export function parseCsv(text: string, headerRow?: number): CsvTable & { header: HeaderChoice } {
  const body = text.replace(/^\uFEFF/, "");
  const delimiter = csvDelimiter(body);
  const meter = tableMeter();
  const rows: string[][] = [];
  Papa.parse<string[]>(body, {
    skipEmptyLines: "greedy",
    delimiter,
    step: (result) => {
      meter.row(result.data);
      rows.push(result.data);
    },
  });
  return { ...tableAtHeader(rows, headerRow), delimiter };
}

/** "Atomic Mass (u)" → "atomic_mass_u"; unusable headers become col_N. */
export function attributeKeyOf(header: string, index: number, taken: Set<string>): string {
  const base = header
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 32);
  let key = /^[a-z]/.test(base) ? base : `col_${index + 1}`;
  if (taken.has(key)) {
    // The next free "_N" of each stem is remembered: a table of 2,000 same headers costs no more
    // than 2,000 distinct ones (counting up from 2 for each was quadratic).
    const stem = key.replace(/_\d+$/, "");
    const counters = nextSuffixes.get(taken) ?? new Map<string, number>();
    nextSuffixes.set(taken, counters);
    let n = counters.get(stem) ?? 2;
    while (taken.has(`${stem}_${n}`)) n += 1;
    key = `${stem}_${n}`;
    counters.set(stem, n + 1);
  }
  taken.add(key);
  return key;
}

/** Per set of taken keys, the next suffix to try for each stem (attributeKeyOf). */
const nextSuffixes = new WeakMap<Set<string>, Map<string, number>>();

/** A header folded for matching: lower case, no spaces, underscores, dots, dashes or brackets. */
const fold = (header: string) => header.toLowerCase().replace(/[\s_\-.()（）:：]+/g, "");
/** A header's words: "name.common" → name, common; "country_name" → country, name. */
const wordsOf = (header: string) =>
  header
    .toLowerCase()
    .split(/[\s_\-.()（）/]+/)
    .filter(Boolean);

const NAME_HEADERS = new Set(["name", "名称", "名字", "姓名", "名"]);
const ALIAS_HEADERS = new Set([
  "aliases",
  "alias",
  "altspellings",
  "othernames",
  "synonyms",
  "synonym",
  "alsoknownas",
  "aka",
  "别名",
  "又名",
  "别称",
]);
const IMAGE_HEADERS = new Set(["imageurl", "image", "img", "图片", "图像", "imageurl"]);
const ZH_WORDS = new Set(["zh", "zho", "chi", "cmn", "cn", "zhcn", "chinese", "中文"]);
const EN_WORDS = new Set(["en", "eng", "enus", "english", "英文"]);
const ZH_HEADERS = new Set([
  "namezh",
  "namezhcn",
  "namecn",
  "中文名",
  "中文名称",
  "chinesename",
  "namechinese",
  "zhname",
]);
const EN_HEADERS = new Set([
  "nameen",
  "nameenus",
  "englishname",
  "英文名",
  "英文名称",
  "enname",
  "nameenglish",
]);
const NAME_WORDS = new Set(["name", "common", "official", "translations", "translation", "title"]);

/** A column of the other language's names: name_zh, 中文名, translations.zho.common … */
function languageOf(header: string): "zh-CN" | "en-US" | null {
  const folded = fold(header);
  if (ZH_HEADERS.has(folded)) return "zh-CN";
  if (EN_HEADERS.has(folded)) return "en-US";
  const words = wordsOf(header);
  if (!words.some((word) => NAME_WORDS.has(word))) return null;
  if (words.some((word) => ZH_WORDS.has(word))) return "zh-CN";
  if (words.some((word) => EN_WORDS.has(word))) return "en-US";
  return null;
}

const looksLikeNumber = (value: string) => /^[-+]?[\d.,\s]+$/.test(value.trim());

/** A value that cannot name an entry: a number, a date, a link, or a "nothing here" word ("—"). */
const notAName = (value: string) =>
  looksLikeNumber(value) ||
  isPlaceholder(value) ||
  looksLikeUrl(value) ||
  /^\d{4}-\d{2}-\d{2}/.test(value) ||
  readWrittenDate(value) !== null ||
  readMonthYear(value) !== null;

/** Share of distinct rows a column needs to name them (one repeat, such as a president's two terms, is fine). */
const NEARLY_UNIQUE = 0.9;

/**
 * A column that can name its rows: texts (never numbers, dates or placeholders) of at most 100
 * characters, filled and distinct in nine rows of ten. The one repeat is told apart by a qualifier.
 */
function uniqueTexts(rows: string[][], index: number): boolean {
  const seen = new Set<string>();
  let filled = 0;
  for (const row of rows) {
    const value = (row[index] ?? "").trim();
    if (value === "") continue;
    if (notAName(value) || value.length > 100) return false;
    filled += 1;
    seen.add(value);
  }
  return rows.length > 0 && filled >= rows.length * NEARLY_UNIQUE && seen.size >= rows.length * NEARLY_UNIQUE;
}

/** A column must be filled in this share of rows to name them (a few unnamed rows are left out). */
const NAME_FILLED = 0.8;

function filledShare(rows: string[][], index: number): number {
  if (rows.length === 0) return 1;
  let filled = 0;
  for (const row of rows) if ((row[index] ?? "").trim() !== "") filled += 1;
  return filled / rows.length;
}

/** How the name column was found, for the preview to say. */
export type NameSource = "chosen" | "header" | "headerWord" | "uniqueText" | "mostDistinct";

/**
 * A column whose texts are distinct in at least this share of rows can be proposed as the name
 * when none is distinct in every row (county names that repeat: 朝阳区 in three cities); below it
 * the rows are anonymous measurements (a penguin's species) and the author is asked instead.
 */
const MOST_DISTINCT_NAME = 0.5;

/**
 * Near the most distinct, the leftmost column: tables put what names their rows first (a host
 * city before its stadium), and a qualifier tells its repeats apart ("London · 2012").
 */
const NAME_SHARE_MARGIN = 0.1;

/**
 * The text column (mostly not numbers, no cell over 100 characters) that names the most rows,
 * if distinct enough: its distinct values that can be names (a placeholder such as "—" names no
 * row), per row; the leftmost of those within NAME_SHARE_MARGIN of the best.
 */
function mostDistinctText(rows: string[][], width: number): number | null {
  const shares: { index: number; share: number }[] = [];
  for (let index = 0; index < width; index += 1) {
    let numbers = 0;
    let filled = 0;
    let tooLong = false;
    const names = new Set<string>();
    for (const row of rows) {
      const value = (row[index] ?? "").trim();
      if (value === "") continue;
      filled += 1;
      if (notAName(value)) numbers += 1;
      else names.add(value);
      if (value.length > 100) tooLong = true;
    }
    if (tooLong || filled === 0 || numbers > filled * 0.2) continue;
    const share = names.size / rows.length;
    if (share > MOST_DISTINCT_NAME) shares.push({ index, share });
  }
  const best = Math.max(...shares.map((column) => column.share));
  return shares.find((column) => column.share >= best - NAME_SHARE_MARGIN)?.index ?? null;
}

/**
 * The entry fields of a table and its attribute columns; null when no column can be the name. The
 * name column is the author's choice, else a header that says name (in either language, also as
 * a word: "country_name", "name.common"), else the first text column whose values are all
 * distinct (a Chinese table headed 朝代, a German one headed Land).
 */
export function csvLayout(headers: string[], rows: string[][] = [], chosen?: string): CsvLayout | null {
  const folded = headers.map(fold);
  const pick = (test: (index: number) => boolean) => {
    const index = headers.findIndex((_, i) => test(i));
    return index === -1 ? null : index;
  };
  // A header in a language that repeats far more than the entries (a province's Adm1_Name_ZH beside
  // each city) names a group, not the entries: it stays an attribute.
  const shares = headers.map((_, i) => uniqueShare(rows, i));
  const languages = headers.map((header, i) => {
    const language = languageOf(header);
    return language && shares[i] >= NAME_LANGUAGE_SHARE * Math.max(...shares) ? language : null;
  });
  // A translation column names "official" before "common": the common name is the one people say.
  const languageColumn = (locale: "zh-CN" | "en-US") =>
    pick((i) => languages[i] === locale && !wordsOf(headers[i]).includes("official")) ??
    pick((i) => languages[i] === locale);
  let nameSource: NameSource = "header";
  let name: number | null = null;
  if (chosen) {
    name = pick((i) => headers[i] === chosen || fold(headers[i]) === fold(chosen));
    if (name !== null) nameSource = "chosen";
  }
  // A header that says name names the rows only if it fills them: nobelprize.org's `name` is the
  // laureate's university, empty for half the laureates and the same for many.
  // Under ten rows a share shows no pattern: one unnamed row of three is no verdict on the column.
  const fills = (i: number) => rows.length < 10 || filledShare(rows, i) >= NAME_FILLED;
  if (name === null) name = pick((i) => NAME_HEADERS.has(folded[i]) && fills(i));
  if (name === null) {
    nameSource = "headerWord";
    // A film's or a book's "title" names it as "name" does; repeats (remakes) are allowed here.
    name = pick(
      (i) =>
        languages[i] === null &&
        wordsOf(headers[i]).some((word) => word === "name" || word === "title") &&
        fills(i) &&
        uniqueShare(rows, i) > 0.5,
    );
  }
  if (name === null) {
    nameSource = "uniqueText";
    name = pick((i) => uniqueTexts(rows, i));
  }
  if (name === null) {
    nameSource = "mostDistinct";
    name = mostDistinctText(rows, headers.length);
  }
  if (name === null) return null;
  const labelZh = languageColumn("zh-CN");
  const labelEn = languageColumn("en-US");
  const nameHeader = headers[name];
  // name.common beside name.official: the other paths under a stem that says name are more names;
  // under a wrapper (fields.name beside fields.height) they are the entry's data.
  const stemText = nameHeader.includes(".") ? nameHeader.slice(0, nameHeader.lastIndexOf(".")) : null;
  const stem = stemText && wordsOf(stemText).some((word) => NAME_WORDS.has(word)) ? `${stemText}.` : null;
  const layout: CsvLayout = {
    name,
    nameSource,
    extraNames: [],
    aliases: pick((i) => ALIAS_HEADERS.has(folded[i]) && i !== name),
    imageUrl: pick((i) => i !== name && (IMAGE_HEADERS.has(folded[i]) || fold(headers[i]) === "imageurl")),
    labelZh: labelZh === name ? null : labelZh,
    labelEn: labelEn === name ? null : labelEn,
    attributes: [],
  };
  if (layout.imageUrl === null) {
    layout.imageUrl = pick((i) => i !== name && allImageUrls(rows, i));
  }
  const taken = [layout.name, layout.aliases, layout.imageUrl, layout.labelZh, layout.labelEn];
  layout.extraNames = headers
    .map((header, i) => ((stem && header.startsWith(stem)) || languages[i] !== null ? i : -1))
    .filter((i) => i !== -1 && !taken.includes(i));
  const reserved = new Set([...taken, ...layout.extraNames]);
  const keys = new Set<string>();
  headers.forEach((header, index) => {
    if (!reserved.has(index))
      layout.attributes.push({ index, header, key: attributeKeyOf(header, index, keys) });
  });
  return layout;
}

/** A language's name column is distinct in at least this share of the most distinct column's rows. */
const NAME_LANGUAGE_SHARE = 0.5;

/** Distinct filled values over rows (1 for an empty table). */
export function uniqueShare(rows: string[][], index: number): number {
  if (rows.length === 0) return 1;
  // The layout, the plan, the name picker and the qualifier each ask for it: counted once per rows and column.
  const known = shares.get(rows) ?? new Map<number, number>();
  shares.set(rows, known);
  const cached = known.get(index);
  if (cached !== undefined) return cached;
  const seen = new Set<string>();
  for (const row of rows) {
    const value = (row[index] ?? "").trim();
    if (value) seen.add(value);
  }
  const share = seen.size / rows.length;
  known.set(index, share);
  return share;
}

/** Per rows array (tables are not changed in place once read), each column's distinct share. */
const shares = new WeakMap<string[][], Map<number, number>>();

function allImageUrls(rows: string[][], index: number): boolean {
  let filled = 0;
  for (const row of rows) {
    const value = (row[index] ?? "").trim();
    if (value === "") continue;
    if (!looksLikeImageUrl(value)) return false;
    filled += 1;
  }
  return filled > 0;
}

/** Headers that say their column holds years or dates. */
export const DATE_HEADER =
  /year|date|founded|born|died|built|released|discovered|jahr|datum|年|日期|时间|起讫|时期/i;
/** Headers of a numbering that means nothing in play (a row index, a database key): left out. */
const ID_HEADER = /(id|nr|no|num|number|nummer|idx|index|key)$|^(#|pk|编号|序号|代码|代號)$|^$/i;

/** Why a type was proposed for a column (the preview says it, design §2). */
export type InferReasonCode =
  | "empty"
  | "allFit"
  | "mostFit"
  | "separator"
  | "longText"
  | "plainText"
  | "distinctText"
  | "sparse"
  | "numberRanges"
  | "range"
  | "urls"
  | "idLike"
  | "hexIds"
  | "sequential"
  | "uniqueCodes"
  | "codes"
  | "flags"
  | "yesNo"
  | "monthYear";
export type ColumnInference = {
  type: AttributeType;
  reason: InferReasonCode;
  /** The reason in a few words with its share of rows, for the API and the plan ("hex codes in 100% of rows: left out"). */
  why: string;
  /** Non-empty values that fit `type`, of `total`; the rest are listed as problems. */
  fit: number;
  total: number;
  /** Numbers: the unit written after (or before) the digits, and whether commas are decimal commas. */
  unit?: string;
  decimalComma?: boolean;
  /**
   * Numbers written in several units: each unit found with its cells (most first), the column's
   * unit (the most common), how many cells were converted into it and how many could not be.
   */
  mixedUnits?: MixedUnits;
  /** Lists: the separator between items. */
  separator?: ListSeparator;
  /** Years: some were written with an era ("公元前221", "221 BC"). */
  era?: boolean;
  /**
   * Year ranges: cells holding several ranges ("1435–1449, 1457–1464"), read as the span from the
   * first start to the last end; how many, and the first as written.
   */
  spans?: { cells: number; example: string; read: [number, number] };
  /** Left out of the game unless the author keeps it: links, or an ID that gives the answer away. */
  leaveOut?: boolean;
  /** Dates written in numbers ("06/03/1902"): the order read, and what told it. */
  dayOrder?: DayOrderGuess;
  /** Numbers or dates where a few cells hold several ("1903; 1911"): the first is read; how many, and one. */
  firstOfSeveral?: { cells: number; example: string };
  /** A list whose cells hold items over the list item limit: how many such cells are left empty. */
  longItems?: number;
};

/** The units a number column's cells were written in, and what became of them. */
export type MixedUnits = {
  found: { unit: string; cells: number }[];
  into: string;
  converted: number;
  unconverted: number;
};

/** A column keeps a strict type when at least this share of its values fit it (the rest are errors). */
const MOSTLY = 0.8;

/** Options a whole file gives its columns: a file split on ";" writes European numbers. */
export type InferContext = { semicolonFile?: boolean; list?: boolean; geo?: boolean; flags?: boolean };

// A year written with a leading zero ("0062", "0000", "-0043-03-15") is ISO 8601's astronomical
// numbering, where 0000 is 1 BC; stored years count BCE without a year zero (-1 is 1 BC).
const ISO_PADDED_YEAR = /^([-+]?)(0\d{3,5})(-\d\d-\d\d)?$/;

function isoAstronomical(value: string): string | null {
  const match = ISO_PADDED_YEAR.exec(value);
  if (!match) return null;
  const year = Number(match[2]) * (match[1] === "-" ? -1 : 1);
  const historical = year <= 0 ? year - 1 : year;
  return parseDateCell(`${historical}${match[3] ?? ""}`);
}

/** "Sep-63", "Sep 1963", "September, 1963" (month first) or "1939, May", "1939 May" (year first). */
const MONTH_FIRST = new RegExp(`^${MONTH_WORD}[\\s,/-]+(\\d{2}|\\d{4})$`, "i");
const YEAR_FIRST = new RegExp(`^(\\d{4})[\\s,/-]+${MONTH_WORD}$`, "i");

/**
 * A month and a year as people write them, as the month's first day ("1963-09-01"). A two-digit
 * year follows spreadsheets' rule: 00–29 are 2000–2029, 30–99 are 1930–1999.
 */
export function readMonthYear(value: string): string | null {
  const first = MONTH_FIRST.exec(value);
  const last = first ? null : YEAR_FIRST.exec(value);
  if (!first && !last) return null;
  const monthText = first ? first[1] : (last as RegExpExecArray)[2];
  const yearText = first ? first[2] : (last as RegExpExecArray)[1];
  const short = Number(yearText);
  const year = yearText.length === 2 ? (short < 30 ? 2000 + short : 1900 + short) : short;
  const month = monthOf(monthText);
  return parseDateCell(`${year}-${String(month).padStart(2, "0")}-01`);
}

/** A place as "lat,lon" or in degrees with hemispheres ("27°59′17″N 86°55′31″E"). */
function looseGeo(value: string): string | null {
  if (value.includes("°")) return readDegrees(value);
  return value.includes(",") ? parseGeoCell(value) : null;
}

function looseDate(value: string, order?: DayOrder): string | null {
  const iso = isoAstronomical(value);
  if (iso !== null) return iso;
  const monthYear = readMonthYear(value);
  if (monthYear !== null) return monthYear;
  const written = readWrittenDate(value);
  if (written !== null) return written;
  const numeric = order ? readNumericDate(value, order) : null;
  if (numeric !== null) return numeric;
  const strict = parseDateCell(value);
  if (strict !== null) return strict;
  const year = readLooseYear(value);
  return year ? String(year.year) : null;
}

/**
 * The most specific type the values fit (all, or most: the others become row errors), read as a
 * person reads them: decimal commas and units in numbers, eras in years, year ranges, lists only
 * of short repeating items, links and IDs left out.
 */
export function inferColumn(header: string, values: string[], context: InferContext = {}): ColumnInference {
  const inference = inferType(header, values, context);
  return { ...inference, why: whyOf(inference) };
}

type Inferred = Omit<ColumnInference, "why">;

const percent = (part: number, whole: number) => `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;
const TYPE_WORDS: Record<AttributeType, string> = {
  text: "texts",
  number: "numbers",
  date: "years or dates",
  geo: "places (lat,lon)",
  set: "lists",
  ordinal: "ordered values",
  hint: "long texts",
};

/** The reason in a few words, with the share of rows it rests on. */
function whyOf(inference: Inferred): string {
  const share = percent(inference.fit, inference.total);
  const kept = inference.leaveOut ? "left out" : inference.type;
  switch (inference.reason) {
    case "empty":
      return "no values: text";
    case "allFit":
    case "mostFit": {
      const unit = inference.unit ? ` in ${inference.unit}` : "";
      return `${TYPE_WORDS[inference.type]}${unit} in ${share} of rows: ${inference.type}${unitsWhy(inference.mixedUnits)}`;
    }
    case "separator":
      return `lists split on "${inference.separator}": set`;
    case "longText":
      return "long texts (over 80 characters on average): hint";
    case "plainText":
      return `short texts in ${share} of rows: text`;
    case "distinctText":
      return "a different text in nearly every row (it could only ever say wrong): hint";
    case "numberRanges":
      return `numbers in ${share} of rows, ranges (60-120) read as their middle: number`;
    case "sparse":
      return `filled in only ${inference.total} rows: ${kept}`;
    case "range": {
      const spans = inference.spans
        ? `; ${inference.spans.cells} with several ranges ("${inference.spans.example}") read as ${inference.spans.read.join("–")}, the first start to the last end`
        : "";
      return `year ranges in ${share} of rows: a start and an end date${spans}`;
    }
    case "urls":
      return `links in ${share} of rows: ${kept}`;
    case "idLike":
      return `distinct whole numbers headed like an ID: ${kept}`;
    case "hexIds":
      return `hex codes in ${share} of rows: ${kept}`;
    case "sequential":
      return `a numbering 1..${inference.total} in ${share} of rows: ${kept}`;
    case "uniqueCodes":
      return `unique codes in ${share} of rows: ${kept}`;
    case "monthYear":
      return `months and years (Sep-63, 1939 May) in ${share} of rows: date`;
    case "yesNo":
      return `yes/no values in ${share} of rows: compared as equal or not`;
    case "flags":
      return "yes/no columns joined into one list of the columns that say yes: set";
    case "codes":
      return `codes written in digits (a postcode, a dialling or ISO code), not quantities: ${kept}`;
  }
}

/** Mixed units in a few words: "; units found: km (9), mi (3); 3 converted to km". */
function unitsWhy(mixed: MixedUnits | undefined): string {
  if (!mixed) return "";
  const found = mixed.found.map((item) => `${item.unit} (${item.cells})`).join(", ");
  const converted = mixed.converted > 0 ? `; ${mixed.converted} converted to ${mixed.into}` : "";
  const left =
    mixed.unconverted > 0 ? `; ${mixed.unconverted} in units that do not convert to ${mixed.into}` : "";
  return `; units found: ${found}${converted}${left}`;
}

/** Mostly links: the rest are placeholders or a stray text ("see below"). */
const MOSTLY_URLS = 0.9;

/** The cells that are links, or 0 as soon as too many are not for the column to be links. */
function urlCount(filled: string[]): number {
  const misses = filled.length - Math.ceil(MOSTLY_URLS * filled.length);
  let missed = 0;
  for (const value of filled) {
    if (value.split(/;\s*/).every(looksLikeUrl)) continue;
    missed += 1;
    if (missed > misses) return 0;
  }
  return filled.length - missed;
}

function inferType(header: string, values: string[], context: InferContext): Inferred {
  const filled = values.map((value) => value.trim()).filter((value) => value !== "" && !isPlaceholder(value));
  const total = filled.length;
  if (context.flags) return { type: "set", reason: "flags", fit: total, total, separator: ";" };
  if (total === 0) return { type: "text", reason: "empty", fit: 0, total };
  // A column most entries leave empty ("Notes" on 2 of 46) compares almost no guess.
  if (values.length >= 10 && total < values.length * SPARSE)
    return { type: "text", reason: "sparse", fit: total, total, leaveOut: true };
  const count = (fits: (value: string) => boolean) => {
    let n = 0;
    for (const value of filled) if (fits(value)) n += 1;
    return n;
  };
  // A list of links (a character's `films`, flattened "https://…; https://…") is links too.
  const urls = urlCount(filled);
  if (urls >= MOSTLY_URLS * total) return { type: "text", reason: "urls", fit: urls, total, leaveOut: true };
  // Yes/no (1/0, true/false, Y/N, 是/否) is a category of two: equal or not, never higher or lower.
  if (yesWordOf(filled) !== null) return { type: "text", reason: "yesNo", fit: total, total };
  const code = codeColumn(filled) ?? digitCodes(header, filled);
  if (code) return code;
  if (context.geo) {
    const fit = count((value) => parseGeoCell(value) !== null);
    return { type: "geo", reason: fit === total ? "allFit" : "mostFit", fit, total };
  }
  // A few cells with two numbers (Marie Curie's two prize years) do not make a column of numbers a list.
  const several = firstOfSeveral(header, filled, context);
  if (several) return several;
  // A JSON array is a list by the file's own structure (flattened as "a; b").
  if (context.list && count((value) => value.includes(";")) > 0) {
    const long = count((value) => value.split(";").some((item) => item.trim().length > CELL_LIMITS.setItem));
    // Items too long to be list items (a prize's motivation) are prose: a hint, not lists emptied.
    if (long >= total / 2) return { type: "hint", reason: "longText", fit: total, total, longItems: long };
    return {
      type: "set",
      reason: "separator",
      fit: total - long,
      total,
      separator: ";",
      ...(long > 0 ? { longItems: long } : {}),
    };
  }
  const style = numberStyleOf(filled, context.semicolonFile ?? false);
  if (total <= INFER_SAMPLE) return typedColumn(header, filled, context, style, EVERY_READER);
  // A long column's type is chosen on a sample spread over it; then every cell is read with the
  // chosen reader alone, so the fit, the units and the reason count every row.
  const chosen = readerOf(typedColumn(header, spreadSample(filled), context, style, EVERY_READER));
  return typedColumn(header, filled, context, style, new Set(chosen ? [chosen] : []));
}

/** The value readers a column's type is chosen among. */
type Reader = "range" | "number" | "date" | "geo";
const EVERY_READER: ReadonlySet<Reader> = new Set(["range", "number", "date", "geo"]);

/**
 * Cells a column's type is chosen from. Every reader tried on every cell cost about 7 µs a cell
 * (19,000 rows of 50 numbers: 7 s of CPU); the tables in tests/fixtures/real keep the proposal
 * they had when every cell was read (world-cities.csv has 12,000 rows).
 */
export const INFER_SAMPLE = 2_000;

/** `INFER_SAMPLE` cells at even steps through the column, so a change of kind halfway shows. */
function spreadSample(filled: string[]): string[] {
  return Array.from(
    { length: INFER_SAMPLE },
    (_, i) => filled[Math.floor((i * filled.length) / INFER_SAMPLE)],
  );
}

/** The reader behind an inference, or null when none is (a list, a long text, a plain text). */
function readerOf(inference: Inferred): Reader | null {
  if (inference.type === "date") return inference.reason === "range" ? "range" : "date";
  if (inference.type === "number" || inference.type === "geo") return inference.type;
  return null;
}

/** The type among `readers` that the filled cells fit (all, or most), else a text's kind. */
function typedColumn(
  header: string,
  filled: string[],
  context: InferContext,
  style: NumberStyle,
  readers: ReadonlySet<Reader>,
): Inferred {
  const total = filled.length;
  const count = (reader: Reader, fits: (value: string) => boolean) => {
    if (!readers.has(reader)) return 0;
    let n = 0;
    for (const value of filled) if (fits(value)) n += 1;
    return n;
  };
  let spans: ColumnInference["spans"];
  const ranges = count("range", (value) => {
    const span = readYearSpan(value);
    if (span && span.parts > 1) {
      spans = spans
        ? { ...spans, cells: spans.cells + 1 }
        : { cells: 1, example: value, read: [span.start, span.end] };
    }
    return span !== null;
  });
  if (ranges >= MOSTLY * total) {
    return { type: "date", reason: "range", fit: ranges, total, era: true, ...(spans ? { spans } : {}) };
  }
  const units = new Map<string, number>();
  const numbers = count("number", (value) => {
    const unit = PLAIN_NUMBER.test(value) ? "" : readLooseNumber(numberText(value), style)?.unit;
    if (unit !== undefined) units.set(unit, (units.get(unit) ?? 0) + 1);
    return unit !== undefined;
  });
  const written = [...units].filter(([text]) => text !== "").sort((a, b) => b[1] - a[1]);
  const unit = written[0]?.[0] ?? "";
  // Cells in another unit of the same dimension ("750 mi" in a column of km) are read in the
  // column's unit; cells in a unit that does not convert ("3 €") are not numbers of the column.
  const others = written.slice(1);
  const cellsOf = (list: [string, number][]) => list.reduce((n, [, cells]) => n + cells, 0);
  const converted = cellsOf(others.filter(([text]) => convertible(text, unit)));
  const unconverted = cellsOf(others) - converted;
  const numberFit = numbers - unconverted;
  const mixedUnits: MixedUnits | undefined =
    others.length > 0
      ? { found: written.map(([text, cells]) => ({ unit: text, cells })), into: unit, converted, unconverted }
      : undefined;
  const eras = count("date", (value) => readLooseYear(value)?.era === true);
  const dayOrder = readers.has("date")
    ? dayOrderOf(filled, (context.semicolonFile ?? false) || style.decimalComma)
    : undefined;
  const dates = count("date", (value) => looseDate(value, dayOrder?.order) !== null);
  const geos = count("geo", (value) => looseGeo(value) !== null);
  const dayLike = readers.has("date") && filled.some((value) => /^[-+]?\d{1,6}-\d\d-\d\d$/.test(value));
  const monthYears = count("date", (value) => readMonthYear(value) !== null);
  const writtenDates = count("date", (value) => readWrittenDate(value) !== null);
  const candidates: [AttributeType, number][] = [];
  if (dayLike || dayOrder || eras > 0 || monthYears > 0 || writtenDates > 0 || DATE_HEADER.test(header))
    candidates.push(["date", dates]);
  // "46,2" reads as a place or as 46.2: a place, unless the file writes European numbers.
  if (geos === total && !context.semicolonFile) candidates.push(["geo", geos], ["number", numberFit]);
  else candidates.push(["number", numberFit], ["geo", geos]);
  const middles = count("number", (value) => !PLAIN_NUMBER.test(value) && rangeMiddle(value) !== null);
  // A unit the header gives in brackets ("Elevation (m)", "常住人口（万人）") where the cells give none.
  const shownUnit = unit || (headerUnit(header) ?? "");
  const numberNotes = {
    ...(shownUnit ? { unit: shownUnit } : {}),
    ...(style.decimalComma ? { decimalComma: true } : {}),
    ...(middles > 0 ? { reason: "numberRanges" as const } : {}),
    ...(mixedUnits ? { mixedUnits } : {}),
  };
  const notesOf = (type: AttributeType) =>
    type === "number"
      ? numberNotes
      : type === "date" && dayOrder
        ? { dayOrder }
        : type === "date" && eras > 0
          ? { era: true }
          : type === "date" && monthYears >= dates / 2
            ? { reason: "monthYear" as const }
            : {};
  for (const [type, fit] of candidates) {
    if (fit === total)
      return idLike(header, filled, { type, reason: "allFit", fit, total, ...notesOf(type) });
  }
  for (const [type, fit] of candidates) {
    if (fit >= MOSTLY * total && fit > 0) return { type, reason: "mostFit", fit, total, ...notesOf(type) };
  }
  // Numbers in units that do not convert into each other (kg beside €): still numbers, the cells in
  // the other units named as the misfits, rather than the column lost as codes.
  if (mixedUnits && numbers >= MOSTLY * total && numberFit >= total / 2) {
    return { type: "number", reason: "mostFit", fit: numberFit, total, ...numberNotes };
  }
  const separator = listSeparatorOf(filled);
  if (separator) return { type: "set", reason: "separator", fit: total, total, separator };
  const average = filled.reduce((sum, value) => sum + value.length, 0) / total;
  if (average > 80 || isProse(filled, average))
    return { type: "hint", reason: "longText", fit: total, total };
  // Texts that differ in nearly every row (a capital, a courtesy name, a signature work) never
  // match another entry's: compared, they only ever say "wrong"; revealed, they are a good clue.
  if (total >= 10 && new Set(filled.map((value) => value.toLowerCase())).size >= total * NEARLY_DISTINCT) {
    // Without words (a timestamp "2014-12-20T21:17:56Z", a serial "A-1043/7") they are no clue either.
    let worded = 0;
    for (const value of filled) if (isWorded(value)) worded += 1;
    return worded >= total * MOSTLY
      ? { type: "hint", reason: "distinctText", fit: total, total }
      : { type: "text", reason: "uniqueCodes", fit: total, total, leaveOut: true };
  }
  return { type: "text", reason: "plainText", fit: total, total };
}

/** Where one cell holds several values: "1903; 1911", "1903, 1911". A comma needs a space after it (1,358 is one number). */
const SEVERAL_VALUES = /\s*;\s*|,\s+/;
const SIGNED_NUMBER = /^[-+]?\d[\d.]*$/;
/** At most this share of cells may hold several values for the column to stay numbers (or dates). */
const FEW_SEVERAL = 0.2;

/**
 * A column of numbers or dates where a few cells hold several plain numbers: read as its type,
 * each such cell as its first value, counted so the card can say so; null for any other column.
 */
function firstOfSeveral(header: string, filled: string[], context: InferContext): Inferred | null {
  const parted = filled.filter((value) => {
    const parts = value.split(SEVERAL_VALUES);
    return parts.length > 1 && parts.every((part) => SIGNED_NUMBER.test(part.trim()));
  });
  if (parted.length === 0 || parted.length > filled.length * FEW_SEVERAL) return null;
  const firsts = filled.map((value) => value.split(SEVERAL_VALUES)[0].trim());
  const inner = inferType(header, firsts, { ...context, list: false });
  if (inner.type !== "number" && inner.type !== "date") return null;
  return { ...inner, firstOfSeveral: { cells: parted.length, example: parted[0] } };
}

/**
 * A value with a word in it (three letters with lower case, or Chinese): a clue a player can read.
 * Codes ("AELB", "de:02000:11943") and timestamps have none.
 */
export const isWorded = (value: string) => /\p{L}\p{Ll}{2}|[\u4e00-\u9fff]/u.test(value);

/** Below this share of filled rows, a column is left out. */
const SPARSE = 0.2;
/** At or above this share of distinct values (four in five), a text column is a clue to reveal, not to compare: matches are too rare to guide a guess. */
const NEARLY_DISTINCT = 0.8;

/**
 * Sentences, one of its own per row (a film's overview, a plot line): compared as text they could
 * only ever say "wrong", so they are a hint. Over 40 characters and 6 words on average (or 15
 * characters of Chinese, written without spaces), and different in nine rows of ten.
 */
function isProse(filled: string[], average: number): boolean {
  if (average <= 15 || filled.length < 3) return false;
  let words = 0;
  let chinese = 0;
  for (const value of filled) {
    words += value.split(/\s+/).filter(Boolean).length;
    if (/[\u4e00-\u9fff]{6}/.test(value)) chinese += 1;
  }
  const distinct = new Set(filled).size / filled.length;
  if (distinct < 0.9) return false;
  if (chinese >= filled.length * 0.8) return average > 15;
  return average > 40 && words / filled.length >= 6;
}

const HEX_CODE = /^[0-9a-f]{2,16}$/i;
const HEX_LETTER = /[a-f]/i;
const CODE_TEXT = /^[A-Za-z0-9][A-Za-z0-9_.:#/-]{0,15}$/;

/**
 * A column that labels rows rather than describing them, proposed as left out (an ID names the
 * answer, or higher/lower on a numbering finds it; never a number with a unit):
 * - hex codes ("1B6D3", "00FF"): every value hexadecimal, some with letters and some with digits;
 * - a numbering: distinct whole numbers 1..N (or from any start) with no gap;
 * - unique codes: distinct short tokens without spaces, most holding a digit or all in capitals.
 * Needs ten values: fewer do not show a pattern.
 */
function codeColumn(filled: string[]): Inferred | null {
  const total = filled.length;
  if (total < 10) return null;
  const leftOut = (reason: InferReasonCode): Inferred => ({
    type: "text",
    reason,
    fit: total,
    total,
    leaveOut: true,
  });
  let hex = 0;
  let lettered = 0;
  let mixed = 0;
  let decimal = 0;
  let codes = 0;
  for (const value of filled) {
    if (value.length > 16) return null;
    // A rank copied from a web page is written "1.", "2.": a numbering all the same.
    if (/^\d{1,15}\.?$/.test(value)) decimal += 1;
    if (CODE_TEXT.test(value)) codes += 1;
    if (!HEX_CODE.test(value)) continue;
    hex += 1;
    if (HEX_LETTER.test(value)) {
      lettered += 1;
      if (/\d/.test(value)) mixed += 1;
    }
  }
  const distinct = () => new Set(filled).size;
  // Hex: mixed letters and digits (not words such as "face", nor plain numbers), as unique as IDs.
  if (hex === total && lettered >= total * 0.2 && mixed >= total * 0.2 && distinct() >= total * 0.9) {
    return leftOut("hexIds");
  }
  if (decimal === total && distinct() === total) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const value of filled) {
      const n = Number(value);
      min = Math.min(min, n);
      max = Math.max(max, n);
    }
    if (max - min + 1 === total && min <= 1) return { ...leftOut("sequential"), type: "number" };
  }
  if (codes === total && decimal < total && distinct() === total) {
    const withDigit = filled.filter((value) => /\d/.test(value) && /[A-Za-z]/.test(value)).length;
    // Short capital codes ("USA", "A1"): a letter in each, so "2184.3" (a number) is never one.
    const capitals = filled.every(
      (value) => /^[A-Z0-9_.:#/-]+$/.test(value) && /[A-Z]/.test(value) && value.length <= 6,
    );
    if (withDigit >= total * 0.5 || capitals) return leftOut("uniqueCodes");
  }
  return null;
}

/**
 * Words of a header that name a code (a postcode, a dialling prefix, an ISO or top-level-domain
 * code): its digits label a thing, they measure nothing, so higher/lower would be nonsense.
 */
const CODE_WORDS = new Set([
  "code",
  "codes",
  "zip",
  "zipcode",
  "postcode",
  "postal",
  "postalcode",
  "plz",
  "iso",
  "iso2",
  "iso3",
  "tld",
  "idd",
  "ccn3",
  "cca2",
  "cca3",
  "cioc",
  "fips",
  "dial",
  "dialing",
  "calling",
  "prefix",
  "phone",
  "邮编",
  "邮政编码",
  "区号",
  "代码",
  "编码",
]);

/** "zipCode" → zip, code; "idd.root" → idd, root; "邮政编码" stays one word. */
const codeWordsOf = (header: string) =>
  header
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_\-.()（）/]+/)
    .filter(Boolean);

/**
 * Digits that are a code, not a quantity: the header names a code, or the digits keep a leading
 * zero ("007", "0086") that a number would drop. Proposed as text (equal or not), or left out when
 * nearly every row has its own (it would only ever say "wrong", or name the answer).
 */
function digitCodes(header: string, filled: string[]): Inferred | null {
  const total = filled.length;
  const named = codeWordsOf(header).some((word) => CODE_WORDS.has(word));
  const padded =
    !named && !DATE_HEADER.test(header) && total >= 10 && filled.some((value) => /^0\d/.test(value));
  if (!named && !padded) return null;
  const digits = filled.filter((value) => /^\+?\d[\d ]{0,11}$/.test(value)).length;
  if (digits < total * MOSTLY) return null;
  const distinct = new Set(filled).size;
  return {
    type: "text",
    reason: "codes",
    fit: digits,
    total,
    ...(distinct > total * 0.5 ? { leaveOut: true } : {}),
  };
}

/** A number column of (nearly) distinct whole numbers headed like an ID: guessing higher/lower finds the answer. */
function idLike(header: string, filled: string[], inference: Inferred): Inferred {
  if (inference.type !== "number" || filled.length < 10 || !ID_HEADER.test(fold(header))) return inference;
  // Nearly distinct: a laureate's id repeats on each of their prizes.
  if (new Set(filled).size < filled.length * 0.9 || filled.some((value) => !/^\d+$/.test(value)))
    return inference;
  return { ...inference, reason: "idLike", leaveOut: true };
}

/**
 * One cell in the form the column's type stores, read the way the column was inferred. A number
 * in another unit of the same dimension is converted into the column's unit, or, in a column of
 * mixed units, into the one the author chose among them (`unit`).
 */
export function normalizeCell(inference: ColumnInference, raw: string, unit?: string): unknown {
  const value = inference.firstOfSeveral ? raw.split(SEVERAL_VALUES)[0].trim() : raw.trim();
  if (value === "" || isPlaceholder(value)) return "";
  switch (inference.type) {
    case "number": {
      const decimalComma = inference.decimalComma ?? false;
      // Plain digits are their own number (a point is a decimal point unless the column writes commas).
      const read =
        !decimalComma && PLAIN_NUMBER.test(value)
          ? { value: Number(value), unit: "" }
          : readLooseNumber(numberText(value), { decimalComma });
      if (!read) return value;
      const columnUnit = inference.unit ?? "";
      const target = inference.mixedUnits && unit && convertible(unit, columnUnit) ? unit : columnUnit;
      const from = read.unit || columnUnit;
      if (from === target) return read.value;
      return convertUnit(read.value, from, target) ?? (read.unit === "" ? read.value : value);
    }
    case "date":
      return looseDate(value, inference.dayOrder?.order) ?? value;
    case "geo":
      return looseGeo(value) ?? value;
    case "set":
      return inference.separator ? splitList(value, inference.separator) : value;
    default:
      return value;
  }
}

/**
 * A cell of a column the author gave another type than the inferred one, read by the rule that
 * counted it as fitting that type ("701年", "约712年", "1953年5月29日" as dates), so a column the
 * preview says fits a type keeps those cells when the author picks it.
 */
export function readCellAs(type: AttributeType, raw: string, order?: DayOrder): string {
  const value = raw.trim();
  if (value === "" || isPlaceholder(value)) return raw;
  if (type === "date") return looseDate(value, order) ?? raw;
  if (type === "geo") return looseGeo(value) ?? raw;
  return raw;
}

/** A range cell's start and end years as stored dates ("-2070", "-1600"); the raw text when it is not one. */
export function rangeCells(raw: string): [unknown, unknown] {
  const value = raw.trim();
  if (value === "" || isPlaceholder(value)) return ["", ""];
  // Several ranges in one cell (a ruler's two reigns): the span from the first start to the last end.
  const range = readYearSpan(value);
  if (range) return [String(range.start), String(range.end)];
  const single = looseDate(value);
  return single === null ? [value, value] : [single, single];
}

export function inferColumnType(header: string, values: string[]): AttributeType {
  return inferColumn(header, values).type;
}

const LATITUDE = new Set(["lat", "latitude", "breite", "纬度", "緯度"]);
const LONGITUDE = new Set(["lon", "lng", "long", "longitude", "laenge", "länge", "经度", "經度"]);
/** Words beside a latitude or longitude word that say its unit or its source, not another quantity. */
const PLACE_WORDS = new Set([
  "deg",
  "degs",
  "degree",
  "degrees",
  "dd",
  "decimal",
  "dec",
  "geo",
  "gps",
  "wgs84",
  "wgs",
  "°",
]);

/**
 * A header's words: split on spaces, underscores, hyphens, dots, slashes and brackets, and
 * between camelCase's words ("decimalLatitude" → decimal, latitude; "latitude_deg" → latitude, deg).
 */
function headerWords(header: string): string[] {
  return header
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .split(/[\s_\-./()[\]{}]+/)
    .map((word) => word.toLowerCase())
    .filter(Boolean);
}

/** A header with one word of `names` and otherwise only unit or source words (or a bracketed part). */
function headedAs(header: string, names: Set<string>): boolean {
  const words = headerWords(header.replace(/\s*\(.*\)\s*$/, ""));
  return (
    words.filter((word) => names.has(word)).length === 1 &&
    words.every((word) => names.has(word) || PLACE_WORDS.has(word))
  );
}

/** A latitude and a longitude column (both numeric) that can become one geo column. */
export type GeoPair = { lat: string; lon: string; key: string };

/**
 * Separate latitude/longitude columns, both numeric, by their headers' words (lat/latitude/Breite/纬度,
 * lon/lng/long/longitude/Länge/Laenge/经度, any case), beside unit words: latitude_deg,
 * "Latitude (deg)", decimalLatitude.
 */
export function findGeoPair(
  columns: { key: string; header: string; type: AttributeType }[],
): GeoSuggestion | null {
  const pair = latLonHeaders(columns);
  // The offer names the file's headers: once joined, the two columns are no longer placed, so
  // the page cannot look their headers up by key (it showed "col_9", "col_8").
  return pair
    ? {
        ...geoPairOf(columns, pair.lat.key, pair.lon.key),
        latHeader: pair.lat.header,
        lonHeader: pair.lon.header,
      }
    : null;
}

/** The join offered in the preview: the pair and the headers of its two columns as the file wrote them. */
export type GeoSuggestion = GeoPair & { latHeader: string; lonHeader: string };

/** The first number columns headed as a latitude and as a longitude, if both are there. */
export function latLonHeaders<T extends { header: string; type?: AttributeType }>(
  columns: T[],
): { lat: T; lon: T } | null {
  const numeric = columns.filter((column) => column.type === "number");
  const lat = numeric.find((column) => headedAs(column.header, LATITUDE));
  const lon = numeric.find((column) => headedAs(column.header, LONGITUDE));
  return lat && lon ? { lat, lon } : null;
}

/** The joined column's key for two columns: "location", or the next free "location_N". */
export function geoPairOf(columns: { key: string }[], lat: string, lon: string): GeoPair {
  const taken = new Set(columns.map((column) => column.key));
  let key = "location";
  for (let n = 2; taken.has(key); n += 1) key = `location_${n}`;
  return { lat, lon, key };
}

/** Distinct values in the order they first appear: the starting `order` of an ordinal column. */
export function distinctValues(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter(Boolean))].slice(0, 100);
}

export type ProposedColumn = AttributeColumn & { inference: ColumnInference; header: string };

/** A column's inference by index, read once and only when asked (an entry's name column never is). */
export type Inferences = (index: number) => ColumnInference;

export function inferTable(table: CsvTable): Inferences {
  const lists = new Set(table.listColumns ?? []);
  const geos = new Set(table.geoColumns ?? []);
  const seen = new Map<number, ColumnInference>();
  return (index) => {
    let inference = seen.get(index);
    if (!inference) {
      const header = table.headers[index];
      inference = inferColumn(
        header,
        table.rows.map((row) => row[index] ?? ""),
        {
          semicolonFile: table.delimiter === ";",
          list: lists.has(header),
          geo: geos.has(header),
          flags: header === FLAGS_PATH && (table.flagColumns?.length ?? 0) > 0,
        },
      );
      seen.set(index, inference);
    }
    return inference;
  };
}

const HEADER_UNIT = /^(.*?\S)\s*[(（]\s*([^()（）\d]{1,8}?)\s*[)）]$/u;

/** The unit a header ends with in brackets ("Elevation (m)" → m, "GDP（亿元）" → 亿元); null without one. */
export function headerUnit(header: string): string | null {
  return HEADER_UNIT.exec(header.trim())?.[2] ?? null;
}

/** The header without the unit in brackets at its end, where that unit is the column's. */
function withoutUnit(header: string, unit: string | undefined): string {
  const match = HEADER_UNIT.exec(header.trim());
  return match && unit && match[2] === unit ? match[1] : header;
}

/** Path ends too general to label a column alone: their parent says what they are ("Ranks value"). */
const GENERIC_ENDS = new Set([
  "value",
  "name",
  "average",
  "count",
  "total",
  "common",
  "official",
  "text",
  "type",
  "amount",
]);

const humanized = (words: string) => {
  const text = words
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_\s]+/g, " ")
    .trim()
    .toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * A column's label as a player reads it: a header as written, a nested record's path by its end
 * ("fields.height" → "Height"), with its parent where the end alone says little or is shared
 * ("statistics.ratings.average" → "Ratings average").
 */
export function readableHeader(header: string, headers: readonly string[], paths = true): string {
  // Only a JSON file's headers are paths: "Sp. Atk" in a CSV is a header of two words, both kept.
  const parts = paths ? header.split(".").filter(Boolean) : [];
  if (parts.length < 2) return header;
  const end = parts[parts.length - 1];
  const shared = headers.some((other) => other !== header && other.split(".").at(-1) === end);
  const words = GENERIC_ENDS.has(end.toLowerCase()) || shared ? `${parts[parts.length - 2]} ${end}` : end;
  return humanized(words);
}

export function proposeColumns(
  table: CsvTable,
  layout: CsvLayout,
  inferences: Inferences = inferTable(table),
): ProposedColumn[] {
  const paths = "format" in table && (table.format === "json" || table.format === "jsonl");
  const readable = layout.attributes.map(({ index, header }) => ({
    full: readableHeader(header, table.headers, paths),
    inference: inferences(index),
  }));
  const short = readable.map(({ full, inference }) => withoutUnit(full, inference.unit));
  return layout.attributes.map(({ key, header }, at) => {
    const { inference, full } = readable[at];
    // Two columns of one measure in two units keep their units in the label: "Height (m)", "Height (ft)".
    const shared = short.some((other, i) => i !== at && other === short[at]);
    const label = (shared ? full : short[at]).slice(0, 100);
    return {
      key,
      header,
      label: { "zh-CN": label, "en-US": label },
      type: inference.type,
      inference,
    };
  });
}

/** At most this many aliases of at most this many characters are kept from a table's alias column. */
export const ALIASES_KEPT = 20;
const ALIAS_CHARS = 100;

/**
 * The raw entries of a table in the JSON upload shape, ready for `checkEntries`. When the table
 * has a name column in one language (name_zh, translations.zho.common), the plain name fills the
 * other language, by its script: an English page shows "France", a Chinese one "法国".
 */
export function csvEntries(table: CsvTable, layout: CsvLayout): Record<string, unknown>[] {
  const cell = (row: string[], index: number | null) =>
    index === null ? undefined : (row[index] ?? "").trim();
  const bilingual = layout.labelZh !== null || layout.labelEn !== null;
  return table.rows.map((row) => {
    const name = cell(row, layout.name) ?? "";
    const labels: Record<string, string> = {};
    const zh = cell(row, layout.labelZh);
    const en = cell(row, layout.labelEn);
    if (zh) labels["zh-CN"] = zh.slice(0, ALIAS_CHARS);
    if (en) labels["en-US"] = en.slice(0, ALIAS_CHARS);
    if (bilingual && name && !labels[nameLanguage(name)]) labels[nameLanguage(name)] = name;
    const attributes: Record<string, string> = {};
    for (const { index, key } of layout.attributes) attributes[key] = row[index] ?? "";
    const others = layout.extraNames.map((index) => cell(row, index) ?? "");
    const aliases = [cell(row, layout.aliases) ?? "", ...others]
      .join(";")
      .split(/[;；]/)
      .map((alias) => alias.trim())
      .filter(
        (alias, at, all) =>
          alias && alias.length <= ALIAS_CHARS && alias !== name && all.indexOf(alias) === at,
      )
      .slice(0, ALIASES_KEPT);
    const image = cell(row, layout.imageUrl);
    return {
      name,
      aliases,
      imageUrl: image && /^https:\/\//i.test(image) ? image : undefined,
      labels: Object.keys(labels).length > 0 ? labels : undefined,
      attributes,
    };
  });
}

const MENTIONS_BCE = /\bB\.?C\.?E?\b|公元前|西元前/i;
const NOTES_HEADER = /^(notes?|remarks?|comments?|备注|注释|说明)$/i;
/** A header or a note's text as words: "reign.start" and "reign_start" both read "reign start". */
const asWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/** A notes column that says some rows' years are BCE: the author picks how such years are read. */
export type BceNotes = { header: string; rows: number; convention: YearConvention };
/**
 * `iso`: years as written, a leading zero being ISO's astronomical numbering ("0062" = AD 62);
 * `notes`: in the rows whose notes say BCE, the years of the columns the note names (or of every
 * date column when it names none) are BCE ("0062-09-23" = 62 BC).
 */
export type YearConvention = "iso" | "notes";

/**
 * Rewrites the years the notes mark as BCE into a form that says so ("0062-09-23" → "-62-09-23",
 * read as 62 BC), unless the author keeps ISO numbering. Null when no notes column mentions BCE.
 */
export function applyBceNotes(
  table: CsvTable,
  convention: YearConvention = "notes",
): { table: CsvTable; notes: BceNotes } | null {
  const notesIndex = table.headers.findIndex((header) => NOTES_HEADER.test(header.trim()));
  if (notesIndex === -1) return null;
  const marked = table.rows.filter((row) => MENTIONS_BCE.test(row[notesIndex] ?? "")).length;
  if (marked === 0) return null;
  const notes = { header: table.headers[notesIndex], rows: marked, convention };
  if (convention === "iso") return { table, notes };
  const headerWords = table.headers.map(asWords);
  const rows = table.rows.map((row) => {
    const note = row[notesIndex] ?? "";
    if (!MENTIONS_BCE.test(note)) return row;
    const said = asWords(note);
    const named = headerWords.filter((words, i) => i !== notesIndex && said.includes(words));
    return row.map((cell, i) => {
      if (i === notesIndex || (named.length > 0 && !named.includes(headerWords[i]))) return cell;
      // Only dates: a day, or a year padded as ISO writes it (a plain "1" may be an index).
      const match = /^\+?0*(\d{1,6})(-\d\d-\d\d)$|^\+?0+(\d{1,5})$/.exec(cell.trim());
      if (!match) return cell;
      return match[1] ? `-${match[1]}${match[2]}` : `-${match[3]}`;
    });
  });
  return { table: { ...table, rows }, notes };
}
