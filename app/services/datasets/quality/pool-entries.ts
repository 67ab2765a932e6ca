/**
 * the report and the difficulty label are about the answers a player can meet, so they
 * are computed over the answer pool (every entry when the version has none).
 */
export function poolEntries<T extends { inPool?: boolean }>(entries: readonly T[]): T[] {
  const pool = entries.filter((entry) => entry.inPool !== false);
  return pool.length > 0 ? pool : [...entries];
}
