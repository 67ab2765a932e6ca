-- Stats per kind of play (ADR 024). `player_stats` keeps every game (the API's user stats, the site
-- streak); this table splits them so each end screen shows figures of its own kind:
--   scope 0   the site daily: ranked games with `daily_date` (one per player and day);
--   scope N   dataset N's own daily: ranked games with `dataset_daily_date` (one per player, dataset, day);
--   scope -1  practice: every other game (practice, replays, archive days, an owner's unranked daily).
-- A ranked game of the featured dataset's daily that carries both dates counts in scope 0 and in its
-- dataset's scope. Kept as migration 0008 keeps `player_stats`: triggers fold a game in O(1) when it
-- ends, the same streak rule per scope; only a won daily that arrives out of order re-reads that
-- player's won dailies of that one scope. The full recompute of one player
-- (`recomputePlayerScopeStatements`, app/services/game/player-scope-stats.server.ts) and the rebuild of
-- every row below are the repair paths; a workerd test checks all three agree on random histories.
CREATE TABLE `player_scope_stats` (
	`player_key` text NOT NULL,
	`scope` integer NOT NULL,
	`played` integer DEFAULT 0 NOT NULL,
	`wins` integer DEFAULT 0 NOT NULL,
	`histogram` text NOT NULL,
	`best_streak` integer DEFAULT 0 NOT NULL,
	`last_run` integer DEFAULT 0 NOT NULL,
	`last_win_day` text,
	`last_daily_day` text,
	`last_daily_won` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`player_key`, `scope`)
) WITHOUT ROWID;
--> statement-breakpoint
-- One ended game in one scope, as the triggers hand it to the fold; `day` is the daily's day (NULL
-- for practice).
CREATE VIEW `player_scope_stats_fold` (`player_key`, `user_id`, `guest_id`, `scope`, `won`, `attempts`, `day`, `at`)
AS SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `player_scope_stats_fold_game` INSTEAD OF INSERT ON `player_scope_stats_fold` BEGIN
	INSERT INTO player_scope_stats (player_key, scope, played, wins, histogram, best_streak, last_run, last_win_day,
		last_daily_day, last_daily_won, updated_at)
	VALUES (NEW.player_key, NEW.scope, 1, NEW.won,
		CASE WHEN NEW.won THEN json_object(CAST(NEW.attempts AS TEXT), 1) ELSE '{}' END, 0, 0, NULL, NULL, 0, NEW.at)
	ON CONFLICT (player_key, scope) DO UPDATE SET played = played + 1, wins = wins + excluded.wins,
		histogram = CASE WHEN excluded.wins THEN json_set(histogram, '$."' || NEW.attempts || '"',
			coalesce(json_extract(histogram, '$."' || NEW.attempts || '"'), 0) + 1) ELSE histogram END,
		updated_at = excluded.updated_at;
	-- The latest daily of the scope (a loss on it breaks the current streak on read).
	UPDATE player_scope_stats SET last_daily_day = NEW.day, last_daily_won = NEW.won
	WHERE player_key = NEW.player_key AND scope = NEW.scope AND NEW.day IS NOT NULL
		AND (last_daily_day IS NULL OR NEW.day >= last_daily_day);
	-- A won daily before the last win day: that scope's islands of consecutive days re-read (rare).
	UPDATE player_scope_stats SET (best_streak, last_run, last_win_day) = (
		SELECT max(length) OVER (), length, last_day FROM (
			SELECT COUNT(*) AS length, MAX(day) AS last_day FROM (
				SELECT day, julianday(day) - ROW_NUMBER() OVER (ORDER BY day) AS island FROM (
					SELECT CASE WHEN NEW.scope = 0 THEN daily_date ELSE dataset_daily_date END AS day FROM game_records
					WHERE user_id = NEW.user_id AND is_ranked = 1 AND result = 'won'
						AND (CASE WHEN NEW.scope = 0 THEN daily_date ELSE dataset_daily_date END) IS NOT NULL
						AND (NEW.scope = 0 OR dataset_id = NEW.scope)
					UNION
					SELECT CASE WHEN NEW.scope = 0 THEN daily_date ELSE dataset_daily_date END FROM game_records
					WHERE NEW.user_id IS NULL AND user_id IS NULL AND guest_id = NEW.guest_id AND is_ranked = 1
						AND result = 'won' AND (CASE WHEN NEW.scope = 0 THEN daily_date ELSE dataset_daily_date END) IS NOT NULL
						AND (NEW.scope = 0 OR dataset_id = NEW.scope)))
			GROUP BY island)
		ORDER BY last_day DESC LIMIT 1)
	WHERE player_key = NEW.player_key AND scope = NEW.scope AND NEW.won AND NEW.day < last_win_day;
	-- A won daily after the last win day: the run goes on from yesterday or starts again.
	UPDATE player_scope_stats SET
		last_run = CASE WHEN last_win_day = date(NEW.day, '-1 day') THEN last_run + 1 ELSE 1 END,
		best_streak = max(best_streak, CASE WHEN last_win_day = date(NEW.day, '-1 day') THEN last_run + 1 ELSE 1 END),
		last_win_day = NEW.day
	WHERE player_key = NEW.player_key AND scope = NEW.scope AND NEW.won AND NEW.day IS NOT NULL
		AND (last_win_day IS NULL OR NEW.day > last_win_day);
END;
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
		WHERE NOT (NEW.is_ranked = 1 AND (NEW.daily_date IS NOT NULL OR NEW.dataset_daily_date IS NOT NULL)));
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
		WHERE NOT (NEW.is_ranked = 1 AND (NEW.daily_date IS NOT NULL OR NEW.dataset_daily_date IS NOT NULL)));
END;
--> statement-breakpoint
-- rebuild-all-player-scope-stats: every player's rows from their finished records (the full
-- recompute's rules), one upsert so a game ending meanwhile is never lost (the triggers already count
-- it). Also the repair of every row: `node scripts/rebuild-player-stats.mjs` runs this statement.
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
