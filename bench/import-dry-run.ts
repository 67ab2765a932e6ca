// The dry run of an upload as `POST /api/v1/dataset/{id}/versions?dry_run=true` does it, without
// HTTP: bytes decoded, the importer's own proposed plan, the cells checked, the quality report.
// Bundled and timed by bench/import.mjs.

import { guessRange } from "~/services/datasets/quality/guess-range";
import { decodeTableFile } from "~/services/datasets/table-encoding";
import { planFromText } from "~/services/datasets/upload-text";
import { prepareUpload } from "~/services/datasets/versions.server";
import { isCompared } from "~/services/game/feedback";

export type DryRun =
  | { ok: false; reason: string }
  | {
      ok: true;
      entries: number;
      columns: number;
      compared: string[];
      errorCount: number;
      firstError: string | null;
      difficulty: string | null;
      expected: number | null;
      /** Expected guesses of someone who knows the subject (the newcomer's are `expected`). */
      expert: number | null;
      /** The label's figures as the page shows them: "3–5", "4", "15+". */
      guesses: string | null;
      answerPool: string | null;
      /** The report's verdict (`good`, `fewColumns`, `twins`, `tooHard`, …); null when cells are refused. */
      verdict: string | null;
      /** What the plan proposed for rows and cells that do not fit. */
      skipped: number;
      blanked: number;
    };

function shownGuesses(newcomer: number, expert: number | undefined): string {
  const range = guessRange(newcomer, expert);
  const plus = range.over ? "+" : "";
  return range.kind === "range" ? `${range.low}–${range.high}${plus}` : `${range.count}${plus}`;
}

export function dryRun(fileName: string, bytes: Uint8Array): DryRun {
  try {
    const { text, encoding } = decodeTableFile(bytes);
    const plan = planFromText(fileName, text, "", {}, {}, encoding);
    const check = prepareUpload(plan, "en-US");
    const quality = check.quality;
    const notes = "notes" in plan ? (plan.notes as { blanked?: number }[]) : [];
    const pool = (plan as { answerPool?: unknown }).answerPool;
    const first = check.errors[0];
    return {
      ok: true,
      entries: check.entries.length,
      columns: check.columns.length,
      compared: check.columns.filter(isCompared).map((column) => column.key),
      errorCount: check.errorCount,
      firstError: first ? `${check.errorCount} × ${first.column}: ${first.reason}` : null,
      difficulty: quality?.difficulty ?? null,
      expected: quality?.human?.expected ?? null,
      expert: quality?.expert?.expected ?? null,
      guesses: quality?.human ? shownGuesses(quality.human.expected, quality.expert?.expected) : null,
      answerPool: pool ? JSON.stringify(pool) : null,
      verdict: quality?.verdict?.kind ?? null,
      skipped: check.skippedRows.length,
      blanked: notes.reduce((sum, note) => sum + (note.blanked ?? 0), 0),
    };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
