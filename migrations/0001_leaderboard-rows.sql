CREATE TABLE `leaderboard_rows` (
	`board` text NOT NULL,
	`user_id` integer NOT NULL,
	`position` integer NOT NULL,
	`rank` integer NOT NULL,
	`score` integer NOT NULL,
	`time_spent` integer NOT NULL,
	`completed_at` integer NOT NULL,
	PRIMARY KEY(`board`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leaderboard_rows_board_position_idx` ON `leaderboard_rows` (`board`,`position`);