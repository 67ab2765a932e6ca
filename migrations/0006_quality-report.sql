-- A game quality report per version (issue 12): what players can tell apart and how many guesses
-- a game takes, computed at upload. Versions uploaded before this have none until recomputed.
CREATE TABLE `version_quality` (
	`version_id` integer PRIMARY KEY NOT NULL,
	`report` text NOT NULL,
	`difficulty` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `dataset_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
