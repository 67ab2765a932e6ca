-- Every public dataset with at least 10 entries has its own daily. A day's pick is stored the first
-- time anyone asks for it, so a new version changes only the days not yet played.
CREATE TABLE `dataset_dailies` (
	`dataset_id` integer NOT NULL REFERENCES `datasets`(`id`) ON DELETE CASCADE,
	`date` text NOT NULL,
	`version_id` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`dataset_id`, `date`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The UTC day of a game of a dataset's own daily (the site daily keeps `daily_date`, so the site streak,
-- the daily board and the archive keep their meaning).
ALTER TABLE `game_records` ADD `dataset_daily_date` text;
--> statement-breakpoint
-- One ranked dataset daily per player, dataset and UTC day, enforced by the database.
CREATE UNIQUE INDEX `game_records_ranked_dataset_daily_user_unique` ON `game_records` (`user_id`,`dataset_id`,`dataset_daily_date`) WHERE is_ranked = 1 AND user_id IS NOT NULL AND dataset_daily_date IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX `game_records_ranked_dataset_daily_guest_unique` ON `game_records` (`guest_id`,`dataset_id`,`dataset_daily_date`) WHERE is_ranked = 1 AND user_id IS NULL AND guest_id IS NOT NULL AND dataset_daily_date IS NOT NULL;
