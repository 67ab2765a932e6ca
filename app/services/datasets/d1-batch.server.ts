import { is, SQL } from "drizzle-orm";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import type { AppDeps } from "~/services/deps.server";

const dialect = new SQLiteSyncDialect();

type BuiltQuery = { toSQL(): { sql: string; params: unknown[] } };

/**
 * One D1 batch (one transaction) of drizzle builders and raw `sql` statements. drizzle's own
 * `db.batch` cannot bind parameters of `db.run(sql…)` items (0.45), so both are prepared here.
 * Rows come back as D1 returns them: objects keyed by column name.
 */
export async function runBatch(
  { db }: Pick<AppDeps, "db">,
  queries: (SQL | BuiltQuery)[],
): Promise<D1Result[]> {
  const d1 = db.$client;
  const statements = queries.map((query) => {
    const built = is(query, SQL) ? dialect.sqlToQuery(query) : (query as BuiltQuery).toSQL();
    return d1.prepare(built.sql).bind(...built.params);
  });
  return d1.batch(statements);
}

/** The `id` a batch's INSERT … RETURNING id produced. */
export function returnedId(result: D1Result | undefined): number {
  const row = result?.results?.[0] as { id?: number } | undefined;
  if (typeof row?.id !== "number") throw new Error("INSERT … RETURNING id gave no row");
  return row.id;
}
