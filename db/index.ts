import { drizzle } from "drizzle-orm/d1";
import { routedDatabase } from "./d1-session";
import * as schema from "./schema";

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof connect>;

// drizzle() rebuilds the relational config of the whole schema (a profile showed ~0.3 ms per
// request); the binding is stable within an isolate, so one instance per binding is enough.
const byBinding = new WeakMap<D1Database, Database>();

export function database(d1: D1Database): Database {
  let db = byBinding.get(d1);
  if (!db) {
    // Statements run in the request's D1 session when the Worker opened one (db/d1-session.ts).
    db = connect(routedDatabase(d1));
    byBinding.set(d1, db);
  }
  return db;
}
