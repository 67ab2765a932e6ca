import { hmacSha256 } from "~/utils/hmac";

/**
 * A daily's answers as a secret seeded permutation (design §4). The site dailies' rounds
 * (`permutationPick`): day `index` plays the entry at `index mod n` of the permutation of its round
 * `floor(index / n)`, so no answer comes back before all n entries were played. A dataset's own daily
 * (`cyclePick`) walks shorter cycles instead, so its last days never give the answer away.
 */

/** sfc32, seeded from the round's HMAC: a small fast generator, enough to shuffle a list. */
function generator(seed: Uint8Array): () => number {
  const view = new DataView(seed.buffer, seed.byteOffset, seed.byteLength);
  let a = view.getUint32(0);
  let b = view.getUint32(4);
  let c = view.getUint32(8);
  let d = view.getUint32(12);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** The order of round `round` of `scope`: a permutation of 0..size-1 (Fisher–Yates). */
export async function roundOrder(
  secret: string,
  scope: string,
  round: number,
  size: number,
  kind: "round" | "cycle" = "round",
): Promise<number[]> {
  const order = Array.from({ length: size }, (_, i) => i);
  const next = generator(await hmacSha256(secret, `${scope}:${kind}:${round}`));
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

export type PermutationPick<T> = {
  secret: string;
  /** Whose sequence this is, e.g. `site:dataset:12` or `dataset:12`. */
  scope: string;
  /** The day's number in this scope's sequence, from 0. */
  index: number;
  /** The version's entries in a stable order (position, then id). */
  entries: readonly T[];
  /**
   * How often each entry (by name) was already played in this scope. When a new version changed the
   * entries mid-round, the walk skips the ones played more than the least played, so none repeats
   * before the others were used.
   */
  uses?: ReadonlyMap<string, number>;
};

/** The entry of day `index`: the permutation's entry, or the next one along it that is least used. */
export async function permutationPick<T extends { name: string }>(
  input: PermutationPick<T>,
): Promise<T | null> {
  const { entries, index } = input;
  const size = entries.length;
  if (size === 0) return null;
  const order = await roundOrder(input.secret, input.scope, Math.floor(index / size), size);
  const uses = input.uses ?? new Map<string, number>();
  let least = Number.POSITIVE_INFINITY;
  for (const entry of entries) least = Math.min(least, uses.get(entry.name) ?? 0);
  const start = index % size;
  for (let step = 0; step < size; step++) {
    const entry = entries[order[(start + step) % size] as number];
    if (entry && (uses.get(entry.name) ?? 0) === least) return entry;
  }
  return null;
}

/** A day already stored for a scope, oldest first: the version it played and its answer's name. */
export type PlayedDay = { versionId: number; name: string };

/** Days of a cycle over `size` entries: half of them, so the cycle never walks down to its last one. */
export const cycleLength = (size: number) => Math.max(1, Math.ceil(size / 2));

/** Where the next day falls: its cycle's number, the version that cycle draws from, and its length. */
export function nextCycle(
  history: readonly PlayedDay[],
  sizeOf: (versionId: number) => number,
  latestVersionId: number,
): { cycle: number; versionId: number; length: number } {
  let cycle = -1;
  let start = 0;
  let length = 0;
  for (let day = 0; day < history.length; day++) {
    if (cycle < 0 || day - start >= length) {
      cycle += 1;
      start = day;
      length = cycleLength(sizeOf((history[day] as PlayedDay).versionId));
    }
  }
  if (cycle >= 0 && history.length - start < length) {
    return { cycle, versionId: (history[start] as PlayedDay).versionId, length };
  }
  return { cycle: cycle + 1, versionId: latestVersionId, length: cycleLength(sizeOf(latestVersionId)) };
}

export type CyclePick<T> = {
  secret: string;
  scope: string;
  /** The scope's stored days, oldest first. */
  history: readonly PlayedDay[];
  cycle: { cycle: number; length: number };
  /** The entries a day may play (the current version's), in a stable order. */
  entries: readonly T[];
  /** The names the cycle draws from: its first day's version's. A later version's new names wait for the next cycle. */
  pool: ReadonlySet<string>;
};

/**
 * The entry of the next day (design §4): each cycle is a fresh secret permutation of the
 * entries its first day had, walked past every name played in the last `length` days (the cycle's
 * length: half the entries). So no answer comes back within that many days, and whatever days were
 * seen, the next answer is one of at least the other half: a cycle never narrows to one entry left.
 * An entry a new version adds mid-cycle joins the next cycle, so uploading one cannot force it.
 */
export async function cyclePick<T extends { name: string }>(input: CyclePick<T>): Promise<T | null> {
  const { entries, cycle } = input;
  const recent = new Set(input.history.slice(-cycle.length).map((day) => day.name));
  const pool = entries.filter((entry) => input.pool.has(entry.name));
  const drawFrom = pool.length > 0 ? pool : entries;
  if (drawFrom.length === 0) return null;
  const order = await roundOrder(input.secret, input.scope, cycle.cycle, drawFrom.length, "cycle");
  const walk = order.map((i) => drawFrom[i] as T);
  return (
    walk.find((entry) => !recent.has(entry.name)) ??
    entries.find((entry) => !recent.has(entry.name)) ??
    walk[0] ??
    null
  );
}
