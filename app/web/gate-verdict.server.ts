import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiTarget } from "./api/router.server";
import type { RateTier } from "./rate-limit.server";

/**
 * What the Worker's route gate (route-gate.server.ts) found for a request, in its load context: the
 * one match that decides both what runs and what it spends (ADR 029). Set once, never changed.
 */
export type GateVerdict = {
  /**
   * The route whose code the request runs: a write's action, a read's deepest route (a `?_data=`
   * request's named one); null when nothing matched (or `_data` names a route the path does not
   * match, which Remix refuses).
   */
  routeId: string | null;
  /** Every route the path matched, root first: the only ones whose loaders may run. */
  matchIds: readonly string[];
  /** The tier spent (null: only the IP budget). */
  tier: RateTier | null;
  /**
   * A start its IP paid for as a new guest's (`guestStart`, ADR 037): its answer gives the guest
   * this server's mark, so the guest's next requests spend its own budgets.
   */
  newGuest: boolean;
  /** The API operation matched, for `routes/api.v1.$` (its dispatch uses it, not a second match). */
  api: ApiTarget | null;
  /** Seconds to wait when a budget is spent, else null. */
  retryAfter: number | null;
  /**
   * Whether the spent budget is the action's to answer: a write to a route with an action. Its
   * loaders (the page rendered after the form's answer) then read as usual.
   */
  actionAnswers: boolean;
  /** The `($lang)` segment holds something other than a known locale: the request is a 404. */
  unknownLocale: boolean;
};

/** Wrappers that answer a spent budget themselves (a page form's message, the error page, the API envelope). */
const answersRateLimit = new WeakSet<object>();

/** Marks a loader or action made by `pageLoader`, `pageAction` or `apiHandler`. */
export function answeringRateLimit<F extends object>(fn: F): F {
  answersRateLimit.add(fn);
  return fn;
}

/**
 * The wait a loader or an action must answer, if the request's budget is spent: on a write to a
 * route with an action, only the action answers it (with its form's message, the API envelope or
 * the 429 page) and the loaders that render after it read as usual.
 */
export function gateWait(context: AppLoadContext | undefined, kind: "loader" | "action"): number | null {
  const gate = context?.gate;
  if (!gate || gate.retryAfter === null) return null;
  return kind === "loader" && gate.actionAnswers ? null : gate.retryAfter;
}

/** The args the gate hands a loader or action that answers a spent budget itself. */
export type GatedArgs = { gateWait?: number | null };

/**
 * The wait a `pageLoader`, `pageAction` or `apiHandler` must answer, as the gate handed it for the
 * slot it fills (a `pageLoader` may serve as an action): null when nothing is spent.
 */
export function waitToAnswer(args: object): number | null {
  return (args as GatedArgs).gateWait ?? null;
}

/** Whether `fn` answers a spent budget itself. */
export function isAnsweringRateLimit(fn: object): boolean {
  return answersRateLimit.has(fn);
}
