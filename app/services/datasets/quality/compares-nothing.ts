import type { QualityReport } from "./quality-report";

/**
 * No column compares: every guess only says "wrong", so there is no game to label or to save (the
 * upload page says so and keeps Save off). Its own module: the page's JavaScript loads it without
 * the report's code.
 */
export function comparesNothing(report: Pick<QualityReport, "verdict"> | null | undefined): boolean {
  return report?.verdict?.kind === "fewColumns" && report.verdict.compared.length === 0;
}
