import type { AttributeColumn, CellValue } from "../schema";
import { cellProblem } from "./check-cell";

type CheckedEntry = { name: string; attributes: Record<string, CellValue> };

/**
 * Every way a dataset's entries break its attribute columns: a cell that does not fit its type,
 * a missing or undeclared attribute key. Empty when the dataset is sound.
 */
export function datasetProblems(columns: AttributeColumn[], entries: CheckedEntry[]): string[] {
  const problems: string[] = [];
  const keys = new Set(columns.map((column) => column.key));
  if (keys.size !== columns.length) problems.push("duplicate column keys");
  for (const column of columns) {
    if (!column.label["zh-CN"] || !column.label["en-US"])
      problems.push(`${column.key}: label missing a locale`);
    if (column.type === "ordinal" && !column.order?.length)
      problems.push(`${column.key}: ordinal without order`);
    if (column.type === "hint" && !column.revealAfter)
      problems.push(`${column.key}: hint without revealAfter`);
  }
  for (const entry of entries) {
    for (const key of Object.keys(entry.attributes)) {
      if (!keys.has(key)) problems.push(`${entry.name}: undeclared attribute ${key}`);
    }
    for (const column of columns) {
      if (!(column.key in entry.attributes)) {
        problems.push(`${entry.name}: missing ${column.key}`);
        continue;
      }
      const problem = cellProblem(column, entry.attributes[column.key]);
      if (problem) problems.push(`${entry.name}: ${column.key} ${problem}`);
    }
  }
  return problems;
}
