import type { AppDeps } from "./deps.server";
import { LruCache } from "./lru-cache";

/** spec §9: cached reads live 10 minutes. */
export const CACHE_TTL_SECONDS = 600;
const GENERATION_KEY = "cache:public:generation";
/** How long an isolate trusts its copy of the generation before asking KV again. */
const GENERATION_CHECK_MS = 5_000;

type CacheDeps = { kv: KVNamespace };
/** A public read also hands its KV copy to `waitUntil`, so the page goes on without waiting for the write. */
type ReadThroughDeps = Pick<AppDeps, "kv" | "waitUntil">;

const memory = new LruCache<unknown>({ maxEntries: 200, sweepIntervalMs: 60_000 });
/** Facts about one viewer (`rememberForGeneration`): many small entries, kept apart from the public reads. */
const viewerFacts = new LruCache<unknown>({ maxEntries: 2_000, sweepIntervalMs: 60_000 });
let generation = { value: "", checkedAt: Number.NEGATIVE_INFINITY };

/**
 * Every public-read key carries the current generation, and any write to a dataset starts a new
 * one: old entries (in KV and in every isolate's LRU) simply stop being asked for and expire.
 */
export async function currentGeneration({ kv }: CacheDeps): Promise<string> {
  const now = Date.now();
  if (now - generation.checkedAt < GENERATION_CHECK_MS) return generation.value;
  // Unreadable: keep the copy this isolate has (or "0") and ask again after the next interval.
  const value = (await bestEffort("get", () => kv.get(GENERATION_KEY))) ?? (generation.value || "0");
  generation = { value, checkedAt: now };
  return value;
}

/**
 * KV is a cache here, never the record: a failed KV call (the Free plan's 1,000 writes a day spent,
 * more than one write a second to one key, an outage) costs a cache miss or a stale list, never the
 * request, and never a write the database already committed. The call answers `failed` (default
 * null, a miss) when KV refuses it.
 */
export async function bestEffort<T, F = null>(
  what: string,
  call: () => Promise<T>,
  failed: F = null as F,
): Promise<T | F> {
  try {
    return await call();
  } catch (error) {
    console.warn(
      `KV ${what} failed; going on without the cache:`,
      error instanceof Error ? error.message : error,
    );
    return failed;
  }
}

/**
 * Reads through the in-memory LRU, then KV, then `load`. Only values `cacheable` accepts are stored:
 * callers pass public data only, so a private dataset never reaches the cache. The KV copy is written
 * after the answer (`waitUntil`): a far player's first view waits for the read, not for the write
 * (docs/capacity.md "Far player"). The isolate's copy is set at once, so this isolate never reads KV
 * for it; another isolate asking within the write's few milliseconds simply loads it once more.
 */
export async function readThrough<T>(
  deps: ReadThroughDeps,
  key: string,
  load: () => Promise<T>,
  cacheable: (value: T) => boolean = () => true,
): Promise<T> {
  const fullKey = `cache:public:${await currentGeneration(deps)}:${key}`;
  const hit = memory.get(fullKey);
  if (hit !== undefined) return hit as T;
  const stored = await bestEffort("get", () => deps.kv.get<T>(fullKey, "json"));
  if (stored !== null) {
    memory.set(fullKey, stored, CACHE_TTL_SECONDS * 1000);
    return stored;
  }
  const value = await load();
  if (cacheable(value)) {
    memory.set(fullKey, value, CACHE_TTL_SECONDS * 1000);
    deps.waitUntil(
      bestEffort("put", () =>
        deps.kv.put(fullKey, JSON.stringify(value), { expirationTtl: CACHE_TTL_SECONDS }),
      ),
    );
  }
  return value;
}

/**
 * A small fact about one viewer that only a dataset write can change (whether they own a private
 * dataset), kept in this isolate only, never in KV: it is keyed by the generation, so it is exactly
 * as fresh as the public reads.
 */
export async function rememberForGeneration<T>(
  deps: CacheDeps,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const fullKey = `${await currentGeneration(deps)}:${key}`;
  const known = viewerFacts.get(fullKey);
  if (known !== undefined) return known as T;
  const value = await load();
  viewerFacts.set(fullKey, value, CACHE_TTL_SECONDS * 1000);
  return value;
}

/** spec §4: create, update, delete, fork and new versions drop every cached public read. */
export async function invalidatePublicCache({ kv }: CacheDeps): Promise<void> {
  const value = `${Date.now().toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0].toString(36)}`;
  generation = { value, checkedAt: Date.now() };
  memory.clear();
  viewerFacts.clear();
  // Unwritten, other isolates keep serving their copies until the entries' 10-minute TTL.
  await bestEffort("put", () => kv.put(GENERATION_KEY, value));
}

/**
 * Drops a few public keys of the current generation (this isolate's copy and KV's): for a change
 * that touches one dataset's numbers (a favorite), not every cached list. Other isolates' copies
 * expire with their TTL.
 */
export async function forgetPublic(deps: CacheDeps, keys: readonly string[]): Promise<void> {
  const prefix = `cache:public:${await currentGeneration(deps)}:`;
  await Promise.all(
    keys.map((key) => {
      memory.delete(prefix + key);
      return bestEffort("delete", () => deps.kv.delete(prefix + key));
    }),
  );
}
