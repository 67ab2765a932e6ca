/**
 * The form names and aliases are compared in for autocomplete: NFKC folds full-width to
 * half-width, accents are dropped, case is folded, spaces and punctuation removed.
 * "Ｃôte d'Ivoire" → "cotedivoire". Seeding and uploads store it; queries are folded the same way.
 */
export function searchKey(text: string): string {
  return nameIdentity(text).replace(/\p{S}+/gu, "");
}

/**
 * Whether two names are the same name, for the warnings and qualifiers of repeated names: as
 * `searchKey`, but symbols count ("Nidoran♀" and "Nidoran♂" are two names, though typing
 * "nidoran" finds both).
 */
export function nameIdentity(text: string): string {
  return text
    .normalize("NFKC")
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, "");
}

/** The stored key of an entry: every name folded, joined by a separator no key contains. */
export function entrySearchKey(names: readonly string[]): string {
  return `|${names.map(searchKey).filter(Boolean).join("|")}|`;
}
