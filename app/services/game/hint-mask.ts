import type { LocalizedText } from "~db/schema";

/** What a masked name reads as in a hint. */
export const MASK = "＿＿＿";

/** Names shorter than this are not masked: one or two letters occur inside ordinary words. */
const MIN_MASKED = 3;
/** Scripts without spaces between words, where one or two characters make a name (北京, 金). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The entry's names a hint must not show: its name, both languages' names and its aliases. */
export function namesOf(entry: { name: string; labels: LocalizedText | null; aliases: string[] }): string[] {
  const names = [entry.name, entry.labels?.["zh-CN"] ?? "", entry.labels?.["en-US"] ?? "", ...entry.aliases];
  return [
    ...new Set(
      names.map((name) => name.trim()).filter((name) => name.length >= MIN_MASKED || CJK.test(name)),
    ),
  ];
}

/**
 * A text folded for matching, with where each folded character came from: no case, no accents,
 * and Latin's V/U and I/J as one letter (TACITVS = Tacitus, IVLIVS = Julius), Greek's final sigma
 * as sigma.
 */
type Folded = { text: string; from: number[] | null; to: number[] | null };

const folds = new Map<string, string>();

function foldChar(char: string): string {
  let folded = folds.get(char);
  if (folded === undefined) {
    folded = char
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/v/g, "u")
      .replace(/j/g, "i")
      .replace(/ς/g, "σ");
    if (folds.size < 10_000) folds.set(char, folded);
  }
  return folded;
}

/** An ASCII character folded: lower case, v as u, j as i. */
const foldAscii = (char: string) => {
  const lower = char.toLowerCase();
  return lower === "v" ? "u" : lower === "j" ? "i" : lower;
};

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 127) return false;
  return true;
}

function fold(text: string): Folded {
  // ASCII (most hints) folds one character to one: native case folding, positions unchanged.
  if (isAscii(text))
    return { text: text.toLowerCase().replace(/v/g, "u").replace(/j/g, "i"), from: null, to: null };
  let out = "";
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const char of text) {
    const folded = char.charCodeAt(0) < 128 ? foldAscii(char) : foldChar(char);
    for (let i = 0; i < folded.length; i += 1) {
      from.push(at);
      to.push(at + char.length);
    }
    out += folded;
    at += char.length;
  }
  return { text: out, from, to };
}

export const foldForMatch = (text: string) => fold(text).text;

const LETTER = /[\p{L}\p{N}]/u;
const isWordChar = (char: string | undefined) => char !== undefined && LETTER.test(char);

/**
 * Inflection endings of Latin and Greek (and of names written in them): a name's stem matches its
 * other cases ("Tacitus", "Taciti", "Tacito"; "Claudius", "Claudii"), longest ending first. Greek
 * endings are written folded (final sigma as σ).
 */
const ENDINGS = [
  "orum",
  "arum",
  "ibus",
  "ius",
  "ium",
  "iae",
  "ios",
  "us",
  "um",
  "ae",
  "is",
  "os",
  "es",
  "as",
  "on",
  "ου",
  "οσ",
  "ον",
  "ησ",
  "ασ",
  "a",
  "i",
  "e",
  "o",
  "α",
  "η",
];
/** Stems shorter than this match too many words. */
const MIN_STEM = 4;

/** A folded word's stem (its inflection ending removed), or null when the word is too short. */
export function stemOf(word: string): string | null {
  if (word.length < MIN_STEM + 1 || !/^\p{L}+$/u.test(word) || CJK.test(word)) return null;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return word.slice(0, word.length - ending.length);
    }
  }
  return word;
}

/**
 * How one name is looked for: the whole name anywhere; a word of it whole at a word start; or its
 * stem at a word start followed by one to four letters of ending.
 */
type Needle = { whole: string } | { word: string; stem: string | null };

/**
 * The needles of an entry's names: each name whole (a substring, any script), and the stem of a
 * one-word name or of each rare word of a longer one (`common`: words many entries' names share,
 * such as "University", which identify nothing).
 */
