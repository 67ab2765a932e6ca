import type { AnswerPool } from "~/schemas/answer-pool";
import { DomainError } from "~/utils/domain-error";
import { searchKey } from "~/utils/search-key";
import { type CsvTable, csvLayout } from "./csv-table";
import { poolWorthProposing, proposedPoolSize } from "./pool-size";

/**
 * The rows an answer pool is chosen from: each row's names (name, labels, aliases) and, by source
 * column (header or path), its cells. Returns null for a column the table does not have.
 */
export type PoolSource = {
  names: readonly (readonly string[])[];
  column: (column: string) => readonly string[] | null;
};

/** "1,358", "1 358", "12.5%" → a number; anything else → null (those rows are never in a top N). */
export function poolNumber(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/[\s,_'\u00a0\u202f]/g, "")
    .replace(/%$/, "");
  if (!text || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const refuse = (message: string, reason: string) =>
  new DomainError("INVALID", message, { fields: { answer_pool: [reason] } }).because("answerPool");

function cellsOf(source: PoolSource, column: string): readonly string[] {
  const cells = source.column(column);
  if (!cells)
    throw refuse(`The answer pool's column "${column}" is not in the table`, "upload.pool.errors.column");
  return cells;
}

/**
 * Which rows can be the answer under `pool`. Top N: the N rows with the highest (or
 * lowest) number in the column, ties kept in table order; rows without a number are left out.
 * Filter: rows whose cell (or one of its `;` items) is one of the values, folded as names are. Ids:
 * rows one of whose names is listed. A pool that keeps no row is refused.
 */
export function selectAnswerPool(pool: AnswerPool, source: PoolSource): boolean[] {
  const size = source.names.length;
  const chosen = new Array<boolean>(size).fill(false);
  if (pool.kind === "top") {
    const cells = cellsOf(source, pool.column);
    const ranked: { row: number; value: number }[] = [];
    cells.forEach((cell, row) => {
      const value = poolNumber(cell ?? "");
      if (value !== null) ranked.push({ row, value });
    });
    const sign = pool.order === "asc" ? 1 : -1;
    ranked.sort((a, b) => sign * (a.value - b.value) || a.row - b.row);
    for (const { row } of ranked.slice(0, pool.count)) chosen[row] = true;
  } else if (pool.kind === "filter") {
    const cells = cellsOf(source, pool.column);
    const wanted = new Set(pool.values.map(searchKey));
    cells.forEach((cell, row) => {
      const parts = [cell ?? "", ...(cell ?? "").split(/[;；]/)];
      chosen[row] = parts.some((part) => wanted.has(searchKey(part)));
    });
  } else {
    const wanted = new Set(pool.ids.map(searchKey));
    source.names.forEach((names, row) => {
      chosen[row] = names.some((name) => wanted.has(searchKey(name)));
    });
  }
  if (!chosen.includes(true)) {
    throw refuse("The answer pool keeps no entry: every entry would be left out", "upload.pool.errors.empty");
  }
  return chosen;
}

export type PoolProposal = {
  pool: Extract<AnswerPool, { kind: "top" }>;
  /** What kind of column it is: a rank (lowest first) or a measure of popularity (highest first). */
  basis: "rank" | "popularity";
  /** Rows with a number in the column. */
  rows: number;
  reason: string;
};

/** Headers of a rank: the lowest number is the best known (a frequency rank, 排名). */
const RANK_HEADER = /(^|[^a-z])(rank|ranking|rang|position)([^a-z]|$)|排名|排行|名次|位次|序位/i;
/** Headers of a measure of fame: the highest number is the best known. */
const POPULARITY_HEADER =
  /popular|popularity|(^|[^a-z])(hpi|views|pageviews|page_?views|visits|visitors|followers|plays|downloads|population|frequency|freq|appearances)([^a-z]|$)|人气|热度|浏览|访问|人口|频率|频次|字频|播放|下载|关注/i;

/**
 * where a table has a rank or popularity column (a frequency rank, a popularity index,
 * population, page views) and more rows than a player could know, the top N by it. A rank column
 * wins over a measure (it is the table's own order of fame); the column must hold a number in at
 * least 80% of the rows.
 */
export function proposeAnswerPool(
  table: Pick<CsvTable, "headers" | "rows">,
  nameHeader?: string,
): PoolProposal | null {
  const rows = table.rows.length;
  const count = proposedPoolSize(rows);
  if (!poolWorthProposing(rows)) return null;
  const layout = csvLayout(table.headers, table.rows as string[][], nameHeader);
  const nameColumns = new Set(layout ? [layout.name, layout.labelZh, layout.labelEn] : []);
  let best: PoolProposal | null = null;
  table.headers.forEach((header, index) => {
    if (nameColumns.has(index)) return;
    const basis = RANK_HEADER.test(header) ? "rank" : POPULARITY_HEADER.test(header) ? "popularity" : null;
    if (!basis || (best && (best.basis === "rank" || basis === "popularity"))) return;
    const numbered = table.rows.filter((row) => poolNumber(row[index] ?? "") !== null).length;
    if (numbered < rows * 0.8) return;
    const order = basis === "rank" ? "asc" : "desc";
    best = {
      pool: { kind: "top", column: header, count, order },
      basis,
      rows: numbered,
      reason:
        basis === "rank"
          ? `"${header}" ranks the rows: the ${count} ranked first of ${rows}`
          : `"${header}" measures popularity: the ${count} highest of ${rows}`,
    };
  });
  return best;
}
