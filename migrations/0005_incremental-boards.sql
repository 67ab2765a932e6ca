-- Incremental stats and boards (issue 13 item 4, ADR 007-fair-boards). Each cron tick reads only the game
-- records changed since its cursor (cron_state) and folds them into these keyed aggregates; triggers keep
-- the per-dataset sums exact whatever order the records arrive in, and note what changed (cron_touched)
-- so only those boards and stats are republished. `leaderboard_rows` is no longer written.

CREATE TABLE `cron_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
-- Scratch: this tick's ended records (emptied at the start of every tick).
CREATE TABLE `cron_batch` (
	`record_id` integer PRIMARY KEY NOT NULL,
	`dataset_id` integer NOT NULL,
	`user_id` integer,
	`player_key` text NOT NULL,
	`day` text NOT NULL,
	`result` text NOT NULL,
	`score` integer NOT NULL,
	`spent` integer NOT NULL,
	`done` integer NOT NULL,
	`start_time` integer NOT NULL,
	`attempts` integer NOT NULL,
	`accuracy` integer NOT NULL,
	`daily_date` text,
	`is_ranked` integer NOT NULL,
	`board` integer NOT NULL,
	`own` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cron_batch_updated_idx` ON `cron_batch` (`updated_at`, `record_id`);
--> statement-breakpoint
-- (Triggers insert with WHERE NOT EXISTS: an outer upsert's conflict policy would override OR IGNORE.)
-- Scratch: what this tick changed (kind 'd' dataset stats, 'b' dataset board, 'u' global row of a user,
-- 'p' user stats, 'day' daily board, 'g' global board).
CREATE TABLE `cron_touched` (
	`kind` text NOT NULL,
	`key` text NOT NULL,
	PRIMARY KEY(`kind`, `key`)
) WITHOUT ROWID;
--> statement-breakpoint
-- One play per player (signed-in user, else the guest's address) per dataset per UTC day of the start:
-- the first finished game started that day. Accuracy in millionths so sums stay exact integers.
CREATE TABLE `dataset_plays` (
	`dataset_id` integer NOT NULL,
	`player_key` text NOT NULL,
	`day` text NOT NULL,
	`started` integer NOT NULL,
	`record_id` integer NOT NULL,
	`won` integer NOT NULL,
	`attempts` integer NOT NULL,
	`accuracy` integer NOT NULL,
	`duration` integer NOT NULL,
	PRIMARY KEY(`dataset_id`, `player_key`, `day`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `dataset_plays_record_idx` ON `dataset_plays` (`record_id`);
--> statement-breakpoint
-- Signed-in users who finished a game on a dataset (unique players; the fair-board player threshold).
CREATE TABLE `dataset_players` (
	`dataset_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`dataset_id`, `user_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- Running sums per dataset; `eligible` = counts on the global board (ADR 007).
CREATE TABLE `dataset_agg` (
	`dataset_id` integer PRIMARY KEY NOT NULL,
	`plays` integer DEFAULT 0 NOT NULL,
	`wins` integer DEFAULT 0 NOT NULL,
	`sum_accuracy` integer DEFAULT 0 NOT NULL,
	`sum_duration` integer DEFAULT 0 NOT NULL,
	`sum_won_attempts` integer DEFAULT 0 NOT NULL,
	`best_duration` integer,
	`players` integer DEFAULT 0 NOT NULL,
	`ranked` integer DEFAULT 0 NOT NULL,
	`eligible` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each user's best ranked win per dataset (the dataset board).
CREATE TABLE `board_bests` (
	`dataset_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`score` integer NOT NULL,
	`time_spent` integer NOT NULL,
	`completed_at` integer NOT NULL,
	`record_id` integer NOT NULL,
	PRIMARY KEY(`dataset_id`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `board_bests_order_idx` ON `board_bests` (`dataset_id`, `score` DESC, `time_spent`, `completed_at`, `user_id`);
--> statement-breakpoint
CREATE INDEX `board_bests_user_idx` ON `board_bests` (`user_id`);
--> statement-breakpoint
-- Each user's ranked daily game per day (the first by start time); the board shows the won ones.
CREATE TABLE `daily_bests` (
	`day` text NOT NULL,
	`user_id` integer NOT NULL,
	`won` integer NOT NULL,
	`score` integer NOT NULL,
	`time_spent` integer NOT NULL,
	`completed_at` integer NOT NULL,
	`start_time` integer NOT NULL,
	`record_id` integer NOT NULL,
	PRIMARY KEY(`day`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `daily_bests_order_idx` ON `daily_bests` (`day`, `won`, `score` DESC, `time_spent`, `completed_at`, `user_id`);
--> statement-breakpoint
-- The global board: the sum of each user's best scores on eligible datasets.
CREATE TABLE `global_totals` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`total` integer NOT NULL,
	`spent` integer NOT NULL,
	`done` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `global_totals_order_idx` ON `global_totals` (`total` DESC, `spent`, `done`, `user_id`);
--> statement-breakpoint
-- Datasets changed since the last tick (visibility, size, soft delete) are found by this index.
CREATE INDEX `datasets_updated_idx` ON `datasets` (`updated_at`);
--> statement-breakpoint
CREATE TRIGGER `dataset_plays_insert` AFTER INSERT ON `dataset_plays` BEGIN
	INSERT INTO dataset_agg (dataset_id, plays, wins, sum_accuracy, sum_duration, sum_won_attempts)
	VALUES (NEW.dataset_id, 1, NEW.won, NEW.accuracy, NEW.duration, NEW.won * NEW.attempts)
	ON CONFLICT (dataset_id) DO UPDATE SET plays = plays + 1, wins = wins + excluded.wins,
		sum_accuracy = sum_accuracy + excluded.sum_accuracy, sum_duration = sum_duration + excluded.sum_duration,
		sum_won_attempts = sum_won_attempts + excluded.sum_won_attempts;
	INSERT INTO cron_touched (kind, key) SELECT 'd', NEW.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'd' AND key = CAST(NEW.dataset_id AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_plays_update` AFTER UPDATE ON `dataset_plays` BEGIN
	UPDATE dataset_agg SET wins = wins - OLD.won + NEW.won,
		sum_accuracy = sum_accuracy - OLD.accuracy + NEW.accuracy,
		sum_duration = sum_duration - OLD.duration + NEW.duration,
		sum_won_attempts = sum_won_attempts - OLD.won * OLD.attempts + NEW.won * NEW.attempts
	WHERE dataset_id = NEW.dataset_id;
	INSERT INTO cron_touched (kind, key) SELECT 'd', NEW.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'd' AND key = CAST(NEW.dataset_id AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_plays_delete` AFTER DELETE ON `dataset_plays` BEGIN
	UPDATE dataset_agg SET plays = plays - 1, wins = wins - OLD.won, sum_accuracy = sum_accuracy - OLD.accuracy,
		sum_duration = sum_duration - OLD.duration, sum_won_attempts = sum_won_attempts - OLD.won * OLD.attempts
	WHERE dataset_id = OLD.dataset_id;
	INSERT INTO cron_touched (kind, key) SELECT 'd', OLD.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'd' AND key = CAST(OLD.dataset_id AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_players_insert` AFTER INSERT ON `dataset_players` BEGIN
	INSERT INTO dataset_agg (dataset_id, players) VALUES (NEW.dataset_id, 1)
	ON CONFLICT (dataset_id) DO UPDATE SET players = players + 1;
	INSERT INTO cron_touched (kind, key) SELECT 'd', NEW.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'd' AND key = CAST(NEW.dataset_id AS TEXT));
END;
--> statement-breakpoint
-- A best on an eligible dataset moves its player's global row by the difference (no rescan of the
-- player's other bests; `done`, the latest completion, is rescanned only when the latest one got older).
CREATE TRIGGER `board_bests_insert` AFTER INSERT ON `board_bests` BEGIN
	INSERT INTO dataset_agg (dataset_id, ranked) VALUES (NEW.dataset_id, 1)
	ON CONFLICT (dataset_id) DO UPDATE SET ranked = ranked + 1;
	INSERT INTO cron_touched (kind, key) SELECT 'b', NEW.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'b' AND key = CAST(NEW.dataset_id AS TEXT));
	INSERT INTO global_totals (user_id, total, spent, done)
	SELECT NEW.user_id, NEW.score, NEW.time_spent, NEW.completed_at
	WHERE (SELECT eligible FROM dataset_agg WHERE dataset_id = NEW.dataset_id) = 1
	ON CONFLICT (user_id) DO UPDATE SET total = total + excluded.total, spent = spent + excluded.spent,
		done = max(done, excluded.done);
END;
--> statement-breakpoint
CREATE TRIGGER `board_bests_update` AFTER UPDATE ON `board_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'b', NEW.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'b' AND key = CAST(NEW.dataset_id AS TEXT));
	UPDATE global_totals SET total = total - OLD.score + NEW.score, spent = spent - OLD.time_spent + NEW.time_spent,
		done = CASE WHEN NEW.completed_at >= done THEN NEW.completed_at WHEN OLD.completed_at < done THEN done
			ELSE (SELECT MAX(b.completed_at) FROM board_bests b JOIN dataset_agg a ON a.dataset_id = b.dataset_id
				WHERE b.user_id = NEW.user_id AND a.eligible = 1) END
	WHERE user_id = NEW.user_id AND (SELECT eligible FROM dataset_agg WHERE dataset_id = NEW.dataset_id) = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `board_bests_delete` AFTER DELETE ON `board_bests` BEGIN
	UPDATE dataset_agg SET ranked = ranked - 1 WHERE dataset_id = OLD.dataset_id;
	INSERT INTO cron_touched (kind, key) SELECT 'b', OLD.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'b' AND key = CAST(OLD.dataset_id AS TEXT));
	INSERT INTO cron_touched (kind, key) SELECT 'u', OLD.user_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'u' AND key = CAST(OLD.user_id AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `dataset_agg_eligible` AFTER UPDATE OF eligible ON `dataset_agg`
WHEN OLD.eligible IS NOT NEW.eligible BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'u', b.user_id FROM board_bests b
		WHERE b.dataset_id = NEW.dataset_id
			AND NOT EXISTS (SELECT 1 FROM cron_touched t WHERE t.kind = 'u' AND t.key = CAST(b.user_id AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_insert` AFTER INSERT ON `daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'day', NEW.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'day' AND key = CAST(NEW.day AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_update` AFTER UPDATE ON `daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'day', NEW.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'day' AND key = CAST(NEW.day AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_delete` AFTER DELETE ON `daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'day', OLD.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'day' AND key = CAST(OLD.day AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `global_totals_insert` AFTER INSERT ON `global_totals` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'g', ''
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'g' AND key = CAST('' AS TEXT));
	UPDATE cron_state SET value = CAST(value AS INTEGER) + 1 WHERE key = 'global_count';
END;
--> statement-breakpoint
CREATE TRIGGER `global_totals_update` AFTER UPDATE ON `global_totals` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'g', ''
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'g' AND key = CAST('' AS TEXT));
END;
--> statement-breakpoint
CREATE TRIGGER `global_totals_delete` AFTER DELETE ON `global_totals` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'g', ''
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'g' AND key = CAST('' AS TEXT));
	UPDATE cron_state SET value = CAST(value AS INTEGER) - 1 WHERE key = 'global_count';
END;
--> statement-breakpoint
-- The first tick after this migration rebuilds everything from the records (cursor at the start).
INSERT INTO `cron_state` (`key`, `value`) VALUES ('global_count', '0'), ('rebuilding', '1');
--> statement-breakpoint
DELETE FROM `leaderboard_rows`;
