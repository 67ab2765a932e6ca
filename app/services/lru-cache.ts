type Slot<V> = { value: V; expiresAt: number };

export type LruOptions = {
  /** spec §9: at most 200 entries per cache. */
  maxEntries?: number;
  /** spec §9: expired entries are swept every 60 seconds. */
  sweepIntervalMs?: number;
  now?: () => number;
};

/**
 * A least-recently-used map with per-entry expiry. Workers forbid timers outside a request, so the
 * 60 s sweep runs lazily on the first access after the interval has passed.
 */
export class LruCache<V> {
  readonly #slots = new Map<string, Slot<V>>();
  readonly #maxEntries: number;
  readonly #sweepIntervalMs: number;
  readonly #now: () => number;
  #lastSweep: number;

  constructor({ maxEntries = 200, sweepIntervalMs = 60_000, now = Date.now }: LruOptions = {}) {
    this.#maxEntries = maxEntries;
    this.#sweepIntervalMs = sweepIntervalMs;
    this.#now = now;
    this.#lastSweep = now();
  }

  get size(): number {
    return this.#slots.size;
  }

  get(key: string): V | undefined {
    this.#maybeSweep();
    const slot = this.#slots.get(key);
    if (!slot) return undefined;
    this.#slots.delete(key);
    if (slot.expiresAt <= this.#now()) return undefined;
    this.#slots.set(key, slot);
    return slot.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#maybeSweep();
    this.#slots.delete(key);
    this.#slots.set(key, { value, expiresAt: this.#now() + ttlMs });
    while (this.#slots.size > this.#maxEntries) {
      const oldest = this.#slots.keys().next().value;
      if (oldest === undefined) break;
      this.#slots.delete(oldest);
    }
  }

  delete(key: string): void {
    this.#slots.delete(key);
  }

  clear(): void {
    this.#slots.clear();
  }

  /** Drops every expired entry; returns how many went. */
  sweep(): number {
    const now = this.#now();
    this.#lastSweep = now;
    let removed = 0;
    for (const [key, slot] of this.#slots) {
      if (slot.expiresAt <= now) {
        this.#slots.delete(key);
        removed += 1;
      }
    }
    return removed;
  }

  #maybeSweep(): void {
    if (this.#now() - this.#lastSweep >= this.#sweepIntervalMs) this.sweep();
  }
}
