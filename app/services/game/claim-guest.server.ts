import type { AppDeps } from "~/services/deps.server";
import { isGuestId } from "./guest-player";
import { dropGuestScopeStatsStatement, recomputePlayerScopeStatements } from "./player-scope-stats.server";
import { recomputePlayerStatsStatement } from "./player-stats.server";

// ?1 = guest id, ?2 = user id, ?3 = now (ms).
/** The guest's ranked site daily of a day the account started its own ranked one earlier. */
const UNRANK_TAKEN_DAYS = `UPDATE game_records SET is_ranked = 0, updated_at = ?3
  WHERE user_id IS NULL AND guest_id = ?1 AND is_ranked = 1 AND daily_date IS NOT NULL
    AND EXISTS (SELECT 1 FROM game_records mine WHERE mine.user_id = ?2 AND mine.is_ranked = 1
      AND mine.daily_date = game_records.daily_date
      AND (mine.start_time, mine.id) < (game_records.start_time, game_records.id))`;
/** The account's ranked site daily of a day the guest started its own ranked one earlier. */
const UNRANK_LATER_DAYS = `UPDATE game_records SET is_ranked = 0, updated_at = ?3
  WHERE user_id = ?2 AND is_ranked = 1 AND daily_date IS NOT NULL
    AND EXISTS (SELECT 1 FROM game_records guest WHERE guest.user_id IS NULL AND guest.guest_id = ?1
      AND guest.is_ranked = 1 AND guest.daily_date = game_records.daily_date
      AND (guest.start_time, guest.id) < (game_records.start_time, game_records.id))`;
const UNRANK_TAKEN_DATASET_DAYS = `UPDATE game_records SET is_ranked = 0, updated_at = ?3
  WHERE user_id IS NULL AND guest_id = ?1 AND is_ranked = 1 AND dataset_daily_date IS NOT NULL
    AND EXISTS (SELECT 1 FROM game_records mine WHERE mine.user_id = ?2 AND mine.is_ranked = 1
      AND mine.dataset_id = game_records.dataset_id AND mine.dataset_daily_date = game_records.dataset_daily_date
      AND (mine.start_time, mine.id) < (game_records.start_time, game_records.id))`;
const UNRANK_LATER_DATASET_DAYS = `UPDATE game_records SET is_ranked = 0, updated_at = ?3
  WHERE user_id = ?2 AND is_ranked = 1 AND dataset_daily_date IS NOT NULL
    AND EXISTS (SELECT 1 FROM game_records guest WHERE guest.user_id IS NULL AND guest.guest_id = ?1
      AND guest.is_ranked = 1 AND guest.dataset_id = game_records.dataset_id
      AND guest.dataset_daily_date = game_records.dataset_daily_date
      AND (guest.start_time, guest.id) < (game_records.start_time, game_records.id))`;
const CLAIM = "UPDATE game_records SET user_id = ?2, updated_at = ?3 WHERE user_id IS NULL AND guest_id = ?1";
const DROP_GUEST_STATS = "DELETE FROM player_stats WHERE player_key = 'g:' || ?1";

/**
 * Sign-up / sign-in: the guest's games become the account's, history kept (the guest id stays on
 * them). A daily the guest played (site or dataset daily) is the account's ranked daily of that day
 * when it was the day's first of the two: the later one becomes an unranked replay (ADR 038), and the
 * claimed daily reaches the boards at the next tick (its `updated_at` moves past the cron cursor). The account's stats are recomputed in
 * the same batch (a merge of streaks is no O(1) fold; a claim is rare), and the guest's row goes:
 * the guest has no unclaimed record left, so its next game starts a row from nothing. Returns how
 * many games were claimed.
 */
export async function claimGuestGames(
  deps: Pick<AppDeps, "db" | "now">,
  guestId: string | null,
  userId: number,
): Promise<number> {
  if (!isGuestId(guestId)) return 0;
  const d1 = deps.db.$client;
  const now = deps.now().getTime();
  // The two unranks of a kind exclude each other (one of two games started first), so their order is free.
  const [, , , , claimed] = await d1.batch([
    d1.prepare(UNRANK_TAKEN_DAYS).bind(guestId, userId, now),
    d1.prepare(UNRANK_LATER_DAYS).bind(guestId, userId, now),
    d1.prepare(UNRANK_TAKEN_DATASET_DAYS).bind(guestId, userId, now),
    d1.prepare(UNRANK_LATER_DATASET_DAYS).bind(guestId, userId, now),
    d1.prepare(CLAIM).bind(guestId, userId, now),
    recomputePlayerStatsStatement(deps, { userId, guestId: null }, deps.now()),
    d1.prepare(DROP_GUEST_STATS).bind(guestId),
    ...recomputePlayerScopeStatements(deps, { userId, guestId: null }, deps.now()),
    dropGuestScopeStatsStatement(deps, guestId),
  ]);
  return claimed.meta.changes ?? 0;
}
