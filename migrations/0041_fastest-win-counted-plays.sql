-- "Fastest win" (dataset_stats.best_duration) was the fastest of every won game, replays included, while
-- the other figures count one play per player, dataset and day (dataset_plays). It is now the fastest
-- counted play: this index answers it in one seek, the stored values are read again from the plays,
-- and every dataset is touched so the next cron tick republishes its stats.
CREATE INDEX `dataset_plays_won_duration_idx` ON `dataset_plays` (`dataset_id`, `won`, `duration`);
--> statement-breakpoint
UPDATE `dataset_agg` SET `best_duration` = (
	SELECT MIN(p.`duration`) FROM `dataset_plays` p WHERE p.`dataset_id` = `dataset_agg`.`dataset_id` AND p.`won` = 1);
--> statement-breakpoint
INSERT OR IGNORE INTO `cron_touched` (`kind`, `key`) SELECT 'd', `dataset_id` FROM `dataset_agg`;
