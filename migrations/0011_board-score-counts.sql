-- How many rows each leaderboard holds at each score (issue 13: ready for a popular daily). A signed-in
-- viewer below a board's published top gets their competition rank from D1 on each view: 1 + the rows
-- with a better score + the rows with the same score in less time. Counted on the board itself, the
-- first term walked every row ahead of the viewer (about 100,000 rows a view for the 100,000th player of
-- a daily). Summed from these tables it reads one row per better score (scores are 100-1000 on the
-- dataset and daily boards), and only the viewer's own score is walked on the board for time.
-- Triggers keep the counts equal to the boards whatever writes them (the cron's tick, its full rebuild,
-- the repair script's reset); a score whose count falls to 0 loses its row.
CREATE TABLE `dataset_score_counts` (
	`dataset_id` integer NOT NULL,
	`score` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`dataset_id`, `score`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The daily board shows the won ranked dailies only, so only those are counted.
CREATE TABLE `daily_score_counts` (
	`day` text NOT NULL,
	`score` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`day`, `score`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `global_score_counts` (
	`total` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `board_bests_count_insert` AFTER INSERT ON `board_bests` BEGIN
	INSERT INTO dataset_score_counts (dataset_id, score, n) VALUES (NEW.dataset_id, NEW.score, 1)
	ON CONFLICT (dataset_id, score) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `board_bests_count_update` AFTER UPDATE OF `dataset_id`, `score` ON `board_bests`
WHEN OLD.dataset_id IS NOT NEW.dataset_id OR OLD.score IS NOT NEW.score BEGIN
	UPDATE dataset_score_counts SET n = n - 1 WHERE dataset_id = OLD.dataset_id AND score = OLD.score;
	DELETE FROM dataset_score_counts WHERE dataset_id = OLD.dataset_id AND score = OLD.score AND n <= 0;
	INSERT INTO dataset_score_counts (dataset_id, score, n) VALUES (NEW.dataset_id, NEW.score, 1)
	ON CONFLICT (dataset_id, score) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `board_bests_count_delete` AFTER DELETE ON `board_bests` BEGIN
	UPDATE dataset_score_counts SET n = n - 1 WHERE dataset_id = OLD.dataset_id AND score = OLD.score;
	DELETE FROM dataset_score_counts WHERE dataset_id = OLD.dataset_id AND score = OLD.score AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_count_insert` AFTER INSERT ON `daily_bests` WHEN NEW.won = 1 BEGIN
	INSERT INTO daily_score_counts (day, score, n) VALUES (NEW.day, NEW.score, 1)
	ON CONFLICT (day, score) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_count_update` AFTER UPDATE OF `day`, `won`, `score` ON `daily_bests`
WHEN OLD.day IS NOT NEW.day OR OLD.won IS NOT NEW.won OR OLD.score IS NOT NEW.score BEGIN
	UPDATE daily_score_counts SET n = n - 1 WHERE OLD.won = 1 AND day = OLD.day AND score = OLD.score;
	DELETE FROM daily_score_counts WHERE OLD.won = 1 AND day = OLD.day AND score = OLD.score AND n <= 0;
	INSERT INTO daily_score_counts (day, score, n) SELECT NEW.day, NEW.score, 1 WHERE NEW.won = 1
	ON CONFLICT (day, score) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `daily_bests_count_delete` AFTER DELETE ON `daily_bests` WHEN OLD.won = 1 BEGIN
	UPDATE daily_score_counts SET n = n - 1 WHERE day = OLD.day AND score = OLD.score;
	DELETE FROM daily_score_counts WHERE day = OLD.day AND score = OLD.score AND n <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `global_totals_count_insert` AFTER INSERT ON `global_totals` BEGIN
	INSERT INTO global_score_counts (total, n) VALUES (NEW.total, 1)
	ON CONFLICT (total) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `global_totals_count_update` AFTER UPDATE OF `total` ON `global_totals`
WHEN OLD.total IS NOT NEW.total BEGIN
	UPDATE global_score_counts SET n = n - 1 WHERE total = OLD.total;
	DELETE FROM global_score_counts WHERE total = OLD.total AND n <= 0;
	INSERT INTO global_score_counts (total, n) VALUES (NEW.total, 1)
	ON CONFLICT (total) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `global_totals_count_delete` AFTER DELETE ON `global_totals` BEGIN
	UPDATE global_score_counts SET n = n - 1 WHERE total = OLD.total;
	DELETE FROM global_score_counts WHERE total = OLD.total AND n <= 0;
END;
--> statement-breakpoint
-- The boards as they stand.
INSERT INTO `dataset_score_counts` (`dataset_id`, `score`, `n`)
SELECT `dataset_id`, `score`, COUNT(*) FROM `board_bests` GROUP BY `dataset_id`, `score`;
--> statement-breakpoint
INSERT INTO `daily_score_counts` (`day`, `score`, `n`)
SELECT `day`, `score`, COUNT(*) FROM `daily_bests` WHERE `won` = 1 GROUP BY `day`, `score`;
--> statement-breakpoint
INSERT INTO `global_score_counts` (`total`, `n`)
SELECT `total`, COUNT(*) FROM `global_totals` GROUP BY `total`;
