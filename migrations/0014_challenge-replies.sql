-- The friends who played a challenge link are shown beside the challenger's game (game page):
-- found by the challenged game's `challenge_of`, without reading other games.
CREATE INDEX `game_records_challenge_of_idx` ON `game_records` (`challenge_of`,`end_time`) WHERE challenge_of IS NOT NULL;
