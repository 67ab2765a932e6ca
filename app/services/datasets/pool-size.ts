/** How big a proposed answer pool is, and when a table is big enough to want one (the page asks too). */

/** The pool proposed for a table of this many rows: a set a player can know, 100 to 500 entries. */
export function proposedPoolSize(rows: number): number {
  return Math.min(500, Math.max(100, Math.round(rows / 10)));
}

/** Whether a table has more rows than a player could know, so that a pool is worth proposing. */
export function poolWorthProposing(rows: number): boolean {
  const count = proposedPoolSize(rows);
  return rows > count + count / 2;
}
