import type { LocalizedText } from "~db/schema";

/** What a masked name reads as in a hint. */
export const MASK = "＿＿＿";

/** Names shorter than this are not masked: one or two letters occur inside ordinary words. */
const MIN_MASKED = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The entry's names a hint must not show: its name, both languages' names and its aliases. */
export function namesOf(entry: { name: string; labels: LocalizedText | null; aliases: string[] }): string[] {
  const names = [entry.name, entry.labels?.["zh-CN"] ?? "", entry.labels?.["en-US"] ?? "", ...entry.aliases];
  return [...new Set(names.map((name) => name.trim()).filter((name) => name.length >= MIN_MASKED))];
}

/** A hint with every name of its entry masked (any case), longest first so "New York City" goes whole. */
export function maskNames(text: string, names: string[]): string {
  if (names.length === 0) return text;
  const pattern = new RegExp(
    [...names]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "giu",
  );
  return text.replace(pattern, MASK);
}

/** Whether a hint names its entry (the quality report lists such columns). */
export function namesEntry(text: string, names: string[]): boolean {
  const folded = text.toLocaleLowerCase();
  return names.some((name) => folded.includes(name.toLocaleLowerCase()));
}
