-- Guesses first, everywhere (issue 40, design §3): a won game now scores
-- max(100, 1000 - 50 * (attempts - 1) - min(49, floor(duration / 10))), so one fewer guess always beats
-- any time. Every stored won game is rescored with the formula of app/services/game/score.ts
-- (`duration` is already whole seconds, and floor(floor(s) / 10) = floor(s / 10)).
UPDATE `game_records`
SET `score` = max(100, 1000 - 50 * (`attempts` - 1) - min(49, `duration` / 10))
WHERE `result` = 'won' AND `duration` IS NOT NULL;
--> statement-breakpoint
-- The players' score totals follow (the same sums as migration 0008's rebuild-all-player-stats).
UPDATE `player_stats`
SET `total_score` = t.`score_sum`, `best_score` = t.`best`
FROM (
	SELECT CASE WHEN `user_id` IS NOT NULL THEN 'u:' || `user_id` ELSE 'g:' || `guest_id` END AS `key`,
		SUM(`score`) AS `score_sum`, MAX(`score`) AS `best`
	FROM `game_records`
	WHERE `result` <> 'playing' AND (`user_id` IS NOT NULL OR `guest_id` IS NOT NULL)
	GROUP BY 1
) AS t
WHERE `player_stats`.`player_key` = t.`key`;
--> statement-breakpoint
-- The boards and dataset stats are rebuilt from the rescored games: the cron's RESET_AGGREGATES
-- (app/services/game/reset-aggregates.json, as scripts/rebuild-boards.mjs runs it) empties the
-- aggregates and rewinds the cursor; the next ticks rebuild them and republish every board to KV.
DELETE FROM cron_batch;
--> statement-breakpoint
DELETE FROM dataset_agg;
--> statement-breakpoint
DELETE FROM dataset_plays;
--> statement-breakpoint
DELETE FROM dataset_players;
--> statement-breakpoint
DELETE FROM board_bests;
--> statement-breakpoint
DELETE FROM daily_bests;
--> statement-breakpoint
DELETE FROM global_totals;
--> statement-breakpoint
DELETE FROM dataset_score_counts;
--> statement-breakpoint
DELETE FROM daily_score_counts;
--> statement-breakpoint
DELETE FROM global_score_counts;
--> statement-breakpoint
DELETE FROM dataset_daily_bests;
--> statement-breakpoint
DELETE FROM dataset_daily_totals;
--> statement-breakpoint
DELETE FROM dataset_daily_score_counts;
--> statement-breakpoint
DELETE FROM dataset_daily_total_counts;
--> statement-breakpoint
DELETE FROM dashboard_games;
--> statement-breakpoint
DELETE FROM dashboard_days;
--> statement-breakpoint
DELETE FROM dashboard_day_players;
--> statement-breakpoint
DELETE FROM version_outcomes;
--> statement-breakpoint
DELETE FROM version_answers;
--> statement-breakpoint
DELETE FROM cron_touched;
--> statement-breakpoint
DELETE FROM cron_state;
--> statement-breakpoint
INSERT INTO cron_state (key, value) VALUES ('global_count', '0'), ('rebuilding', '1');
