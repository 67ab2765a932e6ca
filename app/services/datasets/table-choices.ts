import type { AnswerPool } from "~/schemas/answer-pool";
import { DomainError } from "~/utils/domain-error";
import { type PoolProposal, proposeAnswerPool, selectAnswerPool } from "./answer-pool";
import type { CsvLayout, CsvTable } from "./csv-table";
import { proposeQualifierColumn, type QualifierProposal, qualifiersOf, repeatedRows } from "./qualifier";

/**
 * The author's qualifier column and answer pool (issue 39 §3, §4): `undefined` takes the importer's
 * proposal, `null` says none.
 */
export type PoolChoices = { qualifierColumn?: string | null; answerPool?: AnswerPool | null };

/** What the preview says about them: the choice in force and what the importer proposed, with why. */
export type PoolNotes = {
  qualifierColumn: string | null;
  qualifierProposal: QualifierProposal | null;
  /** Entries whose name another entry shares, and how many of them got a qualifier. */
  repeatedNames: number;
  qualified: number;
  answerPool: AnswerPool | null;
  poolProposal: PoolProposal | null;
  /** Entries that can be the answer (all of them without a pool). */
  poolSize: number;
};

export type AppliedChoices = {
  notes: PoolNotes;
  qualifiers: (string | null)[];
  inPool: boolean[];
};

/** A source column by its header (or, for an API client, its attribute key), as a column of cells. */
function columnOf(table: CsvTable, layout: CsvLayout, column: string): string[] | null {
  let index = table.headers.indexOf(column);
  if (index === -1) index = layout.attributes.find((item) => item.key === column)?.index ?? -1;
  if (index === -1)
    index = table.headers.findIndex((header) => header.trim().toLowerCase() === column.trim().toLowerCase());
  return index === -1 ? null : table.rows.map((row) => (row[index] ?? "").trim());
}

/** The qualifier and pool of each row of a table (its unnamed rows already dropped). */
export function applyPoolChoices(table: CsvTable, layout: CsvLayout, choices: PoolChoices): AppliedChoices {
  const nameHeader = table.headers[layout.name];
  const nameColumns = [layout.name, layout.labelZh, layout.labelEn].filter((index) => index !== null);
  const names = table.rows.map((row) =>
    nameColumns.map((index) => (row[index] ?? "").trim()).filter(Boolean),
  );
  const qualifierProposal = proposeQualifierColumn(table, nameHeader);
  const poolProposal = proposeAnswerPool(table, nameHeader);
  const qualifierColumn =
    choices.qualifierColumn === undefined ? (qualifierProposal?.column ?? null) : choices.qualifierColumn;
  const answerPool = choices.answerPool === undefined ? (poolProposal?.pool ?? null) : choices.answerPool;
  const qualifierCells = qualifierColumn ? columnOf(table, layout, qualifierColumn) : null;
  if (qualifierColumn && !qualifierCells) {
    throw new DomainError("INVALID", `The qualifier column "${qualifierColumn}" is not in the table`, {
      fields: { qualifier_column: ["upload.qualifier.errors.column"] },
    }).because("qualifierColumn");
  }
  const qualifiers = qualifierCells ? qualifiersOf(names, qualifierCells) : table.rows.map(() => null);
  const inPool = answerPool
    ? selectAnswerPool(answerPool, { names, column: (column) => columnOf(table, layout, column) })
    : table.rows.map(() => true);
  const repeated = repeatedRows(names).filter(Boolean).length;
  return {
    qualifiers,
    inPool,
    notes: {
      qualifierColumn: qualifierCells ? qualifierColumn : null,
      qualifierProposal,
      repeatedNames: repeated,
      qualified: qualifiers.filter((item) => item !== null).length,
      answerPool,
      poolProposal,
      poolSize: inPool.filter(Boolean).length,
    },
  };
}
