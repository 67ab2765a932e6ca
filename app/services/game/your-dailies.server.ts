import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { AppDeps } from "~/services/deps.server";
import { datasetDailyNumber } from "~/utils/daily-number";
import type { LocalizedText } from "~db/schema";
import { DAILY_MIN_ENTRIES } from "./daily.server";
import type { Player } from "./guest-player";

/** A dataset daily on home's "Your dailies": its day number, and this player's game of today. */
export type YourDaily = {
  datasetId: number;
  name: string;
  number: number;
  favourite: boolean;
  /** Today's game of it (the ranked one, else the first), null: not played today. */
  played: { result: string; attempts: number; score: number } | null;
};

/** Enough for a home page; a player with more finds them on their profile and favourites. */
const MAX_SHOWN = 12;

// ?1 user id (or null), ?2 guest id (a guest's own games only), ?3 today, ?4 the smallest daily's
// entries, ?5 limit.
const YOUR_DAILIES = `
WITH mine(dataset_id) AS (
  SELECT dataset_id FROM game_records
  WHERE dataset_daily_date IS NOT NULL
    AND ((?1 IS NOT NULL AND user_id = ?1) OR (?1 IS NULL AND user_id IS NULL AND guest_id = ?2))
  UNION
  SELECT dataset_id FROM favorites WHERE ?1 IS NOT NULL AND user_id = ?1
)
SELECT d.id, d.name, d.name_i18n AS nameI18n,
  (SELECT a.first FROM dataset_daily_anchors a WHERE a.dataset_id = d.id) AS first,
  EXISTS (SELECT 1 FROM favorites f WHERE ?1 IS NOT NULL AND f.user_id = ?1 AND f.dataset_id = d.id) AS favourite,
  (SELECT json_array(r.result, r.attempts, r.score) FROM game_records r
   WHERE r.dataset_id = d.id AND r.dataset_daily_date = ?3
     AND ((?1 IS NOT NULL AND r.user_id = ?1) OR (?1 IS NULL AND r.user_id IS NULL AND r.guest_id = ?2))
   ORDER BY r.is_ranked DESC, r.start_time, r.id LIMIT 1) AS today
FROM mine JOIN datasets d ON d.id = mine.dataset_id
WHERE d.deleted_at IS NULL AND d.hidden_at IS NULL AND d.is_public = 1
  AND d.entries_count >= ?4 AND d.latest_version_id IS NOT NULL
ORDER BY d.id
LIMIT ?5`;

type Row = {
  id: number;
  name: string;
  nameI18n: string | null;
  first: string | null;
  favourite: number;
  today: string | null;
};

/**
 * Home's "Your dailies": the dataset dailies this player played, or whose
 * datasets they favourited, each with today's game of it; not played today first. One D1 read;
 * none for a player without an id.
 */
export async function listYourDailies(
  { db }: Pick<AppDeps, "db">,
  input: { player: Player; today: string; locale: Locale },
): Promise<YourDaily[]> {
  const { player, today, locale } = input;
  if (player.userId === null && !player.guestId) return [];
  const { results } = await db.$client
    .prepare(YOUR_DAILIES)
    .bind(player.userId, player.guestId ?? null, today, DAILY_MIN_ENTRIES, MAX_SHOWN)
    .all<Row>();
  const dailies = results.map((row): YourDaily => {
    const [result, attempts, score] = row.today ? (JSON.parse(row.today) as [string, number, number]) : [];
    const names = row.nameI18n ? (JSON.parse(row.nameI18n) as LocalizedText) : null;
    return {
      datasetId: row.id,
      name: localized(names, locale, row.name),
      // The same number as the dataset's daily page (ADR 042).
      number: datasetDailyNumber(row.first, today),
      favourite: Boolean(row.favourite),
      played: result ? { result, attempts: attempts ?? 0, score: score ?? 0 } : null,
    };
  });
  return dailies.sort((a, b) => Number(a.played !== null) - Number(b.played !== null));
}
