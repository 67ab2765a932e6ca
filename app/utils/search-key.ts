/**
 * The form names and aliases are compared in for autocomplete: NFKC folds full-width to
 * half-width, accents are dropped, case is folded, spaces and punctuation removed.
 * "Ｃôte d'Ivoire" → "cotedivoire". Seeding and uploads store it; queries are folded the same way.
 */
export function searchKey(text: string): string {
  const identity = nameIdentity(text);
  const sign = SIGN_AT_END.exec(identity)?.[0] ?? "";
  return identity.slice(0, identity.length - sign.length).replace(/\p{S}+/gu, "") + sign;
}

/** "C#", "F#", "C++", "Disney+": a sharp or plus at a name's end is part of it, not punctuation. */
const SIGN_AT_END = /[#+]+$/u;

/**
 * Whether two names are the same name, for the warnings and qualifiers of repeated names: as
 * `searchKey`, but symbols count ("Nidoran♀" and "Nidoran♂" are two names, though typing
 * "nidoran" finds both).
 */
export function nameIdentity(text: string): string {
  const folded = text
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .trim();
  const sign = SIGN_AT_END.exec(folded)?.[0] ?? "";
  return folded.slice(0, folded.length - sign.length).replace(/[\s\p{P}]+/gu, "") + sign;
}

/** The stored key of an entry: every name folded, joined by a separator no key contains. */
export function entrySearchKey(names: readonly string[]): string {
  return `|${names.map(searchKey).filter(Boolean).join("|")}|`;
}
