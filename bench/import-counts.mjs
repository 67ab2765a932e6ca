// How bench/import.mjs counts the corpus (ADR 050): a table imported as published and a good game
// are two questions, counted apart; every table that is not a good game is told why, by reason.

/**
 * Imported with zero outside edits: the dry run with the importer's own plan read the file,
 * refused no cell and compares at least one column, so the version saves and plays.
 * @param {{ ok: boolean, errorCount?: number, compared?: string[] }} result
 */
export function importedAsIs(result) {
  return result.ok && result.errorCount === 0 && (result.compared?.length ?? 0) >= 1;
}

/**
 * Why a table is not a good game, as the app tells its author before publishing; null for a good one.
 * @param {{ ok: boolean, reason?: string, errorCount?: number, compared?: string[], verdict?: string | null }} result
 */
export function toldWhy(result) {
  if (!result.ok)
    return /name column/.test(result.reason ?? "") ? "no name column (the page asks for one)" : "refused";
  if ((result.errorCount ?? 0) > 0) return "cells refused";
  if (!importedAsIs(result)) return "no column compares";
  return result.verdict === "good" ? null : `verdict ${result.verdict}`;
}

/**
 * The bench's last line: imported, good games and told why not, with the reasons counted.
 * @param {Array<{ ok: boolean, reason?: string, errorCount?: number, compared?: string[], verdict?: string | null }>} results
 */
export function countsLine(results) {
  const imported = results.filter(importedAsIs).length;
  const reasons = new Map();
  for (const result of results) {
    const why = toldWhy(result);
    if (why !== null) reasons.set(why, (reasons.get(why) ?? 0) + 1);
  }
  const good = results.length - [...reasons.values()].reduce((sum, count) => sum + count, 0);
  const told = results.length - good;
  const listed = [...reasons].map(([reason, count]) => `${reason}: ${count}`).join(", ");
  return `imported with zero outside edits: ${imported} of ${results.length}; good games: ${good} of ${results.length}; told why not before publishing: ${told} (${listed || "none"}).`;
}
