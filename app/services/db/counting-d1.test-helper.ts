/** Calls that send work to the database: a statement run, or a whole batch (one round trip each). */
const ROUND_TRIPS = new Set<PropertyKey>(["first", "all", "run", "raw", "batch"]);
/** Calls that give a statement whose runs must count too. */
const GIVES_STATEMENT = new Set<PropertyKey>(["prepare", "bind"]);
/** Runs that return rows without D1's `meta`. */
const WITHOUT_META = new Set<PropertyKey>(["first", "raw"]);
const READ = /^\s*(select|with)\b/i;

type Meta = { meta?: { rows_read?: number } };

function rowsOf(result: unknown): number {
  const results: unknown[] = Array.isArray(result) ? result : [result];
  return results.reduce<number>((sum, one) => sum + ((one as Meta | null)?.meta?.rows_read ?? 0), 0);
}

/**
 * A D1 binding that counts its round trips to the database (locally each one costs a page about
 * half its throughput) and the rows D1 reports reading (what D1 bills, and what grows when a query
 * misses its index). A read run with `first` or `raw` is run once more with `all`, uncounted, for
 * its `meta`.
 */
export function countingD1(d1: D1Database): {
  d1: D1Database;
  roundTrips: () => number;
  rowsRead: () => number;
} {
  let trips = 0;
  let rows = 0;
  const counted = <T extends object>(target: T, sql: string): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key);
        if (typeof value !== "function") return value;
        if (GIVES_STATEMENT.has(key)) {
          return (...args: unknown[]) => {
            const statement = value.apply(object, args) as object;
            return counted(statement, key === "prepare" ? String(args[0]) : sql);
          };
        }
        if (!ROUND_TRIPS.has(key)) return value.bind(object);
        return async (...args: unknown[]) => {
          trips += 1;
          if (WITHOUT_META.has(key) && READ.test(sql)) {
            rows += rowsOf(await (object as unknown as D1PreparedStatement).all());
          }
          const result: unknown = await value.apply(object, args);
          if (!WITHOUT_META.has(key)) rows += rowsOf(result);
          return result;
        };
      },
    });
  return { d1: counted(d1, ""), roundTrips: () => trips, rowsRead: () => rows };
}
