import { hmacSha256 } from "~/utils/hmac";

/**
 * A daily's answers as a secret seeded permutation (design §4): day `index` of a scope (a dataset's
 * site dailies, or a dataset's own daily) plays the entry at `index mod n` of the permutation of
 * its round `floor(index / n)`, so no answer comes back before all n entries were played, and
 * nobody without the secret can tell the order. Each round is shuffled anew.
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
): Promise<number[]> {
  const order = Array.from({ length: size }, (_, i) => i);
  const next = generator(await hmacSha256(secret, `${scope}:round:${round}`));
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
