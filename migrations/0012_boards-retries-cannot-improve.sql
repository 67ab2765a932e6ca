-- Boards that retrying cannot improve (ADR 018). The dataset board keeps each player's FIRST practice
-- game on the dataset's current version (won or not; a game that was not won holds the place with score
-- 0 and is not shown), so `board_bests` learns the version of its row. The global board is the sum of
-- each player's ranked site dailies (one puzzle a day for everyone), so the dataset bests no longer move
-- it: its rows are recomputed from `daily_bests` for the players a tick touched.

ALTER TABLE `board_bests` ADD COLUMN `version_id` integer;
--> statement-breakpoint
ALTER TABLE `cron_batch` ADD COLUMN `version_id` integer;
--> statement-breakpoint
-- The version a dataset's board rows were last filled for (a new or restored version refills it).
ALTER TABLE `dataset_agg` ADD COLUMN `board_version_id` integer;
--> statement-breakpoint
CREATE INDEX `daily_bests_user_idx` ON `daily_bests` (`user_id`, `won`);
--> statement-breakpoint
DROP TRIGGER `board_bests_insert`;
--> statement-breakpoint
CREATE TRIGGER `board_bests_insert` AFTER INSERT ON `board_bests` BEGIN
	INSERT INTO dataset_agg (dataset_id, ranked) VALUES (NEW.dataset_id, 1)
	ON CONFLICT (dataset_id) DO UPDATE SET ranked = ranked + 1;
	INSERT INTO cron_touched (kind, key) SELECT 'b', NEW.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'b' AND key = CAST(NEW.dataset_id AS TEXT));
END;
--> statement-breakpoint
DROP TRIGGER `board_bests_update`;
--> statement-breakpoint
CREATE TRIGGER `board_bests_update` AFTER UPDATE ON `board_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'b', NEW.dataset_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'b' AND key = CAST(NEW.dataset_id AS TEXT));
END;
--> statement-breakpoint
DROP TRIGGER `daily_bests_insert`;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_insert` AFTER INSERT ON `daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'day', NEW.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'day' AND key = CAST(NEW.day AS TEXT));
	INSERT INTO cron_touched (kind, key) SELECT 'u', NEW.user_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'u' AND key = CAST(NEW.user_id AS TEXT));
END;
--> statement-breakpoint
DROP TRIGGER `daily_bests_update`;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_update` AFTER UPDATE ON `daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'day', NEW.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'day' AND key = CAST(NEW.day AS TEXT));
	INSERT INTO cron_touched (kind, key) SELECT 'u', NEW.user_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'u' AND key = CAST(NEW.user_id AS TEXT));
END;
--> statement-breakpoint
DROP TRIGGER `daily_bests_delete`;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_delete` AFTER DELETE ON `daily_bests` BEGIN
	INSERT INTO cron_touched (kind, key) SELECT 'day', OLD.day
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'day' AND key = CAST(OLD.day AS TEXT));
	INSERT INTO cron_touched (kind, key) SELECT 'u', OLD.user_id
		WHERE NOT EXISTS (SELECT 1 FROM cron_touched WHERE kind = 'u' AND key = CAST(OLD.user_id AS TEXT));
END;
--> statement-breakpoint
-- The old boards were built by the old rules: empty every aggregate (the list of
-- app/services/game/reset-aggregates.json); the next tick rebuilds them from all records.
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
