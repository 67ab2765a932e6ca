import type { AppLoadContext } from "@remix-run/cloudflare";
import { type Database, database } from "./db/index";

declare global {
  interface CloudflareEnv extends Env {}
}

export type AppEnv = Env & {
  JWT_SECRET?: string;
  DAILY_SECRET?: string;
  GITHUB_CLIENT_SECRET?: string;
  GOOGLE_CLIENT_SECRET?: string;
};

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: AppEnv; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };
    db: Database;
    /** Per-request CSP nonce for inline scripts. */
    nonce: string;
  }
}

type GetLoadContextArgs = {
  request: Request;
  context: {
    cloudflare: { env: AppEnv; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };
  } & Partial<Pick<AppLoadContext, "nonce">>;
};

export function getLoadContext({ context }: GetLoadContextArgs): AppLoadContext {
  return {
    cloudflare: context.cloudflare,
    db: database(context.cloudflare.env.DB),
    nonce: context.nonce ?? "",
  };
}
