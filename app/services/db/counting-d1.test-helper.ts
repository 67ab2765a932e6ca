/** Methods of a D1 statement that send it to the database (one round trip each). */
const RUNS = new Set<PropertyKey>(["first", "all", "run", "raw"]);

/**
 * A D1 binding that counts its round trips to the database (a statement run, or a whole batch), for
 * tests of how many reads a page makes: locally each one costs a page about half its throughput.
 */
export function countingD1(d1: D1Database): { d1: D1Database; roundTrips: () => number } {
  let trips = 0;
  const countRuns = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (RUNS.has(key)) trips += 1;
          const result: unknown = value.apply(object, args);
          // `bind` gives a new statement: its runs count too.
          return key === "bind" && typeof result === "object" && result !== null ? countRuns(result) : result;
        };
      },
    });
  const counted = new Proxy(d1, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (key === "batch") trips += 1;
        const result: unknown = value.apply(object, args);
        return key === "prepare" && typeof result === "object" && result !== null
          ? countRuns(result)
          : result;
      };
    },
  });
  return { d1: counted, roundTrips: () => trips };
}
