/** Calls that send work to the database: a statement run, or a whole batch (one round trip each). */
const ROUND_TRIPS = new Set<PropertyKey>(["first", "all", "run", "raw", "batch"]);
/** Calls that give a statement whose runs must count too. */
const GIVES_STATEMENT = new Set<PropertyKey>(["prepare", "bind"]);

/**
 * A D1 binding that counts its round trips to the database, for tests of how many reads a page
 * makes: locally each one costs a page about half its throughput.
 */
export function countingD1(d1: D1Database): { d1: D1Database; roundTrips: () => number } {
  let trips = 0;
  const counted = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (ROUND_TRIPS.has(key)) trips += 1;
          const result: unknown = value.apply(object, args);
          return GIVES_STATEMENT.has(key) && typeof result === "object" && result !== null
            ? counted(result)
            : result;
        };
      },
    });
  return { d1: counted(d1), roundTrips: () => trips };
}
