-- The creator's dashboard and the measured play of a version: what the cron tick folds from the game
-- records, so a page view reads a few small rows (never the records). Games the dataset's owner plays
-- signed in are not counted: the owner wants to see how other people play.

-- Every ended game the tick has folded, once (the tick re-reads records: a record seen twice counts once).
CREATE TABLE `dashboard_games` (
	`record_id` integer PRIMARY KEY NOT NULL,
	`dataset_id` integer NOT NULL,
	`version_id` integer NOT NULL,
	`day` text NOT NULL,
	`daily` integer NOT NULL,
	`result` text NOT NULL,
	`attempts` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`player_key` text NOT NULL
);
--> statement-breakpoint
-- Per dataset and UTC day of the start: games started, ended games by mode (practice, daily) and
-- outcome, and players who ended a game that day.
CREATE TABLE `dashboard_days` (
	`dataset_id` integer NOT NULL,
	`day` text NOT NULL,
	`started` integer DEFAULT 0 NOT NULL,
	`practice` integer DEFAULT 0 NOT NULL,
	`daily` integer DEFAULT 0 NOT NULL,
	`won` integer DEFAULT 0 NOT NULL,
	`lost` integer DEFAULT 0 NOT NULL,
	`abandoned` integer DEFAULT 0 NOT NULL,
	`players` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dataset_id`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `dashboard_day_players` (
	`dataset_id` integer NOT NULL,
	`day` text NOT NULL,
	`player_key` text NOT NULL,
	PRIMARY KEY(`dataset_id`, `day`, `player_key`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Per version: ended games by number of guesses and outcome (measured guesses, win rate, give-ups).
CREATE TABLE `version_outcomes` (
	`version_id` integer NOT NULL,
	`attempts` integer NOT NULL,
	`result` text NOT NULL,
	`games` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`version_id`, `attempts`, `result`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Per version and answer: how often each entry was the answer, won, and the guesses it took.
CREATE TABLE `version_answers` (
	`version_id` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`games` integer DEFAULT 0 NOT NULL,
	`wins` integer DEFAULT 0 NOT NULL,
	`sum_attempts` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`version_id`, `entry_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `dashboard_games_insert` AFTER INSERT ON `dashboard_games` BEGIN
	INSERT INTO dashboard_days (dataset_id, day, practice, daily, won, lost, abandoned)
	VALUES (NEW.dataset_id, NEW.day, 1 - NEW.daily, NEW.daily, NEW.result = 'won', NEW.result = 'lost',
		NEW.result = 'abandoned')
	ON CONFLICT (dataset_id, day) DO UPDATE SET practice = practice + excluded.practice,
		daily = daily + excluded.daily, won = won + excluded.won, lost = lost + excluded.lost,
		abandoned = abandoned + excluded.abandoned;
	INSERT INTO dashboard_day_players (dataset_id, day, player_key)
	SELECT NEW.dataset_id, NEW.day, NEW.player_key WHERE NOT EXISTS (SELECT 1 FROM dashboard_day_players
		WHERE dataset_id = NEW.dataset_id AND day = NEW.day AND player_key = NEW.player_key);
	INSERT INTO version_outcomes (version_id, attempts, result, games)
	VALUES (NEW.version_id, NEW.attempts, NEW.result, 1)
	ON CONFLICT (version_id, attempts, result) DO UPDATE SET games = games + 1;
	INSERT INTO version_answers (version_id, entry_id, games, wins, sum_attempts)
	VALUES (NEW.version_id, NEW.entry_id, 1, NEW.result = 'won', NEW.attempts)
	ON CONFLICT (version_id, entry_id) DO UPDATE SET games = games + 1, wins = wins + excluded.wins,
		sum_attempts = sum_attempts + excluded.sum_attempts;
END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_day_players_insert` AFTER INSERT ON `dashboard_day_players` BEGIN
	UPDATE dashboard_days SET players = players + 1 WHERE dataset_id = NEW.dataset_id AND day = NEW.day;
END;
--> statement-breakpoint
-- The games that ended before this migration (the tick folds the rest; a record folded twice counts once).
INSERT INTO `dashboard_games` (record_id, dataset_id, version_id, day, daily, result, attempts, entry_id, player_key)
SELECT r.id, r.dataset_id, r.version_id, date(r.start_time / 1000, 'unixepoch'),
	(r.daily_date IS NOT NULL OR r.dataset_daily_date IS NOT NULL), r.result, r.attempts, r.answer_entry_id,
	CASE WHEN r.user_id IS NOT NULL THEN 'u:' || r.user_id
		WHEN COALESCE(r.ip_address, '') <> '' THEN 'ip:' || r.ip_address
		WHEN r.guest_id IS NOT NULL THEN 'g:' || r.guest_id
		ELSE 's:' || r.session_id END
FROM game_records r JOIN datasets d ON d.id = r.dataset_id
WHERE r.result <> 'playing' AND (r.user_id IS NULL OR d.owner_id IS NULL OR r.user_id <> d.owner_id)
ORDER BY r.id;
--> statement-breakpoint
INSERT INTO `dashboard_days` (dataset_id, day, started)
SELECT r.dataset_id, date(r.start_time / 1000, 'unixepoch'), COUNT(*)
FROM game_records r JOIN datasets d ON d.id = r.dataset_id
WHERE (r.user_id IS NULL OR d.owner_id IS NULL OR r.user_id <> d.owner_id)
GROUP BY 1, 2
ON CONFLICT (dataset_id, day) DO UPDATE SET started = excluded.started;
--> statement-breakpoint
INSERT INTO `cron_state` (`key`, `value`)
SELECT 'dashboard_starts', CAST(COALESCE(MAX(id), 0) AS TEXT) FROM game_records WHERE true
ON CONFLICT (`key`) DO UPDATE SET `value` = excluded.`value`;
