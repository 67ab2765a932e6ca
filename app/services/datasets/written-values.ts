/**
 * Dates and places as encyclopedias and spreadsheets write them, read into the stored forms
 * ("1953-05-29", "27.988,86.925"): "May 29, 1953", "29 May 1953", "1953年5月29日", "1953/5/29",
 * and coordinates in degrees, minutes and seconds ("27°59′17″N 86°55′31″E"). Every reader caps
 * its input and uses anchored patterns without nested repeats, so each cell costs linear time.
 */

const MAX_DATE_TEXT = 40;
const MAX_PLACE_TEXT = 200;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** A month written in English words or abbreviations ("Sept.", "May"): its letters are group 1. */
export const MONTH_WORD = "(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\\.?";
/** "May 29, 1953", "Sept. 3 1950". */
const MONTH_DAY_YEAR = new RegExp(`^${MONTH_WORD}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{3,4})$`, "i");
/** "29 May 1953", "3 Sept. 1950", "29 May, 1953". */
const DAY_MONTH_YEAR = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_WORD},?\\s+(\\d{3,4})$`, "i");
/** "1953年5月29日", "1953年5月". */
const CHINESE = /^(\d{3,4})\s*年\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?$/;
/** "1953/5/29", "1953.5.29": year first is never ambiguous. */
const YEAR_FIRST = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A month's number (1–12) from its word or abbreviation. */
export const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;

/** A day written with its month in words or in Chinese, or year first; the ISO date, else null. */
export function readWrittenDate(raw: string): string | null {
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_DATE_TEXT) return null;
  let match = MONTH_DAY_YEAR.exec(text);
  if (match) return isoDate(Number(match[3]), monthOf(match[1]), Number(match[2]));
  match = DAY_MONTH_YEAR.exec(text);
  if (match) return isoDate(Number(match[3]), monthOf(match[2]), Number(match[1]));
  match = CHINESE.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : 1);
  match = YEAR_FIRST.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return null;
}

/** Which number comes first in a date written in numbers: the day ("06/03/1902" in Europe) or the month (the US). */
export type DayOrder = "dmy" | "mdy";
/** "06/03/1902", "6.3.1902", "06-03-1902": a day, a month and a year in numbers, in an order the column tells. */
export const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** A date written in numbers, read in `order`; null when it is not one (or not a day in that order). */
export function readNumericDate(raw: string, order: DayOrder): string | null {
  const match = NUMERIC_DATE.exec(raw.trim());
  if (!match) return null;
  const [day, month] = order === "dmy" ? [match[1], match[2]] : [match[2], match[1]];
  return isoDate(Number(match[3]), Number(month), Number(day));
}

/** One coordinate: degrees, optional minutes and seconds (′ ″ or ' "), and its hemisphere letter. */
const PART = String.raw`(\d{1,3}(?:\.\d+)?)\s*°\s*(?:(\d{1,2}(?:\.\d+)?)\s*[′']\s*)?(?:(\d{1,2}(?:\.\d+)?)\s*[″"]\s*)?([NSEW])`;
const DEGREES = new RegExp(`^${PART}[\\s,;/]*${PART}$`, "i");

function decimal(
  degrees: string,
  minutes: string | undefined,
  seconds: string | undefined,
  hemisphere: string,
) {
  const value = Number(degrees) + Number(minutes ?? 0) / 60 + Number(seconds ?? 0) / 3600;
  const rounded = Math.round(value * 1e5) / 1e5;
  return /[SW]/i.test(hemisphere) ? -rounded : rounded;
}

/** Marks a page puts between a place's forms that show nothing (Wikipedia's U+FEFF around " / "). */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/**
 * "27°59′17″N 86°55′31″E" or "27.98°N, 86.92°E" as "lat,lon"; null when it is not one. A cell
 * that gives the place in several forms, as Wikipedia's do ("27°59′17″N 86°55′31″E / 27.98806°N
 * 86.92528°E / 27.98806; 86.92528"), is read from the first form that is one.
 */
export function readDegrees(raw: string): string | null {
  const text = raw.replace(INVISIBLE, "").trim();
  if (text.length === 0 || text.length > MAX_PLACE_TEXT || !text.includes("°")) return null;
  const whole = degreesOf(text);
  if (whole !== null || !text.includes(" / ")) return whole;
  for (const part of text.split(" / ")) {
    const read = degreesOf(part.trim());
    if (read !== null) return read;
  }
  return null;
}

function degreesOf(text: string): string | null {
  const match = DEGREES.exec(text);
  if (!match) return null;
  const first = { value: decimal(match[1], match[2], match[3], match[4]), axis: /[NS]/i.test(match[4]) };
  const second = { value: decimal(match[5], match[6], match[7], match[8]), axis: /[NS]/i.test(match[8]) };
  if (first.axis === second.axis) return null;
  const [lat, lon] = first.axis ? [first.value, second.value] : [second.value, first.value];
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return `${lat},${lon}`;
}

/**
 * A number with a conversion after it in brackets, "8,848.86 m (29,031.7 ft)" or "1,234 km²
 * (476 sq mi)": the text before the bracket; the text itself otherwise.
 */
export function withoutConversion(raw: string): string {
  const text = raw.trim();
  if (!text.endsWith(")")) return text;
  const open = text.indexOf("(");
  if (open <= 0 || text.indexOf("(", open + 1) !== -1) return text;
  const before = text.slice(0, open).trimEnd();
  const inside = text.slice(open + 1, -1);
  return /\d/.test(before) && /^[\s\d.,]+\s*\S/.test(inside) ? before : text;
}

/** "60-120", "2–4 players", "10 ~ 15 cm": two plain numbers, the first below the second, and a unit. */
const NUMBER_RANGE = /^(\d+(?:\.\d+)?)\s*[-–—~]\s*(\d+(?:\.\d+)?)(\s*\D.*)?$/;

/**
 * A range of numbers as its middle ("60-120" minutes → "90"), with its unit: higher/lower then
 * points at the range as a whole. Null for anything else (a single number, a date "2020-01").
 */
export function rangeMiddle(raw: string): string | null {
  const match = NUMBER_RANGE.exec(raw.trim());
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2]);
  if (!(low < high)) return null;
  return `${(low + high) / 2}${match[3] ?? ""}`;
}

/** A rank shared with others, as tables mark ties: "=8", "T-8", "T8" (8). */
const TIED_RANK = /^(?:=|T-?)\s*(\d{1,6})$/i;

/** The text a number is read from: without its conversion or a tie's mark, and a range as its middle. */
export function numberText(raw: string): string {
  const text = withoutConversion(raw);
  const tied = TIED_RANK.exec(text);
  if (tied) return tied[1];
  return rangeMiddle(text) ?? text;
}
