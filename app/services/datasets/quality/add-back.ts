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
 * A thin game's advice, from the plan it was read with: the left-out columns that could compare
 * (left out by the author, or mostly empty), to add back; none means the table needs more columns.
 * The verdict itself stays `verdictOf`'s: this only names what the author can do about it.
 */
export function withAddBack(
  report: QualityReport,
  plan: Pick<ColumnPlan, "columns"> | null,
  reasons: Record<string, PlanReason>,
): QualityReport {
  if (report.verdict?.kind !== "thin") return report;
  const addBack = Object.entries(plan?.columns ?? {})
    .filter(([path, column]) => {
      const code = reasons[path]?.code;
      return column.role === "left_out" && (code === undefined || !NEVER_COMPARES.has(code));
    })
    .map(([path]) => path)
    .slice(0, 8);
  return { ...report, verdict: { ...report.verdict, addBack } };
}
