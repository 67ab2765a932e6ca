import { AsyncLocalStorage } from "node:async_hooks";

/**
 * D1 read replication (ADR 036). A request's statements run in the D1 session the Worker opened for
 * it (`runInD1Session`), so its reads may be answered by a replica near the player and its writes go
 * to the primary; outside one (cron, tests, scripts) they run on the binding itself, i.e. the primary.
 *
 * The app keeps one drizzle instance and its prepared statements per binding (db/index.ts,
 * prepared.server.ts), so the session cannot be a new binding per request: `routedDatabase` wraps
 * the binding once, and each statement finds the request's session when it runs.
 */
const current = new AsyncLocalStorage<D1DatabaseSession>();

export function runInD1Session<T>(session: D1DatabaseSession, work: () => Promise<T>): Promise<T> {
  return current.run(session, work);
}

type Target = Pick<D1Database, "prepare" | "batch">;

class RoutedStatement {
  constructor(
    private readonly binding: D1Database,
    readonly sql: string,
    readonly values: unknown[] = [],
  ) {}
  bind(...values: unknown[]) {
    return new RoutedStatement(this.binding, this.sql, values);
  }
  /** The statement on the request's session, or on the binding outside one. */
  on(target: Target = current.getStore() ?? this.binding): D1PreparedStatement {
    const statement = target.prepare(this.sql);
    return this.values.length > 0 ? statement.bind(...this.values) : statement;
  }
  first(column?: string) {
    return column === undefined ? this.on().first() : this.on().first(column);
  }
  all() {
    return this.on().all();
  }
  run() {
    return this.on().run();
  }
  raw(options?: { columnNames?: boolean }) {
    return options?.columnNames ? this.on().raw({ columnNames: true }) : this.on().raw();
  }
}

const routed = new WeakMap<D1Database, D1Database>();

export function routedDatabase(binding: D1Database): D1Database {
  let database = routed.get(binding);
  if (!database) {
    const wrapper = {
      prepare: (sql: string) => new RoutedStatement(binding, sql),
      batch: (statements: RoutedStatement[]) => {
        const target = current.getStore() ?? binding;
        return target.batch(statements.map((statement) => statement.on(target)));
      },
      exec: (sql: string) => binding.exec(sql),
      dump: () => binding.dump(),
      withSession: (constraint?: string) => binding.withSession(constraint),
    };
    database = wrapper as unknown as D1Database;
    routed.set(binding, database);
  }
  return database;
}
