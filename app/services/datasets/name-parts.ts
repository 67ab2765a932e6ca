/**
 * Names kept in two columns: a given name and a family name ("Marie" + "Curie"). The entries are
 * named by both, given name first; the family name alone stays findable as an alias.
 */

const GIVEN = /(?:^|[._\s-])(?:first|given|fore)[\s_-]?name$|(?:^|[._\s-])firstname$/i;
const FAMILY = /(?:^|[._\s-])(?:last|family|sur)[\s_-]?name$|(?:^|[._\s-])surname$/i;

const given = (header: string) => GIVEN.test(header) || /^(?:first|given)$/i.test(header);
const family = (header: string) => FAMILY.test(header) || /^(?:last|family)$/i.test(header);

/**
 * The two columns that name the entries together, when the proposed name is one half of a
 * given-name/family-name pair and the other half is a column too, or when the name was found by
 * its values alone and such a pair is there: `{ name, with }`, given name first.
 */
export function proposeNameParts(
  headers: readonly string[],
  name: string | null,
  /** The name was found by its values alone (no header said name): a pair beside it names better. */
  byValues = false,
): { name: string; with: string } | null {
  if (name === null) return null;
  if (byValues && !given(name) && !family(name)) {
    // An API's slug `driverId` ("michael_schumacher") beside `givenName` and `familyName`.
    const first = headers.find(given);
    const last = headers.find(family);
    if (first && last) return { name: first, with: last };
  }
  if (given(name)) {
    const other = headers.find((header) => header !== name && family(header));
    return other ? { name, with: other } : null;
  }
  if (family(name)) {
    const other = headers.find((header) => header !== name && given(header));
    return other ? { name: other, with: name } : null;
  }
  return null;
}

/** The rows with the name cell joined with the `with` column's cell ("Marie Curie"); either may be empty. */
export function joinNameParts(rows: string[][], name: number, withIndex: number): string[][] {
  return rows.map((row) => {
    const joined = [row[name], row[withIndex]]
      .map((cell) => (cell ?? "").trim())
      .filter(Boolean)
      .join(" ");
    const next = [...row];
    next[name] = joined;
    return next;
  });
}
