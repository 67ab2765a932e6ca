-- A player's own games by day and dataset. Every page a known player opens asks for their play of
-- the day (home, daily page, game page) and the game page for their latest game of its dataset.
-- Without these, SQLite answered the first through `game_records_daily_idx` and read every game
-- played that day (20,001 rows per page view with 20,000 plays in a day), and the second through
-- `game_records_user_idx` and read the player's whole history when they had not played the dataset.
-- With them both reads touch only the player's own rows of that day and dataset.
-- `game_records_daily_idx` goes: no query reads games by day alone, and while it existed the planner
-- preferred it for the first read (it also orders by `is_ranked`).
DROP INDEX IF EXISTS `game_records_daily_idx`;
--> statement-breakpoint
CREATE INDEX `game_records_user_day_idx` ON `game_records` (`user_id`,`daily_date`,`dataset_id`,`start_time`);
--> statement-breakpoint
CREATE INDEX `game_records_guest_day_idx` ON `game_records` (`guest_id`,`daily_date`,`dataset_id`,`start_time`);
