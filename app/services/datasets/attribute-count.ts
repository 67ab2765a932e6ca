import { UPLOAD_MAX_ATTRIBUTES } from "~/schemas/datasets";
import type { ColumnPlan } from "~/schemas/upload-plan";
import { layoutOfPlan, mergePlans, proposedNameRoles } from "./column-plan";
import type { CsvLayout, CsvTable } from "./csv-table";
import { assertUploadLimits } from "./upload-limits";

const NAMING_ROLES = new Set(["name", "name_zh", "name_en", "image", "alias"]);

/**
 * Refuses a table with more attributes than an upload holds before its plan is worked out: the
 * count needs only which columns name the entries (the layout, name parts and the author's plan),
 * not the type of any cell, while inferring and proposing every column is linear in rows × columns
 * (10,000 rows of 100 columns took seconds, then were refused). The refusal and its numbers are the
 * ones `planFromTable` gives after the plan, entries first as there. A table with no name column at
 * all is refused here too when even its best choice of name leaves too many: the author would be
 * asked for a name only to be refused after.
 */
export function refuseTooWideEarly(table: CsvTable, layout: CsvLayout | null, author?: ColumnPlan): void {
  const plan = mergePlans(proposedNameRoles(table.headers, layout), author);
  const named = layoutOfPlan(table.headers, plan, "header");
  if (!named) {
    const attributes = Object.values(plan.columns).filter((column) => !NAMING_ROLES.has(column.role));
    // Any column the author then names the entries by is one attribute fewer.
    if (attributes.length - 1 > UPLOAD_MAX_ATTRIBUTES) assertUploadLimits(0, attributes.length - 1);
    return;
  }
  if (named.attributes.length <= UPLOAD_MAX_ATTRIBUTES) return;
  const withIndex = plan.name_with ? table.headers.indexOf(plan.name_with) : -1;
  // Rows the plan keeps: those whose name (joined with its second part) is not empty.
  const entries = table.rows.filter(
    (row) =>
      (row[named.name] ?? "").trim() !== "" || (withIndex !== -1 && (row[withIndex] ?? "").trim() !== ""),
  ).length;
  assertUploadLimits(entries, named.attributes.length);
}
