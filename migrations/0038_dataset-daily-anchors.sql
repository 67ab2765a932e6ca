-- A dataset daily's number counts from a fixed day 1 (ADR 042), no longer from the earliest stored day:
-- a site archive pick stores a day of the featured dataset's daily for an earlier date, which moved
-- every number of that dataset's daily (today's #1 became #7). The anchor is written once, when the
-- dataset's first number is worked out, and never moves.
CREATE TABLE `dataset_daily_anchors` (
	`dataset_id` integer PRIMARY KEY NOT NULL REFERENCES `datasets`(`id`) ON DELETE CASCADE,
	`first` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- Datasets with stored days keep the numbers the pages work out today: from their earliest stored day.
INSERT INTO `dataset_daily_anchors` (`dataset_id`, `first`)
SELECT `dataset_id`, min(`date`) FROM `dataset_dailies` GROUP BY `dataset_id`;
