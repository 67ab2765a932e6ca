-- The site daily is the featured dataset's own daily (ADR 021): one answer and one record. Each stored
-- site pick becomes that day of its dataset's daily (unless that day was already stored), and a site
-- daily game played on its own day carries the dataset daily's day too, so it counts for the
-- dataset's streak and boards. Archive games (played on a later day) keep the site day only.
INSERT INTO `dataset_dailies` (`dataset_id`, `date`, `version_id`, `entry_id`)
SELECT c.`dataset_id`, c.`date`, c.`version_id`, c.`entry_id` FROM `daily_challenges` c
WHERE EXISTS (SELECT 1 FROM `datasets` d WHERE d.`id` = c.`dataset_id`)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A ranked game keeps its rank only where the player has no other ranked game of that dataset's daily
-- that day (the unique indexes of migration 0020); such a pair is left as it was.
UPDATE `game_records` SET `dataset_daily_date` = `daily_date`
WHERE `daily_date` IS NOT NULL AND `dataset_daily_date` IS NULL
  AND `daily_date` = date(`start_time` / 1000, 'unixepoch')
  AND NOT (`is_ranked` = 1 AND EXISTS (
    SELECT 1 FROM `game_records` o WHERE o.`is_ranked` = 1 AND o.`dataset_id` = `game_records`.`dataset_id`
      AND o.`dataset_daily_date` = `game_records`.`daily_date` AND o.`id` <> `game_records`.`id`
      AND ((`game_records`.`user_id` IS NOT NULL AND o.`user_id` = `game_records`.`user_id`)
        OR (`game_records`.`user_id` IS NULL AND o.`user_id` IS NULL AND o.`guest_id` = `game_records`.`guest_id`))));
--> statement-breakpoint
-- The dataset daily boards learn those games: the next tick rebuilds every aggregate from the records
-- (the list of app/services/game/reset-aggregates.json).
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
DELETE FROM `dataset_daily_bests`;
--> statement-breakpoint
DELETE FROM `dataset_daily_totals`;
--> statement-breakpoint
DELETE FROM `dataset_daily_score_counts`;
--> statement-breakpoint
DELETE FROM `dataset_daily_total_counts`;
--> statement-breakpoint
DELETE FROM `cron_touched`;
--> statement-breakpoint
DELETE FROM `cron_state`;
--> statement-breakpoint
INSERT INTO `cron_state` (`key`, `value`) VALUES ('global_count', '0'), ('rebuilding', '1');
