import type { AppLoadContext } from "@remix-run/cloudflare";
import { type AppDeps, type AppEnv, createDeps } from "./app/services/deps.server";
import type { GateVerdict } from "./app/web/gate-verdict.server";

declare global {
  interface CloudflareEnv extends Env {}
}

export type { AppEnv };

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: AppEnv; ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException"> };
    /** The domain layer's dependencies, built once per request. */
    deps: AppDeps;
    /** Per-request CSP nonce for inline scripts. */
    nonce: string;
    /** The Worker's route gate: the matched route and whether its rate limits are spent. */
    gate?: GateVerdict;
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
    deps: createDeps(context.cloudflare.env, context.cloudflare.ctx),
    nonce: context.nonce ?? "",
  };
}
