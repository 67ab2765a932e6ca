import { fillPlaceholders, type Query } from "drizzle-orm";
import type { AppDeps } from "~/services/deps.server";
import type { Database } from "~db/index";

/**
 * Hot statements built once per database per isolate, not once per request.
 *
 * Building a drizzle query (selection, joins, `where`, the SQL string) cost 0.2–0.5 ms of Worker
 * CPU per statement in the page profiles; with D1, `.prepare()` does all of that once, and each
 * run only binds the values (`stmt.bind(...)`, a plain object) and sends them. D1 keeps no
 * server-side handle for a prepared statement, so one held across requests is only the built SQL
 * and its result mapping. `database(env.DB)` gives the same drizzle instance per binding, so the
 * statement is keyed by it (a WeakMap: a test's or another binding's database gets its own).
 *
 * Values that change per request must be `sql.placeholder("name")`, never captured variables:
 *
 *   const sessionByHash = prepared((db) =>
 *     db.select({ id: sessions.id }).from(sessions)
 *       .where(eq(sessions.tokenHash, sql.placeholder("tokenHash"))).prepare(),
 *   );
 *   const row = await sessionByHash(db).get({ tokenHash });
 *
 * `eq(column, sql.placeholder(...))` encodes the value like the column does (a Date for a
 * timestamp column); a placeholder inside `sql\`...\`` (the only way into `.set({...})`) is sent
 * as given (milliseconds, not a Date). A column's `$onUpdate`/`$defaultFn` (`updatedAt`) runs when
 * the statement is BUILT, once: give such columns a placeholder too, or the first request's time
 * is written forever.
 */
export function prepared<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}

/** What `batchPrepared` needs of a drizzle prepared query (`.prepare()` of a select, insert, update, delete). */
type PreparedStatement = {
  getQuery(): Query;
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
  execute(placeholderValues?: Record<string, unknown>): unknown;
};

export type BatchItem = readonly [PreparedStatement, Record<string, unknown>?];

/**
 * Several prepared statements in one D1 batch (one round trip, one implicit transaction), each
 * with its placeholder values; results come back as each statement's `execute()` would give them
 * (`all` rows for a select). `db.batch([...])` would rebuild every statement's SQL.
 */
export async function batchPrepared<const T extends readonly BatchItem[]>(
  { db }: Pick<AppDeps, "db">,
  items: T,
): Promise<BatchResults<T>> {
  const { after } = await batchAfter({ db }, [], items);
  return after;
}

type BatchResults<T extends readonly BatchItem[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K][0]["execute"]>>;
};

/**
 * Plain D1 statements (raw SQL, e.g. a write drizzle cannot express), then prepared ones, in one
 * batch: one round trip and one transaction, so the prepared reads see the writes before them.
 */
export async function batchAfter<const T extends readonly BatchItem[]>(
  { db }: Pick<AppDeps, "db">,
  first: readonly D1PreparedStatement[],
  items: T,
): Promise<{ first: D1Result[]; after: BatchResults<T> }> {
  const client = db.$client;
  const statements = items.map(([query, values]) => {
    const { sql, params } = query.getQuery();
    return client.prepare(sql).bind(...fillPlaceholders(params, values ?? {}));
  });
  const results = await client.batch([...first, ...statements]);
  return {
    first: results.slice(0, first.length),
    after: results
      .slice(first.length)
      .map((result, i) => items[i][0].mapResult(result, true)) as BatchResults<T>,
  };
}
