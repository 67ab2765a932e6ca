-- Incremental player stats (issue 13 item 5). A game that ends folds into its player's `player_stats`
-- row in O(1): the counters and the histogram move by this one game, the daily streak extends, and
-- only a won ranked daily that arrives out of order (a daily started before midnight, won after the
-- next day's) re-reads that player's won ranked dailies. Database triggers do it, so a game counts
-- exactly once whatever ends it: they fire on the `playing` -> ended transition (the ending updates
-- only match a record still playing, so a retried end or two racing tabs change nothing) and on a
-- record inserted already ended. Claims (user_id changes) recompute the account's row in the service.
-- The full recompute (`recomputePlayerStatsStatement`, app/services/game/player-stats.server.ts) is
-- the repair path; a workerd test checks the two agree on random histories.
--
-- Invariant: a player with a finished record has a row equal to the full recompute, so a missing row
-- means "no finished games yet". The last statement below establishes it for existing data. Apply this
-- migration before deploying the code that stops running the recompute at game end (the old code's
-- recompute after the triggers' fold still writes the right row, so that order is safe).

-- One ended game, as the triggers hand it to the fold. Inserting into this (always empty) view runs
-- the fold; `daily_day` is the day of a ranked daily, else NULL.
CREATE VIEW `player_stats_fold` (`player_key`, `user_id`, `guest_id`, `won`, `score`, `spent`, `attempts`, `daily_day`, `at`)
AS SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `player_stats_fold_game` INSTEAD OF INSERT ON `player_stats_fold` BEGIN
	INSERT INTO player_stats (player_key, played, wins, total_score, best_score, total_time, best_streak, last_run,
		last_win_day, last_daily_day, last_daily_won, histogram, updated_at)
	VALUES (NEW.player_key, 1, NEW.won, NEW.score, NEW.score, NEW.spent, 0, 0, NULL, NULL, 0,
		CASE WHEN NEW.won THEN json_object(CAST(NEW.attempts AS TEXT), 1) ELSE '{}' END, NEW.at)
	ON CONFLICT (player_key) DO UPDATE SET played = played + 1, wins = wins + excluded.wins,
		total_score = total_score + excluded.total_score, best_score = max(best_score, excluded.best_score),
		total_time = total_time + excluded.total_time,
		histogram = CASE WHEN excluded.wins THEN json_set(histogram, '$."' || NEW.attempts || '"',
			coalesce(json_extract(histogram, '$."' || NEW.attempts || '"'), 0) + 1) ELSE histogram END,
		updated_at = excluded.updated_at;
	-- The latest ranked daily (a loss on it breaks the current streak on read).
	UPDATE player_stats SET last_daily_day = NEW.daily_day, last_daily_won = NEW.won
	WHERE player_key = NEW.player_key AND NEW.daily_day IS NOT NULL
		AND (last_daily_day IS NULL OR NEW.daily_day >= last_daily_day);
	-- A won ranked daily before the last win day: islands of consecutive days re-read (rare).
	UPDATE player_stats SET (best_streak, last_run, last_win_day) = (
		SELECT max(length) OVER (), length, last_day FROM (
			SELECT COUNT(*) AS length, MAX(day) AS last_day FROM (
				SELECT day, julianday(day) - ROW_NUMBER() OVER (ORDER BY day) AS island FROM (
					SELECT daily_date AS day FROM game_records
					WHERE user_id = NEW.user_id AND is_ranked = 1 AND result = 'won' AND daily_date IS NOT NULL
					UNION
					SELECT daily_date FROM game_records
					WHERE NEW.user_id IS NULL AND user_id IS NULL AND guest_id = NEW.guest_id
						AND is_ranked = 1 AND result = 'won' AND daily_date IS NOT NULL))
			GROUP BY island)
		ORDER BY last_day DESC LIMIT 1)
	WHERE player_key = NEW.player_key AND NEW.won AND NEW.daily_day < last_win_day;
	-- A won ranked daily after the last win day: the run goes on from yesterday or starts again.
	UPDATE player_stats SET
		last_run = CASE WHEN last_win_day = date(NEW.daily_day, '-1 day') THEN last_run + 1 ELSE 1 END,
		best_streak = max(best_streak, CASE WHEN last_win_day = date(NEW.daily_day, '-1 day') THEN last_run + 1 ELSE 1 END),
		last_win_day = NEW.daily_day
	WHERE player_key = NEW.player_key AND NEW.won AND NEW.daily_day IS NOT NULL
		AND (last_win_day IS NULL OR NEW.daily_day > last_win_day);
END;
--> statement-breakpoint
CREATE TRIGGER `game_records_ended_stats` AFTER UPDATE OF `result` ON `game_records`
WHEN OLD.result = 'playing' AND NEW.result <> 'playing' AND (NEW.user_id IS NOT NULL OR NEW.guest_id IS NOT NULL)
BEGIN
	INSERT INTO player_stats_fold (player_key, user_id, guest_id, won, score, spent, attempts, daily_day, at)
	VALUES (CASE WHEN NEW.user_id IS NOT NULL THEN 'u:' || NEW.user_id ELSE 'g:' || NEW.guest_id END,
		NEW.user_id, NEW.guest_id, NEW.result = 'won', NEW.score, coalesce(NEW.duration, 0), NEW.attempts,
		CASE WHEN NEW.is_ranked = 1 THEN NEW.daily_date END, NEW.updated_at);
END;
--> statement-breakpoint
CREATE TRIGGER `game_records_inserted_ended_stats` AFTER INSERT ON `game_records`
WHEN NEW.result <> 'playing' AND (NEW.user_id IS NOT NULL OR NEW.guest_id IS NOT NULL)
BEGIN
	INSERT INTO player_stats_fold (player_key, user_id, guest_id, won, score, spent, attempts, daily_day, at)
	VALUES (CASE WHEN NEW.user_id IS NOT NULL THEN 'u:' || NEW.user_id ELSE 'g:' || NEW.guest_id END,
		NEW.user_id, NEW.guest_id, NEW.result = 'won', NEW.score, coalesce(NEW.duration, 0), NEW.attempts,
		CASE WHEN NEW.is_ranked = 1 THEN NEW.daily_date END, NEW.updated_at);
END;
--> statement-breakpoint
-- rebuild-all-player-stats: every player's row from their finished records (the full recompute's rules),
-- one upsert so a game ending meanwhile is never lost (the triggers above already count it). Also the
-- repair of every row: `node scripts/rebuild-player-stats.mjs` runs this statement.
INSERT INTO `player_stats` (`player_key`, `played`, `wins`, `total_score`, `best_score`, `total_time`, `best_streak`,
	`last_run`, `last_win_day`, `last_daily_day`, `last_daily_won`, `histogram`, `updated_at`)
WITH finished AS MATERIALIZED (
	SELECT CASE WHEN user_id IS NOT NULL THEN 'u:' || user_id ELSE 'g:' || guest_id END AS key,
		score, coalesce(duration, 0) AS spent, attempts, result, daily_date, is_ranked
	FROM game_records WHERE result <> 'playing' AND (user_id IS NOT NULL OR guest_id IS NOT NULL)
),
totals AS (
	SELECT key, COUNT(*) AS games, SUM(score) AS score_sum, MAX(score) AS best, SUM(spent) AS time_sum,
		SUM(result = 'won') AS won
	FROM finished GROUP BY key
),
histograms AS (
	SELECT key, json_group_object(attempts, n) AS counts FROM (
		SELECT key, attempts, COUNT(*) AS n FROM finished WHERE result = 'won' GROUP BY key, attempts ORDER BY key, attempts
	) GROUP BY key
),
runs AS (
	SELECT key, COUNT(*) AS length, MAX(day) AS last_day FROM (
		SELECT key, day, julianday(day) - ROW_NUMBER() OVER (PARTITION BY key ORDER BY day) AS island FROM (
			SELECT DISTINCT key, daily_date AS day FROM finished
			WHERE daily_date IS NOT NULL AND is_ranked = 1 AND result = 'won'
		)
	) GROUP BY key, island
),
streaks AS (
	SELECT key, best, length, last_day FROM (
		SELECT key, MAX(length) OVER (PARTITION BY key) AS best, length, last_day,
			ROW_NUMBER() OVER (PARTITION BY key ORDER BY last_day DESC) AS n
		FROM runs
	) WHERE n = 1
),
last_daily AS (
	SELECT key, day, won FROM (
		SELECT key, daily_date AS day, result = 'won' AS won,
			ROW_NUMBER() OVER (PARTITION BY key ORDER BY daily_date DESC) AS n
		FROM finished WHERE daily_date IS NOT NULL AND is_ranked = 1
	) WHERE n = 1
)
SELECT t.key, t.games, t.won, t.score_sum, t.best, t.time_sum, coalesce(s.best, 0), coalesce(s.length, 0), s.last_day,
	l.day, coalesce(l.won, 0), coalesce(h.counts, '{}'), CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM totals t
LEFT JOIN streaks s ON s.key = t.key
LEFT JOIN last_daily l ON l.key = t.key
LEFT JOIN histograms h ON h.key = t.key
WHERE true
ON CONFLICT (`player_key`) DO UPDATE SET `played` = excluded.`played`, `wins` = excluded.`wins`,
	`total_score` = excluded.`total_score`, `best_score` = excluded.`best_score`, `total_time` = excluded.`total_time`,
	`best_streak` = excluded.`best_streak`, `last_run` = excluded.`last_run`, `last_win_day` = excluded.`last_win_day`,
	`last_daily_day` = excluded.`last_daily_day`, `last_daily_won` = excluded.`last_daily_won`,
	`histogram` = excluded.`histogram`, `updated_at` = excluded.`updated_at`;
