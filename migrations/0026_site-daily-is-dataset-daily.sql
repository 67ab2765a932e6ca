-- The site daily is the featured dataset's own daily (ADR 021): one answer and one record. Each stored
-- site pick becomes that day of its dataset's daily (unless that day was already stored), and a site
-- daily game played on its own day carries the dataset daily's day too, so it counts for the
-- dataset's streak and boards. Archive games (played on a later day) keep the site day only.
INSERT INTO `dataset_dailies` (`dataset_id`, `date`, `version_id`, `entry_id`)
SELECT c.`dataset_id`, c.`date`, c.`version_id`, c.`entry_id` FROM `daily_challenges` c
WHERE EXISTS (SELECT 1 FROM `datasets` d WHERE d.`id` = c.`dataset_id`)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A ranked game keeps its rank only where the player has no other ranked game of that dataset's daily
-- that day (the unique indexes of migration 0020); such a pair is left as it was.
UPDATE `game_records` SET `dataset_daily_date` = `daily_date`
WHERE `daily_date` IS NOT NULL AND `dataset_daily_date` IS NULL
  AND `daily_date` = date(`start_time` / 1000, 'unixepoch')
  AND NOT (`is_ranked` = 1 AND EXISTS (
    SELECT 1 FROM `game_records` o WHERE o.`is_ranked` = 1 AND o.`dataset_id` = `game_records`.`dataset_id`
      AND o.`dataset_daily_date` = `game_records`.`daily_date` AND o.`id` <> `game_records`.`id`
      AND ((`game_records`.`user_id` IS NOT NULL AND o.`user_id` = `game_records`.`user_id`)
        OR (`game_records`.`user_id` IS NULL AND o.`user_id` IS NULL AND o.`guest_id` = `game_records`.`guest_id`))));
--> statement-breakpoint
-- Those games now count in their dataset's daily streak and stats too: every player's scope rows again
-- (migration 0021's statement rebuild-all-player-scope-stats, as scripts/rebuild-player-stats.mjs runs it).
INSERT INTO `player_scope_stats` (`player_key`, `scope`, `played`, `wins`, `histogram`, `best_streak`, `last_run`,
	`last_win_day`, `last_daily_day`, `last_daily_won`, `updated_at`)
WITH finished AS MATERIALIZED (
	SELECT CASE WHEN user_id IS NOT NULL THEN 'u:' || user_id ELSE 'g:' || guest_id END AS key,
		dataset_id, attempts, result, daily_date, dataset_daily_date, is_ranked
	FROM game_records WHERE result <> 'playing' AND (user_id IS NOT NULL OR guest_id IS NOT NULL)
),
scoped AS MATERIALIZED (
	SELECT key, 0 AS scope, daily_date AS day, result, attempts FROM finished
	WHERE is_ranked = 1 AND daily_date IS NOT NULL
	UNION ALL
	SELECT key, dataset_id, dataset_daily_date, result, attempts FROM finished
	WHERE is_ranked = 1 AND dataset_daily_date IS NOT NULL
	UNION ALL
	SELECT key, -1, NULL, result, attempts FROM finished
	WHERE NOT (is_ranked = 1 AND (daily_date IS NOT NULL OR dataset_daily_date IS NOT NULL))
),
totals AS (
	SELECT key, scope, COUNT(*) AS games, SUM(result = 'won') AS won FROM scoped GROUP BY key, scope
),
histograms AS (
	SELECT key, scope, json_group_object(attempts, n) AS counts FROM (
		SELECT key, scope, attempts, COUNT(*) AS n FROM scoped WHERE result = 'won'
		GROUP BY key, scope, attempts ORDER BY key, scope, attempts
	) GROUP BY key, scope
),
runs AS (
	SELECT key, scope, COUNT(*) AS length, MAX(day) AS last_day FROM (
		SELECT key, scope, day, julianday(day) - ROW_NUMBER() OVER (PARTITION BY key, scope ORDER BY day) AS island FROM (
			SELECT DISTINCT key, scope, day FROM scoped WHERE day IS NOT NULL AND result = 'won'
		)
	) GROUP BY key, scope, island
),
streaks AS (
	SELECT key, scope, best, length, last_day FROM (
		SELECT key, scope, MAX(length) OVER (PARTITION BY key, scope) AS best, length, last_day,
			ROW_NUMBER() OVER (PARTITION BY key, scope ORDER BY last_day DESC) AS n
		FROM runs
	) WHERE n = 1
),
last_daily AS (
	SELECT key, scope, day, won FROM (
		SELECT key, scope, day, result = 'won' AS won,
			ROW_NUMBER() OVER (PARTITION BY key, scope ORDER BY day DESC) AS n
		FROM scoped WHERE day IS NOT NULL
	) WHERE n = 1
)
SELECT t.key, t.scope, t.games, t.won, coalesce(h.counts, '{}'), coalesce(s.best, 0), coalesce(s.length, 0),
	s.last_day, l.day, coalesce(l.won, 0), CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM totals t
LEFT JOIN streaks s ON s.key = t.key AND s.scope = t.scope
LEFT JOIN last_daily l ON l.key = t.key AND l.scope = t.scope
LEFT JOIN histograms h ON h.key = t.key AND h.scope = t.scope
WHERE true
ON CONFLICT (`player_key`, `scope`) DO UPDATE SET `played` = excluded.`played`, `wins` = excluded.`wins`,
	`histogram` = excluded.`histogram`, `best_streak` = excluded.`best_streak`, `last_run` = excluded.`last_run`,
	`last_win_day` = excluded.`last_win_day`, `last_daily_day` = excluded.`last_daily_day`,
	`last_daily_won` = excluded.`last_daily_won`, `updated_at` = excluded.`updated_at`;
--> statement-breakpoint
-- The dataset daily boards learn those games: the next tick rebuilds every aggregate from the records
-- (the list of app/services/game/reset-aggregates.json).
DELETE FROM `cron_batch`;
--> statement-breakpoint
DELETE FROM `dataset_agg`;
--> statement-breakpoint
DELETE FROM `dataset_plays`;
--> statement-breakpoint
DELETE FROM `dataset_players`;
--> statement-breakpoint
DELETE FROM `board_bests`;
--> statement-breakpoint
DELETE FROM `daily_bests`;
--> statement-breakpoint
DELETE FROM `global_totals`;
--> statement-breakpoint
DELETE FROM `dataset_score_counts`;
--> statement-breakpoint
DELETE FROM `daily_score_counts`;
--> statement-breakpoint
DELETE FROM `global_score_counts`;
--> statement-breakpoint
DELETE FROM `dataset_daily_bests`;
--> statement-breakpoint
DELETE FROM `dataset_daily_totals`;
--> statement-breakpoint
DELETE FROM `dataset_daily_score_counts`;
--> statement-breakpoint
DELETE FROM `dataset_daily_total_counts`;
--> statement-breakpoint
DELETE FROM `cron_touched`;
--> statement-breakpoint
DELETE FROM `cron_state`;
--> statement-breakpoint
INSERT INTO `cron_state` (`key`, `value`) VALUES ('global_count', '0'), ('rebuilding', '1');
