-- The creator's dashboard no longer keeps a guest's address: the tick keys an address's games by its
-- keyed hash (`h:`, ADR 047). SQL cannot compute that hash, so the address keys already stored become
-- the key of one of their games' sessions (`s:`), as an account deletion does: the day's player counts
-- stay as they are; a guest whose address played before and after this migration on the same day may
-- count twice on that day.
UPDATE OR IGNORE `dashboard_day_players` SET `player_key` = (SELECT 's:' || r.session_id FROM dashboard_games g
	JOIN game_records r ON r.id = g.record_id WHERE g.dataset_id = dashboard_day_players.dataset_id
		AND g.day = dashboard_day_players.day AND g.player_key = dashboard_day_players.player_key LIMIT 1)
WHERE `player_key` LIKE 'ip:%';
--> statement-breakpoint
DELETE FROM `dashboard_day_players` WHERE `player_key` LIKE 'ip:%';
--> statement-breakpoint
UPDATE `dashboard_games` SET `player_key` = COALESCE((SELECT 's:' || r.session_id FROM game_records r
	WHERE r.id = dashboard_games.record_id), 'r:' || `record_id`)
WHERE `player_key` LIKE 'ip:%';
