import * as build from "@remix-build";
import type { WorkerHooks } from "~/worker-hooks.server";

type Gate = ReturnType<WorkerHooks["createRouteGate"]>;
export type BuildRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
};

let gate: Gate | null = null;

/** The built Worker's own route gate (the one workers/app.ts makes), to price requests without spending. */
export function gateOfBuild(): Gate {
  const hooks = (build.entry.module as unknown as { workerHooks: WorkerHooks }).workerHooks;
  gate ??= hooks.createRouteGate(build as unknown as Parameters<WorkerHooks["createRouteGate"]>[0]);
  return gate;
}

/** The built routes, by id. */
export const builtRoutes = build.routes as unknown as Record<string, BuildRoute>;
