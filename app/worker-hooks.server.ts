import { detectFirstVisitLocale, rememberLocale } from "./i18n/locale-redirect.server";
import { currentGeneration } from "./services/cache.server";
import { runScheduledJobs } from "./services/scheduled.server";
import { isEmbedPath } from "./web/embed.server";
import { createRouteGate } from "./web/route-gate.server";

/**
 * What the Worker entry (workers/app.ts) needs from the app besides Remix's request handler.
 * Exported through entry.server so the Worker reaches it inside the one Vite-built bundle
 * (with its import.meta.glob locales and shared module state) instead of bundling the app twice.
 */
export const workerHooks = {
  detectFirstVisitLocale,
  rememberLocale,
  runScheduledJobs,
  /** Rate limits by matched route and the `($lang)` check, before any loader or action (ADR 017). */
  createRouteGate,
  /** Shared page renderings belong to one generation of public data, like every cached read. */
  publicCacheGeneration: (kv: KVNamespace) => currentGeneration({ kv }),
  /** Only the embeds may be framed by other sites. */
  isFramable: isEmbedPath,
};

export type WorkerHooks = typeof workerHooks;
