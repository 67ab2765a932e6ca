// The Worker `npm run bench:far` serves: the app's own Worker with its D1, KV and Cache API wrapped
// so that every call is counted and grouped into sequential rounds (calls started before any call
// of the current round returned run in parallel with it; any later call starts a new round). The
// response carries the rounds in `X-Far-Rounds`; bench/far.mjs turns them into the time a far
// player waits, with the delay per kind of call it is given. Only bench/far.mjs serves this entry;
// `wrangler deploy` uses workers/app.ts, whose behaviour this file does not change.
import app from "../workers/app";

type Kind = "d1-primary" | "d1-replica" | "kv" | "cache";
type Round = { calls: Kind[]; open: boolean };

/** One request at a time in the bench, so one tracker per isolate is enough. */
const tracker = {
  active: false,
  /** A request with `X-Far-Trace` logs each call (its round, kind and SQL or key) to the Worker's log. */
  trace: false,
  rounds: [] as Round[],
  track<T>(kind: Kind, call: () => Promise<T>, label = ""): Promise<T> {
    if (!this.active) return call();
    let round = this.rounds.at(-1);
    if (!round?.open) {
      round = { calls: [], open: true };
      this.rounds.push(round);
    }
    round.calls.push(kind);
    if (this.trace) console.log(`[far-trace] round ${this.rounds.length} ${kind} ${label.slice(0, 160)}`);
    const current = round;
    return call().finally(() => {
      current.open = false;
    });
  },
};

const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i;
const isWrite = (sql: string) => WRITE.test(sql) || /\breturning\b/i.test(sql);

type Route = "primary" | "session";
/** A read goes to a replica only inside a D1 session; a write always goes to the primary. */
const kindOf = (writes: boolean, route: Route): Kind =>
  writes || route === "primary" ? "d1-primary" : "d1-replica";

class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly sql: string,
    private readonly route: Route,
  ) {}
  bind(...values: unknown[]) {
    return new CountedStatement(this.inner.bind(...values), this.sql, this.route);
  }
  private run_<T>(call: () => Promise<T>) {
    return tracker.track(kindOf(isWrite(this.sql), this.route), call, this.sql);
  }
  first(column?: string) {
    return this.run_(() => (column ? this.inner.first(column) : this.inner.first()));
  }
  all() {
    return this.run_(() => this.inner.all());
  }
  run() {
    return this.run_(() => this.inner.run());
  }
  raw(options?: { columnNames?: boolean }) {
    return this.run_(() => (options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw()));
  }
  get sqlText() {
    return this.sql;
  }
}

type Preparer = Pick<D1Database, "prepare" | "batch">;

function countedPreparer(inner: Preparer, route: Route) {
  return {
    prepare: (sql: string) => new CountedStatement(inner.prepare(sql), sql, route),
    batch: (statements: CountedStatement[]) =>
      tracker.track(
        kindOf(
          statements.some((statement) => isWrite(statement.sqlText)),
          route,
        ),
        () => inner.batch(statements.map((statement) => statement.inner)),
        `batch: ${statements.map((statement) => statement.sqlText.slice(0, 60)).join(" | ")}`,
      ),
  };
}

function countedDatabase(d1: D1Database): D1Database {
  return {
    ...countedPreparer(d1, "primary"),
    exec: (sql: string) => tracker.track("d1-primary", () => d1.exec(sql)),
    dump: () => d1.dump(),
    withSession: (constraint?: string) => {
      const session = d1.withSession(constraint);
      return { ...countedPreparer(session, "session"), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
}

function countedKv(kv: KVNamespace): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) =>
        tracker.track(
          "kv",
          () => Promise.resolve(value.apply(target, args)),
          `${String(property)} ${String(args[0])}`,
        );
    },
  });
}

function countCacheApi() {
  const cache = (globalThis as unknown as { caches?: { default?: Cache } }).caches?.default;
  if (!cache || (cache as Cache & { counted?: boolean }).counted) return;
  for (const method of ["match", "put", "delete"] as const) {
    const original = cache[method].bind(cache) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(cache, method, {
      value: (...args: unknown[]) => tracker.track("cache", () => original(...args), method),
    });
  }
  Object.defineProperty(cache, "counted", { value: true });
}

// The same wrapper for the whole isolate: the app keys its drizzle instance and prepared statements by binding.
const wrapped = new WeakMap<object, { DB: D1Database; KV: KVNamespace }>();

export default {
  async fetch(request, env, ctx) {
    let bindings = wrapped.get(env.DB);
    if (!bindings) {
      bindings = { DB: countedDatabase(env.DB), KV: countedKv(env.KV) };
      wrapped.set(env.DB, bindings);
    }
    countCacheApi();
    tracker.active = true;
    tracker.trace = request.headers.has("X-Far-Trace");
    tracker.rounds = [];
    try {
      const response = await app.fetch(request, { ...env, ...bindings }, ctx);
      const counted = new Response(response.body, response);
      counted.headers.set("X-Far-Rounds", JSON.stringify(tracker.rounds.map((round) => round.calls)));
      return counted;
    } finally {
      tracker.active = false;
    }
  },
  scheduled: app.scheduled,
} satisfies ExportedHandler<Env>;
