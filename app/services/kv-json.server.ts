import type { AppDeps } from "~/services/deps.server";
import { bestEffort } from "./cache.server";
import { LruCache } from "./lru-cache";

/**
 * A KV value read as JSON and checked by `parse`, where the parsing happens once per distinct stored
 * text in this isolate: a published board or stats record is read on every page view but changes
 * once per cron tick, and JSON.parse plus its zod check were a tenth of a millisecond or more of
 * Worker CPU per value and view. Callers must not mutate what they get (later requests share it).
 *
 * By default the text is still read from KV on every call, so a new value is seen at once. With
 * `trustMs` the isolate answers from its copy for that long without asking KV (each KV read is a
 * binding call of ~0.25 ms of Worker CPU). Only for values the cron publishes: KV itself may show
 * other locations a write up to 60 s late, so a copy trusted for less than that adds no staleness a
 * reader could not already see; the writer forgets its copy (forget-on-write.server.ts) so its own isolate sees it at once.
 */
const REFUSED = Symbol("KV refused");
type Copy = { text: string | null; value: unknown; readAt: number };
/**
 * Spec §9's 200 keys, without an expiry: freshness is `trustMs` and the text comparison, and the
 * last copy is what a reader gets while KV refuses reads (ADR 040).
 */
const copies = new LruCache<Copy>({ ttlMs: Number.POSITIVE_INFINITY });

/** How long an isolate trusts its copy of a cron-published value (boards, dataset stats). */
export const PUBLISHED_TRUST_MS = 30_000;

export async function readKvJson<T>(
  { kv }: Pick<AppDeps, "kv">,
  key: string,
  parse: (json: unknown) => T | Promise<T>,
  { trustMs = 0 }: { trustMs?: number } = {},
): Promise<T> {
  const copy = copies.get(key);
  const now = Date.now();
  if (copy && trustMs > 0 && now - copy.readAt < trustMs) return copy.value as T;
  const text = await bestEffort(`get of ${key}`, () => kv.get(key, "text"), REFUSED);
  // KV refused (a plan's daily reads spent, an outage): the last copy, else "not published yet".
  if (text === REFUSED) return copy ? (copy.value as T) : parse(null);
  if (copy && text !== null && copy.text === text) {
    copy.readAt = now;
    return copy.value as T;
  }
  const value = await parse(text === null ? null : JSON.parse(text));
  // A missing value is remembered only when trusted (it may be filled from elsewhere by `parse`).
  if (text !== null || trustMs > 0) copies.set(key, { text, value, readAt: now });
  return value;
}

/** Drops this isolate's copies of `keys` (a writer that just changed them). */
export function forgetKvJson(keys: Iterable<string>): void {
  for (const key of keys) copies.delete(key);
}
