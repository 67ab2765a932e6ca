import type { UploadWarning } from "./upload-entries";

/** One line of the warnings a preview shows: a group of rows and what they share (a name, their attributes, or both). */
export type WarningLine = { rows: number[]; sameName: boolean; sameAttributes: boolean };

/**
 * The warnings as one line per group of rows (rows that share a name and their attributes say so
 * once), the first `max` of them, and how many groups are left unsaid.
 */
export function warningLines(warnings: UploadWarning[], max = 20): { lines: WarningLine[]; more: number } {
  const byRows = new Map<string, WarningLine>();
  for (const warning of warnings) {
    const key = warning.rows.join(",");
    const line = byRows.get(key) ?? { rows: warning.rows, sameName: false, sameAttributes: false };
    if (warning.code === "duplicateName") line.sameName = true;
    else line.sameAttributes = true;
    byRows.set(key, line);
  }
  const lines = [...byRows.values()];
  return { lines: lines.slice(0, max), more: Math.max(0, lines.length - max) };
}
