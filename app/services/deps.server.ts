// Relative, not `~db/`: vite.config.ts loads this file (via load-context) in plain Node, which has no tsconfig paths.
import { type Database, database } from "../../db/index";

/** The Worker's bindings and secrets as the domain layer sees them (`wrangler types` gives `Env`). */
export type AppEnv = Env & {
  JWT_SECRET?: string;
  DAILY_SECRET?: string;
  GITHUB_CLIENT_SECRET?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** "1": mail goes to the D1 outbox, read on `npm start`'s outbox page (local and tests only; ADR 019). */
  MAIL_OUTBOX?: string;
  /** Production mail (ADR 019): the Resend API key (a secret) and the sender address (a var). */
  RESEND_API_KEY?: string;
  MAIL_FROM?: string;
};

/**
 * Everything a service may reach, built once per request (or per cron tick). Services take it as
 * their first argument: `createDataset(deps, userId, input)`. `now` lets tests move the clock;
 * `waitUntil` lets a service finish work after the response (a no-op in tests).
 */
export type AppDeps = {
  db: Database;
  kv: KVNamespace;
  env: AppEnv;
  now: () => Date;
  waitUntil: (work: Promise<unknown>) => void;
};

export function createDeps(
  env: AppEnv,
  ctx?: Pick<ExecutionContext, "waitUntil">,
  now: () => Date = () => new Date(),
): AppDeps {
  return {
    db: database(env.DB),
    kv: env.KV,
    env,
    now,
    waitUntil: ctx ? (work) => ctx.waitUntil(work) : () => {},
  };
}
