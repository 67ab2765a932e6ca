const WATERMARK_KEY = "cron:game-stats-watermark";

/**
 * What the last rebuild saw: the UTC day (streaks move with the date) and the newest record
 * change. Both maxima are index lookups, so an idle 10-minute tick costs two reads.
 */
export async function currentWatermark(d1: D1Database, day: string): Promise<string> {
  const row = await d1
    .prepare(
      "SELECT (SELECT MAX(updated_at) FROM game_records) AS updated, (SELECT MAX(id) FROM game_records) AS last",
    )
    .first<{ updated: number | null; last: number | null }>();
  return `${day}|${row?.updated ?? 0}|${row?.last ?? 0}`;
}

export async function isUnchangedSince(kv: KVNamespace, watermark: string): Promise<boolean> {
  return (await kv.get(WATERMARK_KEY)) === watermark;
}

export async function saveWatermark(kv: KVNamespace, watermark: string): Promise<void> {
  await kv.put(WATERMARK_KEY, watermark);
}
