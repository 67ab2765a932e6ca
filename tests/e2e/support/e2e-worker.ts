// The Worker the e2e suite serves: the app's own Worker plus one route that runs a SQL statement on
// the same D1 binding. Tests read answers and seed rows through it. A second process on the same
// SQLite file (`wrangler d1 execute --local`) meets SQLITE_BUSY whenever the worker writes, and
// the worker then fails requests the same way; inside the worker, statements queue like requests.
// Only tests/e2e/support/local-worker.mjs serves this entry; `wrangler deploy` uses workers/app.ts.
import app from "../../../workers/app";
import { E2E_BROKEN_DB_COOKIE, E2E_D1_PATH } from "./d1-route";

async function runStatement(request: Request, env: Env): Promise<Response> {
  const { sql } = (await request.json()) as { sql?: unknown };
  if (typeof sql !== "string") return Response.json({ error: "body must be {sql: string}" }, { status: 400 });
  try {
    const { results } = await env.DB.prepare(sql).all();
    return Response.json({ results });
  } catch (error) {
    return Response.json({ error: String(error) }, { status: 500 });
  }
}

/**
 * A D1 binding whose every query fails: forces a 500 on any page that reads the database. Opening a
 * session still works (it sends nothing, ADR 036), and the session's queries fail the same way.
 */
function brokenDatabase(): D1Database {
  const fail = () => {
    throw new Error("e2e: the database is unavailable (forced)");
  };
  const broken: D1Database = new Proxy({} as D1Database, {
    get: (_, property) => {
      if (property === "then") return undefined;
      if (property === "withSession") return () => broken;
      if (property === "getBookmark") return () => null;
      return fail;
    },
  });
  return broken;
}

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === E2E_D1_PATH && request.method === "POST") return runStatement(request, env);
    // A test that sets this cookie sees the app as it is when D1 fails (the error page, spec §8).
    if ((request.headers.get("Cookie") ?? "").includes(`${E2E_BROKEN_DB_COOKIE}=1`)) {
      return app.fetch(request, { ...env, DB: brokenDatabase() }, ctx);
    }
    return app.fetch(request, env, ctx);
  },
  scheduled: app.scheduled,
} satisfies ExportedHandler<Env>;
