-- Issue 10 (game server): games addressed by record for guests too, per-player stats written when a
-- game ends, one ranked daily per player and day enforced by a unique index, hard mode, challenges.
ALTER TABLE `game_records` ADD `guest_id` text;
--> statement-breakpoint
ALTER TABLE `game_records` ADD `hard_mode` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `game_records` ADD `challenge_of` integer;
--> statement-breakpoint
CREATE INDEX `game_records_guest_idx` ON `game_records` (`guest_id`,`start_time`);
--> statement-breakpoint
-- Existing data may hold several ranked dailies for one user and day (the old check-then-insert
-- raced): keep the first one ranked, so the unique index below can be built.
UPDATE `game_records` SET `is_ranked` = 0
WHERE `is_ranked` = 1 AND `user_id` IS NOT NULL AND `id` NOT IN (
  SELECT MIN(`id`) FROM `game_records` WHERE `is_ranked` = 1 AND `user_id` IS NOT NULL
  GROUP BY `user_id`, `daily_date`
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_records_ranked_daily_user_unique` ON `game_records` (`user_id`,`daily_date`) WHERE is_ranked = 1 AND user_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX `game_records_ranked_daily_guest_unique` ON `game_records` (`guest_id`,`daily_date`) WHERE is_ranked = 1 AND user_id IS NULL AND guest_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE `player_stats` (
	`player_key` text PRIMARY KEY NOT NULL,
	`played` integer DEFAULT 0 NOT NULL,
	`wins` integer DEFAULT 0 NOT NULL,
	`total_score` integer DEFAULT 0 NOT NULL,
	`best_score` integer DEFAULT 0 NOT NULL,
	`total_time` integer DEFAULT 0 NOT NULL,
	`best_streak` integer DEFAULT 0 NOT NULL,
	`last_run` integer DEFAULT 0 NOT NULL,
	`last_win_day` text,
	`last_daily_day` text,
	`last_daily_won` integer DEFAULT 0 NOT NULL,
	`histogram` text NOT NULL,
	`updated_at` integer NOT NULL
);
