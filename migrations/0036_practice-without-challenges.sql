-- Practice stats count practice only (issue 40): a game started from a challenge link (`challenge_of`,
-- a friend's game on any dataset) is a challenge, not practice, so scope -1 no longer counts it. The
-- site daily's and each dataset daily's scopes are unchanged (a challenge that became the day's ranked
-- daily still counts there). The two triggers of migration 0021 are replaced with the new rule, the
-- practice rows are dropped and every row is rebuilt by the marked statement below, which
-- scripts/rebuild-player-stats.mjs now reads from here.
DROP TRIGGER IF EXISTS `game_records_ended_scope_stats`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `game_records_inserted_ended_scope_stats`;
--> statement-breakpoint
CREATE TRIGGER `game_records_ended_scope_stats` AFTER UPDATE OF `result` ON `game_records`
WHEN OLD.result = 'playing' AND NEW.result <> 'playing' AND (NEW.user_id IS NOT NULL OR NEW.guest_id IS NOT NULL)
BEGIN
	INSERT INTO player_scope_stats_fold (player_key, user_id, guest_id, scope, won, attempts, day, at)
	SELECT CASE WHEN NEW.user_id IS NOT NULL THEN 'u:' || NEW.user_id ELSE 'g:' || NEW.guest_id END,
		NEW.user_id, NEW.guest_id, scope, NEW.result = 'won', NEW.attempts, day, NEW.updated_at
	FROM (
		SELECT 0 AS scope, NEW.daily_date AS day WHERE NEW.is_ranked = 1 AND NEW.daily_date IS NOT NULL
		UNION ALL
		SELECT NEW.dataset_id, NEW.dataset_daily_date WHERE NEW.is_ranked = 1 AND NEW.dataset_daily_date IS NOT NULL
		UNION ALL
		SELECT -1, NULL
		WHERE NOT (NEW.is_ranked = 1 AND (NEW.daily_date IS NOT NULL OR NEW.dataset_daily_date IS NOT NULL))
			AND NEW.challenge_of IS NULL);
END;
--> statement-breakpoint
CREATE TRIGGER `game_records_inserted_ended_scope_stats` AFTER INSERT ON `game_records`
WHEN NEW.result <> 'playing' AND (NEW.user_id IS NOT NULL OR NEW.guest_id IS NOT NULL)
BEGIN
	INSERT INTO player_scope_stats_fold (player_key, user_id, guest_id, scope, won, attempts, day, at)
	SELECT CASE WHEN NEW.user_id IS NOT NULL THEN 'u:' || NEW.user_id ELSE 'g:' || NEW.guest_id END,
		NEW.user_id, NEW.guest_id, scope, NEW.result = 'won', NEW.attempts, day, NEW.updated_at
	FROM (
		SELECT 0 AS scope, NEW.daily_date AS day WHERE NEW.is_ranked = 1 AND NEW.daily_date IS NOT NULL
		UNION ALL
		SELECT NEW.dataset_id, NEW.dataset_daily_date WHERE NEW.is_ranked = 1 AND NEW.dataset_daily_date IS NOT NULL
		UNION ALL
		SELECT -1, NULL
		WHERE NOT (NEW.is_ranked = 1 AND (NEW.daily_date IS NOT NULL OR NEW.dataset_daily_date IS NOT NULL))
			AND NEW.challenge_of IS NULL);
END;
--> statement-breakpoint
DELETE FROM `player_scope_stats` WHERE `scope` = -1;
--> statement-breakpoint
-- rebuild-all-player-scope-stats: every player's rows from their finished records (the full
-- recompute's rules), one upsert so a game ending meanwhile is never lost (the triggers already count
-- it). Also the repair of every row: `node scripts/rebuild-player-stats.mjs` runs this statement.
INSERT INTO `player_scope_stats` (`player_key`, `scope`, `played`, `wins`, `histogram`, `best_streak`, `last_run`,
	`last_win_day`, `last_daily_day`, `last_daily_won`, `updated_at`)
WITH finished AS MATERIALIZED (
	SELECT CASE WHEN user_id IS NOT NULL THEN 'u:' || user_id ELSE 'g:' || guest_id END AS key,
		dataset_id, attempts, result, daily_date, dataset_daily_date, is_ranked, challenge_of
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
		AND challenge_of IS NULL
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
