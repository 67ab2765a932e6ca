import type { AppLoadContext } from "@remix-run/cloudflare";
import type { DatasetDeps } from "./datasets.server";

export const datasetDeps = (context: AppLoadContext): DatasetDeps => ({
  db: context.db,
  kv: context.cloudflare.env.KV,
});
