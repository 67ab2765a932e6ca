// The Worker `npm run bench:far` serves: the app's own Worker with its D1, KV and Cache API wrapped
// so that every call is counted and grouped into sequential rounds (calls started before any call
// of the current round returned run in parallel with it; any later call starts a new round). The
// response carries the rounds in `X-Far-Rounds`; bench/far.mjs turns them into the time a far
// player waits, with the delay per kind of call it is given. A call handed to `ctx.waitUntil` (work
// after the answer: a KV copy of a public read, the location cache's put) delays nothing: it is left
// out of the rounds and listed in `X-Far-After`. It is recognised as a call started in the same
// synchronous turn as the `waitUntil` that takes it, which is how the app hands such work over
// (`deps.waitUntil(bestEffort("put", () => kv.put(...)))`). Only bench/far.mjs serves this entry;
// `wrangler deploy` uses workers/app.ts, whose behaviour this file does not change.
import app from "../workers/app";

type Kind = "d1-primary" | "d1-replica" | "kv" | "cache";
type Call = { kind: Kind; detached: boolean };
type Round = { calls: Call[]; open: boolean };

/** One request at a time in the bench, so one tracker per isolate is enough. */
const tracker = {
  active: false,
  /** A request with `X-Far-Trace` logs each call (its round, kind and SQL or key) to the Worker's log. */
  trace: false,
  rounds: [] as Round[],
  /** Calls started in the current synchronous turn: the ones a `waitUntil` in this turn takes. */
  thisTurn: [] as Call[],
  track<T>(kind: Kind, call: () => Promise<T>, label = ""): Promise<T> {
    if (!this.active) return call();
    let round = this.rounds.at(-1);
    if (!round?.open) {
      round = { calls: [], open: true };
      this.rounds.push(round);
    }
    const counted: Call = { kind, detached: false };
    round.calls.push(counted);
    if (this.thisTurn.length === 0) queueMicrotask(() => (this.thisTurn = []));
    this.thisTurn.push(counted);
    if (this.trace) console.log(`[far-trace] round ${this.rounds.length} ${kind} ${label.slice(0, 160)}`);
    const current = round;
    return call().finally(() => {
      // Work after the answer ends no round: nothing waits for it.
      if (!counted.detached) current.open = false;
    });
  },
  /** The calls of this turn go to `waitUntil`: out of the rounds. */
  detachThisTurn() {
    for (const call of this.thisTurn) call.detached = true;
    if (this.trace && this.thisTurn.length > 0)
      console.log(`[far-trace] after the answer: ${this.thisTurn.length}`);
    this.thisTurn = [];
  },
  waited(): Kind[][] {
    return this.rounds
      .map((round) => round.calls.filter((call) => !call.detached).map((call) => call.kind))
      .filter((kinds) => kinds.length > 0);
  },
  after(): Kind[] {
    return this.rounds.flatMap((round) =>
      round.calls.filter((call) => call.detached).map((call) => call.kind),
    );
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
    tracker.thisTurn = [];
    const waitUntil = (work: Promise<unknown>) => {
      tracker.detachThisTurn();
      ctx.waitUntil(work);
    };
    const watched = new Proxy(ctx, {
      get(target, property) {
        if (property === "waitUntil") return waitUntil;
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    try {
      const response = await app.fetch(request, { ...env, ...bindings }, watched);
      const counted = new Response(response.body, response);
      counted.headers.set("X-Far-Rounds", JSON.stringify(tracker.waited()));
      counted.headers.set("X-Far-After", JSON.stringify(tracker.after()));
      return counted;
    } finally {
      tracker.active = false;
    }
  },
  scheduled: app.scheduled,
} satisfies ExportedHandler<Env>;
