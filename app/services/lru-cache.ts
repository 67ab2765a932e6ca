type Slot<V> = { value: V; expiresAt: number; weight: number };

/** spec §9: at most 200 entries per cache. */
export const CACHE_MAX_ENTRIES = 200;
/** spec §9: a cached value lives 10 minutes. */
export const CACHE_TTL_MS = 600_000;
/** spec §9: expired entries are swept every 60 seconds. */
export const CACHE_SWEEP_MS = 60_000;

export type LruOptions<V> = {
  maxEntries?: number;
  /** An entry's lifetime when `set` names none; `Infinity` keeps it until evicted or deleted. */
  ttlMs?: number;
  sweepIntervalMs?: number;
  /** A second bound on the sum of `weigh(value)`; the entry just set is never evicted by it. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  now?: () => number;
};

/**
 * The one bounded cache of an isolate: least-recently-used order, a bound on entries (and optionally
 * on a weight such as cells), an expiry per entry. Workers forbid timers outside a request, so the
 * sweep of expired entries runs on the first access after its interval. Calls take an optional `now`
 * for callers that read an injected clock.
 */
export class LruCache<V, K extends string | number = string> {
  readonly #slots = new Map<K, Slot<V>>();
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #sweepIntervalMs: number;
  readonly #maxWeight: number;
  readonly #weigh: (value: V) => number;
  readonly #now: () => number;
  #lastSweep: number;
  #weight = 0;

  constructor({
    maxEntries = CACHE_MAX_ENTRIES,
    ttlMs = CACHE_TTL_MS,
    sweepIntervalMs = CACHE_SWEEP_MS,
    maxWeight = Number.POSITIVE_INFINITY,
    weigh = () => 0,
    now = Date.now,
  }: LruOptions<V> = {}) {
    this.#maxEntries = maxEntries;
    this.#ttlMs = ttlMs;
    this.#sweepIntervalMs = sweepIntervalMs;
    this.#maxWeight = maxWeight;
    this.#weigh = weigh;
    this.#now = now;
    this.#lastSweep = now();
  }

  get size(): number {
    return this.#slots.size;
  }

  /** The sum of the entries' weights. */
  get weight(): number {
    return this.#weight;
  }

  get(key: K, now = this.#now()): V | undefined {
    this.#maybeSweep(now);
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    this.#slots.delete(key);
    if (slot.expiresAt <= now) {
      this.#weight -= slot.weight;
      return undefined;
    }
    this.#slots.set(key, slot);
    return slot.value;
  }

  set(key: K, value: V, ttlMs = this.#ttlMs, now = this.#now()): void {
    this.#maybeSweep(now);
    this.delete(key);
    const weight = this.#weigh(value);
    this.#slots.set(key, { value, expiresAt: now + ttlMs, weight });
    this.#weight += weight;
    while (this.#slots.size > this.#maxEntries || (this.#weight > this.#maxWeight && this.#slots.size > 1)) {
      const oldest = this.#slots.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const slot = this.#slots.get(key);
    if (!slot) return;
    this.#slots.delete(key);
    this.#weight -= slot.weight;
  }

  /** Drops every entry `matches` accepts (e.g. all sessions of one user). */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    for (const [key, slot] of this.#slots) if (matches(slot.value, key)) this.delete(key);
  }

  clear(): void {
    this.#slots.clear();
    this.#weight = 0;
  }

  /** Drops every expired entry; returns how many went. */
  sweep(now = this.#now()): number {
    this.#lastSweep = now;
    let removed = 0;
    for (const [key, slot] of this.#slots) {
      if (slot.expiresAt <= now) {
        this.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  #maybeSweep(now: number): void {
    if (now - this.#lastSweep >= this.#sweepIntervalMs) this.sweep(now);
  }
}
