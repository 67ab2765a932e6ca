import type { AnswerPool } from "~/schemas/answer-pool";
import { isDomainError } from "~/utils/domain-error";
import type { LocalizedText } from "~db/schema";
import { type PoolProposal, proposeAnswerPool, selectAnswerPool } from "./answer-pool";
import type { CsvLayout, CsvTable } from "./csv-table";
import {
  proposeQualifierFrom,
  type QualifierProposal,
  qualifiersOf,
  repeatedRows,
  shownQualifiers,
  translationOf,
} from "./qualifier";

/**
 * The author's qualifier column and answer pool (§4): `undefined` takes the importer's
 * proposal, `null` says none.
 */
export type PoolChoices = {
  qualifierColumn?: string | null;
  answerPool?: AnswerPool | null;
  /** A choice the form sent that could not be read (refused at the check). */
  problem?: PoolProblem;
};

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

/** A choice that cannot be applied (a column not in the table, a pool that keeps nothing). */
export type PoolProblem = { field: "qualifier_column" | "answer_pool"; key: string; message: string };

export type AppliedChoices = {
  notes: PoolNotes;
  /** Refused at the check (checkUploadPlan), after the preview has shown the table and its controls. */
  problem: PoolProblem | null;
  qualifiers: (LocalizedText | null)[];
  inPool: boolean[];
};

/** A source column by its header (or, for an API client, its attribute key), as its index. */
function indexOf(table: CsvTable, layout: CsvLayout, column: string): number | null {
  let index = table.headers.indexOf(column);
  if (index === -1) index = layout.attributes.find((item) => item.key === column)?.index ?? -1;
  if (index === -1)
    index = table.headers.findIndex((header) => header.trim().toLowerCase() === column.trim().toLowerCase());
  return index === -1 ? null : index;
}

function columnOf(table: CsvTable, layout: CsvLayout, column: string): string[] | null {
  const index = indexOf(table, layout, column);
  return index === null ? null : table.rows.map((row) => (row[index] ?? "").trim());
}

/** The qualifier and pool of each row of a table (its unnamed rows already dropped). */
export function applyPoolChoices(table: CsvTable, layout: CsvLayout, choices: PoolChoices): AppliedChoices {
  const nameHeader = table.headers[layout.name];
  const nameColumns = [layout.name, layout.labelZh, layout.labelEn].filter((index) => index !== null);
  const names = table.rows.map((row) =>
    nameColumns.map((index) => (row[index] ?? "").trim()).filter(Boolean),
  );
  const repeatedFlags = repeatedRows(names);
  const qualifierProposal = proposeQualifierFrom(
    table,
    { columns: new Set([...nameColumns, ...(layout.aliases === null ? [] : [layout.aliases])]), names },
    repeatedFlags,
  );
  const poolProposal = proposeAnswerPool(table, nameHeader);
  const qualifierColumn =
    choices.qualifierColumn === undefined ? (qualifierProposal?.column ?? null) : choices.qualifierColumn;
  const answerPool = choices.answerPool === undefined ? (poolProposal?.pool ?? null) : choices.answerPool;
  let problem: PoolProblem | null = choices.problem ?? null;
  const qualifierSource = qualifierColumn ? columnOf(table, layout, qualifierColumn) : null;
  const qualifierCells =
    qualifierColumn && qualifierSource
      ? shownQualifiers(qualifierColumn, qualifierSource, repeatedFlags)
      : null;
  if (qualifierColumn && !qualifierCells) {
    problem ??= {
      field: "qualifier_column",
      key: "upload.pool.errors.qualifierColumn",
      message: `The qualifier column "${qualifierColumn}" is not in the table`,
    };
  }
  // The qualifier in both languages when the table has its translation beside it (省份 / province).
  const qualifierIndex = qualifierColumn ? indexOf(table, layout, qualifierColumn) : null;
  const translation = qualifierIndex === null ? null : translationOf(table, qualifierIndex);
  const qualifiers = qualifierCells
    ? qualifiersOf(
        names,
        qualifierCells,
        translation === null ? null : table.rows.map((row) => (row[translation] ?? "").trim()),
        repeatedFlags,
      )
    : table.rows.map(() => null);
  let inPool = table.rows.map(() => true);
  if (answerPool && !problem) {
    try {
      inPool = selectAnswerPool(answerPool, { names, column: (column) => columnOf(table, layout, column) });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
      problem = {
        field: "answer_pool",
        key: fields?.answer_pool?.[0] ?? "upload.pool.errors.empty",
        message: error.message,
      };
    }
  }
  const repeated = repeatedFlags.filter(Boolean).length;
  return {
    qualifiers,
    inPool,
    problem,
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
