import type { AppLoadContext } from "@remix-run/cloudflare";

/** What the Worker's route gate (route-gate.server.ts) found for a request, in its load context. */
export type GateVerdict = {
  /** The route the request targets (the deepest match), or null (nothing matched). */
  routeId: string | null;
  /** Seconds to wait when a budget is spent, else null. */
  retryAfter: number | null;
  /** The `($lang)` segment holds something other than a known locale: the request is a 404. */
  unknownLocale: boolean;
  /** A page form said so itself: the loaders that run after its action render the page as usual. */
  answered?: boolean;
};

/** Wrappers that answer a spent budget themselves (a page form's message, the error page, the API envelope). */
const answersRateLimit = new WeakSet<object>();

/** Marks a loader or action made by `pageLoader`, `pageAction` or `apiHandler`. */
export function answeringRateLimit<F extends object>(fn: F): F {
  answersRateLimit.add(fn);
  return fn;
}

/** The wait the Worker's gate found for this request, if its budget is spent and nothing said so yet. */
export function gateWait(context: AppLoadContext | undefined): number | null {
  return context?.gate?.answered ? null : (context?.gate?.retryAfter ?? null);
}

/** A page action answered the spent budget with its form's message. */
export function markRateLimitAnswered(context: AppLoadContext | undefined): void {
  if (context?.gate) context.gate.answered = true;
}

/** Whether `fn` answers a spent budget itself. */
export function isAnsweringRateLimit(fn: object): boolean {
  return answersRateLimit.has(fn);
}
