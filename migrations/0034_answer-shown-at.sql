-- A timed game that runs out ends lost, but its answer stays on the server until the player finds it
-- (unscored guesses) or asks for it (issue 40, design §3). `answer_shown_at` is when that happened;
-- while a timed-out game has none, no response carries its answer. Games that timed out before this
-- migration showed their answer at once: they keep it shown.
ALTER TABLE `game_records` ADD `answer_shown_at` integer;
--> statement-breakpoint
UPDATE `game_records` SET `answer_shown_at` = `end_time`
WHERE `result` = 'lost' AND `is_daily_challenge` = 0 AND `game_time_limit` > 0 AND `end_time` IS NOT NULL
	AND `end_time` >= `start_time` + `game_time_limit` * 1000;
