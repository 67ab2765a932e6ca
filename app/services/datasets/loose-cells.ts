/**
 * Cells as people write them in the tables they have, read into the stored forms of design §2:
 * numbers with decimal commas, thousands separators and units ("13,5119498", "1,234 km²"), years
 * with an era ("公元前221", "221 BC", "AD 14", "c. 1500"), ranges of years, and lists with the
 * separators people use. Every reader caps its input first, so each cell costs linear time.
 */

/**
 * Cells that say "nothing here" in the tables people have: empty in every type. Not "NA": it is
 * sodium's symbol and Namibia's code.
 */
const PLACEHOLDERS = new Set([
  "unknown",
  "未知",
  "暂无",
  "-",
  "–",
  "—",
  "--",
  "n/a",
  "null",
  "none",
  "nan",
  "?",
  "无",
  "不详",
  "/",
  // A database's "no date" (MySQL's zero date; the Nobel Prize API's living laureates).
  "0000-00-00",
  "0000-00-00 00:00:00",
]);

export function isPlaceholder(value: string): boolean {
  return value.length <= 24 && PLACEHOLDERS.has(value.trim().toLowerCase());
}

const MAX_NUMBER_TEXT = 60;
// Optional prefix (a currency sign), the digits with their separators (a leading point too, as
// R and spreadsheets write a share: ".732"), an optional unit.
const LOOSE_NUMBER =
  /^([$€£¥￥]?)\s*([-+−]?\.?(?:\d[\d.,'\u00a0\u202f ]*\d|\d)(?:[eE][-+]?\d+)?)\s*([^\d\s][^\d]{0,15})?$/;

export type NumberStyle = { decimalComma: boolean };

/**
 * Digits with at most one point: a number without a unit in either style, never a range, a year
 * with an era or a web mark. Most cells of a numeric column are written so, and skip the patterns.
 */
export const PLAIN_NUMBER = /^\d{1,15}(?:\.\d{1,15})?$/;

/** A number as written ("1,234.5", "1.234,5", "13,5119498", "45 kg"), with its unit; null if none. */
export function readLooseNumber(raw: string, style: NumberStyle): { value: number; unit: string } | null {
  const text = raw.trim();
  if (text === "" || text.length > MAX_NUMBER_TEXT) return null;
  const match = LOOSE_NUMBER.exec(text);
  if (!match) return null;
  const [, prefix, body, suffix = ""] = match;
  let digits = body.replace(/[\s'\u00a0\u202f]/g, "").replace("−", "-");
  if (style.decimalComma) digits = digits.replace(/\./g, "").replace(",", ".");
  else if (digits.includes(",")) {
    // Commas only as thousands separators: 1,234 or 1,234,567.89.
    if (!/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits)) return null;
    digits = digits.replace(/,/g, "");
  }
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(digits)) return null;
  const value = Number(digits);
  if (!Number.isFinite(value)) return null;
  return { value, unit: (prefix || suffix).trim() };
}

/** Whether a column's commas are decimal commas: some value only reads that way ("13,5119498", "1.234,5"). */
export function numberStyleOf(values: string[], semicolonFile: boolean): NumberStyle {
  let decimal = 0;
  let thousands = 0;
  let ambiguous = 0;
  for (const value of values) {
    const text = value.trim();
    // "48.8,2.3" is a pair of numbers, not one number.
    if (text.length > MAX_NUMBER_TEXT || !text.includes(",") || /\.\d*,.*\./.test(text)) continue;
    if (/\d\.\d{3},\d/.test(text) || /\d,(\d{1,2}|\d{4,})(\D|$)/.test(text)) decimal += 1;
    else if (/\d,\d{3},\d{3}(\D|$)/.test(text) || /\d,\d{3}\.\d/.test(text)) thousands += 1;
    else if (/\d,\d{3}(\D|$)/.test(text)) ambiguous += 1;
  }
  if (decimal > 0 && decimal >= thousands) return { decimalComma: true };
  if (thousands > 0) return { decimalComma: false };
  // "1,234" alone reads either way: a file separated by semicolons is a European one.
  return { decimalComma: ambiguous > 0 && semicolonFile };
}

const MAX_YEAR_TEXT = 30;
const BEFORE = /^(?:公元前|西元前|前|BCE?\s*)/i;
const AFTER = /^(?:公元|西元|AD\s*|CE\s*)/i;
const SUFFIX_BEFORE = /\s*(?:BCE?|B\.C\.E?\.?)$/i;
const SUFFIX_AFTER = /\s*(?:AD|CE|A\.D\.)$/i;
const ABOUT = /^(?:c\.|ca\.|circa|about|approx\.?|约|約|大约)\s*/i;

/** A year as people write it ("公元前221年", "前221", "221 BC", "AD 14", "c. 1500"): negative for BCE. */
export function readLooseYear(raw: string): { year: number; era: boolean } | null {
  let text = raw.trim();
  if (text === "" || text.length > MAX_YEAR_TEXT) return null;
  text = text.replace(ABOUT, "");
  let sign = 1;
  let era = false;
  if (BEFORE.test(text)) {
    sign = -1;
    era = true;
    text = text.replace(BEFORE, "");
  } else if (AFTER.test(text)) {
    era = true;
    text = text.replace(AFTER, "");
  }
  text = text.replace(/\s*年(?:代)?$/, "");
  if (SUFFIX_BEFORE.test(text)) {
    sign = -1;
    era = true;
    text = text.replace(SUFFIX_BEFORE, "");
  } else if (SUFFIX_AFTER.test(text)) {
    era = true;
    text = text.replace(SUFFIX_AFTER, "");
  }
  if (!/^\d{1,6}$/.test(text)) {
    if (era || !/^-\d{1,6}$/.test(text)) return null;
  }
  const year = Number(text) * sign;
  return { year: year === 0 ? 0 : year, era };
}

// The full-width hyphen "－" is how Chinese tables often write a span: "1435年－1449年".
const RANGE_SEPARATORS = ["–", "—", "－", "~", "～", "至", "到", " to ", "-"];

/** "公元前2070-公元前1600", "25-220", "1368 – 1644": a start and an end year; null otherwise. */
export function readYearRange(raw: string): { start: number; end: number } | null {
  const text = raw.trim();
  if (text.length > MAX_YEAR_TEXT * 2 + 4) return null;
  for (const separator of RANGE_SEPARATORS) {
    // A leading minus is a BCE year, not a separator: look from the second character on.
    const at = text.indexOf(separator, 1);
    if (at === -1) continue;
    const start = readLooseYear(text.slice(0, at));
    const end = readLooseYear(text.slice(at + separator.length));
    if (start && end && end.year >= start.year) return { start: start.year, end: end.year };
  }
  return null;
}

/** Separators between the ranges of one cell: "1435–1449, 1457–1464", "1435年－1449年；1457年－1464年". */
const SPAN_PARTS = /\s*[,，;；、]\s*|\s+and\s+|\s*和\s*/i;
/** At most this many ranges in one cell (a ruler's two reigns, a team's three spells). */
const MAX_SPAN_PARTS = 6;

/**
 * A cell holding one range, or several ranges or years one after another (an emperor restored
 * to the throne: "1435–1449, 1457–1464"), read as the span from the first start to the last end;
 * `parts` says how many it held. Null when any part is not a year or a range, or they go back in time.
 */
export function readYearSpan(raw: string): { start: number; end: number; parts: number } | null {
  const single = readYearRange(raw);
  if (single) return { ...single, parts: 1 };
  const text = raw.trim();
  if (text.length > (MAX_YEAR_TEXT * 2 + 4) * MAX_SPAN_PARTS) return null;
  const pieces = text.split(SPAN_PARTS).filter(Boolean);
  if (pieces.length < 2 || pieces.length > MAX_SPAN_PARTS) return null;
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  let ranges = 0;
  for (const piece of pieces) {
    const range = readYearRange(piece);
    const year = range ? null : readLooseYear(piece);
    if (!range && !year) return null;
    if (range) ranges += 1;
    const from = range ? range.start : (year as { year: number }).year;
    const to = range ? range.end : from;
    // Listed in order: a part that starts before the last one ended is no second span.
    if (from < end) return null;
    start = Math.min(start, from);
    end = Math.max(end, to);
  }
  return ranges > 0 ? { start, end, parts: pieces.length } : null;
}

/** Separators a list cell may use, in the order they are tried. */
export const LIST_SEPARATORS = [";", "；", "|", "、", "，", "/", ", ", "\n"] as const;
/**
 * A column the author made a list may also be split on a bare comma ("Crime,Drama", as IMDb writes
 * genres). The importer never proposes it: "1,358" and "Paris,France" are not lists by themselves.
 */
const AUTHOR_LIST_SEPARATORS = [...LIST_SEPARATORS, ","] as const;
export type ListSeparator = (typeof AUTHOR_LIST_SEPARATORS)[number];

/** Longest average item a list may have: longer items are prose, not a list. */
export const LIST_ITEM_AVERAGE_MAX = 25;

export function splitList(value: string, separator: ListSeparator): string[] {
  return value
    .split(separator)
    .map((item) => withoutFigureNote(item.trim()))
    .filter((item) => item !== "" && !isPlaceholder(item));
}

/**
 * An item without a figure in brackets after it: "Namibia (24.5%)" is Namibia, so two rivers
 * through Namibia share it. A bracket without a digit ("Congo (Kinshasa)") is part of the name.
 */
function withoutFigureNote(item: string): string {
  const note = /\s*[(（][^()（）]*\d[^()（）]*[)）]$/u.exec(item);
  return note && note.index > 0 ? item.slice(0, note.index) : item;
}

export const looksLikeUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/**
 * A value with "/" in which it is not a list separator: a path ("/usr/bin", "a/b/c.txt"), a time zone
 * ("Asia/Shanghai", "America/Argentina/Buenos_Aires"), a link ("www.x.org/a") or a fraction or a
 * slashed date ("3/4", "12/05/2020").
 */
export function slashIsNotList(value: string): boolean {
  const text = value.trim();
  return (
    /^[./~\\]|\/$/.test(text) ||
    /\.[a-z0-9]{1,5}$/i.test(text) ||
    /^(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/\S+$/.test(
      text,
    ) ||
    /:\/\/|^www\.|\.(?:com|org|net|edu|gov)\b/i.test(text) ||
    /\d\s*\/\s*\d/.test(text)
  );
}

const IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp", "svg"];
const HTTPS = "https://";

/**
 * An https link whose path ends in an image's extension, before an optional "?query". Checked by
 * hand at the end and at each "?": the regex it replaces backtracked over every "?" and took
 * seconds on one long cell of ".png?" runs.
 */
export function looksLikeImageUrl(value: string): boolean {
  const text = value.trim();
  if (text.slice(0, HTTPS.length).toLowerCase() !== HTTPS || /\s/.test(text)) return false;
  const imageEndsAt = (end: number) =>
    IMAGE_EXTENSIONS.some((extension) => {
      const dot = end - extension.length - 1;
      return (
        dot > HTTPS.length &&
        text.charCodeAt(dot) === 46 &&
        text.slice(dot + 1, end).toLowerCase() === extension
      );
    });
  if (imageEndsAt(text.length)) return true;
  for (let at = text.indexOf("?"); at !== -1; at = text.indexOf("?", at + 1)) {
    if (imageEndsAt(at)) return true;
  }
  return false;
}

/**
 * The separator most cells of a column use, whatever their items look like: the author made the
 * column a list, so it is split on what it has ("creamy, dense, firm"); null when no cell has one.
 */
export function mostUsedSeparator(values: string[]): ListSeparator | null {
  let best: { separator: ListSeparator; cells: number } | null = null;
  // In order, keeping the first of equal counts: ", " before the bare "," every such cell also has.
  for (const separator of AUTHOR_LIST_SEPARATORS) {
    let cells = 0;
    for (const value of values) if (value.includes(separator)) cells += 1;
    if (cells > 0 && (!best || cells > best.cells)) best = { separator, cells };
  }
  return best?.separator ?? null;
}

/**
 * The separator that makes a column a list, or null: short items (prose is never a list) that
 * repeat across rows (a list of categories, not of one-off phrases). Too few cells to see repeats
 * (under ten) only need the short items.
 */
export function listSeparatorOf(values: string[]): ListSeparator | null {
  const filled = values.filter((value) => value.trim() !== "" && !looksLikeUrl(value));
  if (filled.length === 0) return null;
  let best: { separator: ListSeparator; cells: number } | null = null;
  for (const separator of LIST_SEPARATORS) {
    let cells = 0;
    for (const value of filled) if (value.includes(separator)) cells += 1;
    // "/" also writes paths, time zones, links, fractions and "either/or" inside one value: it
    // splits only where most cells have several parts and none is one of those.
    if (
      separator === "/" &&
      (cells <= filled.length / 2 || filled.some((value) => value.includes("/") && slashIsNotList(value)))
    )
      continue;
    // ", " also writes "City, State" and prose: a list only where a tenth of the cells have several
    // items (a film's "Crime, Drama"); the checks below then ask for short items that repeat.
    if (separator === ", " && cells < filled.length * 0.1) continue;
    if (cells > 0 && (!best || cells > best.cells)) best = { separator, cells };
  }
  if (!best || best.cells < Math.max(1, filled.length * 0.05)) return null;
  const counts = new Map<string, number>();
  let items = 0;
  let chars = 0;
  for (const value of filled) {
    for (const item of splitList(value, best.separator)) {
      if (item.length > 60 || /[.!?。！？]\s/.test(item)) return null;
      items += 1;
      chars += item.length;
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
  }
  if (items === 0 || chars / items > LIST_ITEM_AVERAGE_MAX) return null;
  if (filled.length >= 10) {
    let repeated = 0;
    for (const count of counts.values()) if (count > 1) repeated += count;
    if (repeated < items * 0.2) return null;
  }
  return best.separator;
}
