-- The stats no longer key a guest by its address (`ip:<address>`): a guest's game stores its address's
-- keyed hash when it starts (`address_key`, `h:`, address-key.server.ts) and the tick counts it by that.
-- SQL cannot compute the hash, so the address keys already stored become the key of their own game's
-- session (`s:`), as migration 0040 did for the dashboard and an account deletion does: every play
-- stays counted (a play's sums move with it, the update trigger sees the same values); a guest who
-- played one dataset several times a day before this migration counts once per game on those days.
ALTER TABLE `game_records` ADD `address_key` text;
--> statement-breakpoint
UPDATE OR IGNORE `dataset_plays` SET `player_key` = COALESCE((SELECT 's:' || r.session_id FROM game_records r
	WHERE r.id = dataset_plays.record_id), 'r:' || `record_id`)
WHERE `player_key` LIKE 'ip:%';
--> statement-breakpoint
DELETE FROM `dataset_plays` WHERE `player_key` LIKE 'ip:%';
--> statement-breakpoint
-- The tick's scratch batch is refilled from its cursor on the next tick.
DELETE FROM `cron_batch`;
