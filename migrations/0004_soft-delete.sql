-- Soft delete for datasets and versions (issue 11: nothing lost on delete). A delete sets
-- `deleted_at` (hidden everywhere at once, restorable by the owner for 30 days); the cron purge
-- then drops entries, tags and favorites and sets `purged_at`, but never the row itself.
ALTER TABLE `datasets` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `datasets` ADD `purged_at` integer;--> statement-breakpoint
ALTER TABLE `dataset_versions` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `datasets_deleted_idx` ON `datasets` (`deleted_at`);--> statement-breakpoint
-- A record keeps what it shows (the dataset's and the answer's names), whatever happens to them.
ALTER TABLE `game_records` ADD `dataset_name` text;--> statement-breakpoint
ALTER TABLE `game_records` ADD `answer_name` text;--> statement-breakpoint
UPDATE `game_records` SET
  `dataset_name` = (SELECT `name` FROM `datasets` WHERE `datasets`.`id` = `game_records`.`dataset_id`),
  `answer_name` = (SELECT `name` FROM `entries` WHERE `entries`.`id` = `game_records`.`answer_entry_id`);--> statement-breakpoint
-- game_records and daily_challenges reference datasets/versions ON DELETE CASCADE (0000). SQLite
-- changes a foreign key only by rebuilding the table, and D1 cannot switch foreign keys off: the
-- rebuild's DROP TABLE would cascade into game_guesses. Instead the database refuses to delete a
-- dataset or version that any game record or daily challenge still points at, so no code path
-- (purge included) can ever erase another player's history.
CREATE TRIGGER `datasets_keep_history` BEFORE DELETE ON `datasets`
WHEN EXISTS (SELECT 1 FROM `game_records` WHERE `dataset_id` = OLD.`id`)
  OR EXISTS (SELECT 1 FROM `daily_challenges` WHERE `dataset_id` = OLD.`id`)
BEGIN
  SELECT RAISE(ABORT, 'dataset has game history: soft delete it instead');
END;--> statement-breakpoint
CREATE TRIGGER `dataset_versions_keep_history` BEFORE DELETE ON `dataset_versions`
WHEN EXISTS (SELECT 1 FROM `game_records` WHERE `version_id` = OLD.`id`)
  OR EXISTS (SELECT 1 FROM `daily_challenges` WHERE `version_id` = OLD.`id`)
BEGIN
  SELECT RAISE(ABORT, 'version has game history: soft delete it instead');
END;
