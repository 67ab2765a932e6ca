-- A board per dataset daily (ADR 021): today's (each signed-in player's ranked game of that dataset's
-- daily of the day, the won ones shown) and all time (each player's points summed over the days they
-- won it). Folded by the cron tick from its batch like the site daily's board (migration 0005):
-- triggers note what changed in `cron_touched` ('dd' a day board `<dataset>:<day>`, 'du' a player's
-- all-time row `<dataset>:<user>`, 'da' an all-time board `<dataset>`) and keep per-score counts for
-- a viewer's rank below the published top (migration 0011).

ALTER TABLE `cron_batch` ADD COLUMN `dataset_daily_date` text;
--> statement-breakpoint
-- Each player's ranked game of a dataset's daily of a day (the first by start time; won or not).
-- Keyed by player first: the all-time row of a player is the sum of one key range.
CREATE TABLE `dataset_daily_bests` (
	`dataset_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`day` text NOT NULL,
	`won` integer NOT NULL,
	`score` integer NOT NULL,
	`time_spent` integer NOT NULL,
	`completed_at` integer NOT NULL,
	`start_time` integer NOT NULL,
	`record_id` integer NOT NULL,
	PRIMARY KEY(`dataset_id`, `user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `dataset_daily_bests_order_idx` ON `dataset_daily_bests` (`dataset_id`, `day`, `won`, `score` DESC, `time_spent`, `completed_at`, `user_id`);
--> statement-breakpoint
-- The all-time board: each player's won points summed over the days of one dataset's daily.
CREATE TABLE `dataset_daily_totals` (
	`dataset_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`total` integer NOT NULL,
	`spent` integer NOT NULL,
	`done` integer NOT NULL,
	PRIMARY KEY(`dataset_id`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `dataset_daily_totals_order_idx` ON `dataset_daily_totals` (`dataset_id`, `total` DESC, `spent`, `done`, `user_id`);
--> statement-breakpoint
-- Won rows only, as the day board shows no other.
CREATE TABLE `dataset_daily_score_counts` (
	`dataset_id` integer NOT NULL,
	`day` text NOT NULL,
	`score` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`dataset_id`, `day`, `score`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `dataset_daily_total_counts` (
	`dataset_id` integer NOT NULL,
	`total` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`dataset_id`, `total`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `dataset_daily_bests_insert` AFTER INSERT ON `dataset_daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'dd', NEW.dataset_id || ':' || NEW.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'dd' AND key = NEW.dataset_id || ':' || NEW.day);
	INSERT INTO cron_touched (kind, key) SELECT 'du', NEW.dataset_id || ':' || NEW.user_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'du' AND key = NEW.dataset_id || ':' || NEW.user_id);
	INSERT INTO dataset_daily_score_counts (dataset_id, day, score, n) SELECT NEW.dataset_id, NEW.day, NEW.score, 1
		WHERE NEW.won = 1
	ON CONFLICT (dataset_id, day, score) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_daily_bests_update` AFTER UPDATE ON `dataset_daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'dd', NEW.dataset_id || ':' || NEW.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'dd' AND key = NEW.dataset_id || ':' || NEW.day);
	INSERT INTO cron_touched (kind, key) SELECT 'du', NEW.dataset_id || ':' || NEW.user_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'du' AND key = NEW.dataset_id || ':' || NEW.user_id);
	UPDATE dataset_daily_score_counts SET n = n - 1
		WHERE OLD.won = 1 AND dataset_id = OLD.dataset_id AND day = OLD.day AND score = OLD.score;
	DELETE FROM dataset_daily_score_counts
		WHERE OLD.won = 1 AND dataset_id = OLD.dataset_id AND day = OLD.day AND score = OLD.score AND n <= 0;
	INSERT INTO dataset_daily_score_counts (dataset_id, day, score, n) SELECT NEW.dataset_id, NEW.day, NEW.score, 1
		WHERE NEW.won = 1
	ON CONFLICT (dataset_id, day, score) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_daily_bests_delete` AFTER DELETE ON `dataset_daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'dd', OLD.dataset_id || ':' || OLD.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'dd' AND key = OLD.dataset_id || ':' || OLD.day);
	INSERT INTO cron_touched (kind, key) SELECT 'du', OLD.dataset_id || ':' || OLD.user_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'du' AND key = OLD.dataset_id || ':' || OLD.user_id);
	UPDATE dataset_daily_score_counts SET n = n - 1
		WHERE OLD.won = 1 AND dataset_id = OLD.dataset_id AND day = OLD.day AND score = OLD.score;
	DELETE FROM dataset_daily_score_counts
		WHERE OLD.won = 1 AND dataset_id = OLD.dataset_id AND day = OLD.day AND score = OLD.score AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_daily_totals_insert` AFTER INSERT ON `dataset_daily_totals` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'da', CAST(NEW.dataset_id AS TEXT)
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'da' AND key = CAST(NEW.dataset_id AS TEXT));
	INSERT INTO dataset_daily_total_counts (dataset_id, total, n) VALUES (NEW.dataset_id, NEW.total, 1)
	ON CONFLICT (dataset_id, total) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_daily_totals_update` AFTER UPDATE ON `dataset_daily_totals` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'da', CAST(NEW.dataset_id AS TEXT)
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'da' AND key = CAST(NEW.dataset_id AS TEXT));
	UPDATE dataset_daily_total_counts SET n = n - 1 WHERE dataset_id = OLD.dataset_id AND total = OLD.total;
	DELETE FROM dataset_daily_total_counts WHERE dataset_id = OLD.dataset_id AND total = OLD.total AND n <= 0;
	INSERT INTO dataset_daily_total_counts (dataset_id, total, n) VALUES (NEW.dataset_id, NEW.total, 1)
	ON CONFLICT (dataset_id, total) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_daily_totals_delete` AFTER DELETE ON `dataset_daily_totals` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'da', CAST(OLD.dataset_id AS TEXT)
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'da' AND key = CAST(OLD.dataset_id AS TEXT));
	UPDATE dataset_daily_total_counts SET n = n - 1 WHERE dataset_id = OLD.dataset_id AND total = OLD.total;
	DELETE FROM dataset_daily_total_counts WHERE dataset_id = OLD.dataset_id AND total = OLD.total AND n <= 0;
END;
--> statement-breakpoint
-- The boards start from every dataset daily game already played: the next tick rebuilds all
-- aggregates from the records (the list of app/services/game/reset-aggregates.json).
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
DELETE FROM `cron_touched`;
--> statement-breakpoint
DELETE FROM `cron_state`;
--> statement-breakpoint
INSERT INTO `cron_state` (`key`, `value`) VALUES ('global_count', '0'), ('rebuilding', '1');
