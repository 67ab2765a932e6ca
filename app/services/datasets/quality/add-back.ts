import type { ColumnPlan } from "~/schemas/upload-plan";
import type { PlanReason } from "../column-plan";
import type { QualityReport } from "./quality-report";

/** Why a column was left out that also says it could never compare: a numbering, links, one value, a copy. */
const NEVER_COMPARES = new Set<PlanReason["code"]>([
  "constant",
  "urls",
  "idLike",
  "hexIds",
  "sequential",
  "uniqueCodes",
  "codes",
  "sameAs",
  "empty",
]);

/**
 * A mostly empty column is worth adding back only where it is filled in at least this share of
 * the rows: below it, nearly every guess reads an empty cell (D_Bahnhof's `Status`, "neu" in 24
 * of 6,519 stations), so the column would tell almost no entry apart and the advice would mislead.
 */
const ADVISED_FILL = 0.1;

/**
 * A thin game's advice, from the plan it was read with: the left-out columns that could compare
 * (left out by the author, or mostly empty but filled in a tenth of the `rows`), to add back; none
 * means the table needs more columns. The verdict itself stays `verdictOf`'s: this only names
 * what the author can do about it.
 */
export function withAddBack(
  report: QualityReport,
  plan: Pick<ColumnPlan, "columns"> | null,
  reasons: Record<string, PlanReason>,
  rows: number,
): QualityReport {
  if (report.verdict?.kind !== "thin") return report;
  const addBack = Object.entries(plan?.columns ?? {})
    .filter(([path, column]) => {
      const reason = reasons[path];
      if (column.role !== "left_out") return false;
      if (reason === undefined) return true;
      if (reason.code === "sparse") return (reason.total ?? 0) >= rows * ADVISED_FILL;
      return !NEVER_COMPARES.has(reason.code);
    })
    .map(([path]) => path)
    .slice(0, 8);
  return { ...report, verdict: { ...report.verdict, addBack } };
}