export function needlesOf(names: string[], common: ReadonlySet<string> = new Set()): Needle[] {
  const needles: Needle[] = [];
  const stems = new Set<string>();
  for (const name of names) {
    const folded = foldForMatch(name).trim();
    if (folded === "") continue;
    needles.push({ whole: folded });
    const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (const word of words) {
      if (words.length > 1 && (common.has(word) || word.length < MIN_STEM)) continue;
      if (stems.has(word)) continue;
      stems.add(word);
      needles.push({ word, stem: stemOf(word) });
    }
  }
  return needles;
}

type Span = [number, number];

/** The span of the original text that folded to `[start, end)`. */
function original(folded: Folded, start: number, end: number): Span {
  return folded.from && folded.to ? [folded.from[start], folded.to[end - 1]] : [start, end];
}

/** Where the needles occur in the folded text, as spans of the original text. */
function spansOf(folded: Folded, needles: Needle[]): Span[] {
  const spans: Span[] = [];
  const text = folded.text;
  for (const needle of needles) {
    if ("whole" in needle) {
      for (let at = text.indexOf(needle.whole); at !== -1; at = text.indexOf(needle.whole, at + 1)) {
        spans.push(original(folded, at, at + needle.whole.length));
      }
      continue;
    }
    const start = needle.stem ?? needle.word;
    for (let at = text.indexOf(start); at !== -1; at = text.indexOf(start, at + 1)) {
      if (isWordChar(text[at - 1])) continue;
      let end = at + start.length;
      let extra = 0;
      while (isWordChar(text[end]) && extra <= 4) {
        end += 1;
        extra += 1;
      }
      // The word itself, or its stem and one to four letters of ending: "Tacit" + "us", not
      // "tacit" alone nor "Tacit" + "urnity".
      const whole = text.slice(at, end) === needle.word;
      if (!whole && (needle.stem === null || extra === 0 || extra > 4)) continue;
      spans.push(original(folded, at, end));
    }
  }
  return spans;
}

/** Where an identifying value (a symbol, an atomic number) stands as a whole token of the text. */
function valueSpans(text: string, values: string[]): Span[] {
  const spans: Span[] = [];
  for (const value of values) {
    if (value === "" || value.length > 60) continue;
    // Two characters or fewer ("Mg", "12"): exactly as written, so "mg" in a unit stays.
    const haystack = value.length <= 2 ? text : text.toLocaleLowerCase();
    const needle = value.length <= 2 ? value : value.toLocaleLowerCase();
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      const end = at + needle.length;
      if (isWordChar(text[at - 1]) || isWordChar(text[end])) continue;
      // "12" in "12.5" or "1,012" is another number.
      if (/[.,]/.test(text[end] ?? "") && /\d/.test(text[end + 1] ?? "")) continue;
      if (/[.,]/.test(text[at - 1] ?? "") && /\d/.test(text[at - 2] ?? "")) continue;
      spans.push([at, end]);
    }
  }
  return spans;
}

function applySpans(text: string, spans: Span[]): string {
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let out = "";
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    if (start >= at) out += text.slice(at, start) + MASK;
    at = end;
  }
  return out + text.slice(at);
}

/** What identifies one entry in a hint: its names (with stems) and its identifying values. */
export type EntryMarks = { needles: Needle[]; values: string[] };

export function marksOf(names: string[], values: string[] = [], common?: ReadonlySet<string>): EntryMarks {
  return { needles: needlesOf(names, common), values };
}

/** A hint with whatever identifies its entry masked: its names (any case, accents, script or inflection) and identifying values. */
export function maskHint(text: string, marks: EntryMarks): string {
  return applySpans(text, [...spansOf(fold(text), marks.needles), ...valueSpans(text, marks.values)]);
}

/** A hint with every name of its entry masked (any case, accents, script or inflection). */
export function maskNames(text: string, names: string[]): string {
  return maskHint(text, marksOf(names));
}

/** Whether a hint names its entry or shows an identifying value (the quality report lists such columns). */
export function namesEntry(text: string, names: string[] | EntryMarks): boolean {
  const marks = Array.isArray(names) ? marksOf(names) : names;
  return spansOf(fold(text), marks.needles).length > 0 || valueSpans(text, marks.values).length > 0;
}
