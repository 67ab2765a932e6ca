CREATE TABLE `daily_challenges` (
	`date` text PRIMARY KEY NOT NULL,
	`dataset_id` integer NOT NULL,
	`version_id` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `dataset_stats` (
	`dataset_id` integer PRIMARY KEY NOT NULL,
	`total_games` integer DEFAULT 0 NOT NULL,
	`unique_players` integer DEFAULT 0 NOT NULL,
	`average_accuracy_rate` real DEFAULT 0 NOT NULL,
	`average_duration` real DEFAULT 0 NOT NULL,
	`best_duration` integer,
	`average_guesses` real DEFAULT 0 NOT NULL,
	`generated_at` integer NOT NULL,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `dataset_tags` (
	`dataset_id` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`dataset_id`, `tag`),
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dataset_tags_tag_idx` ON `dataset_tags` (`tag`);--> statement-breakpoint
CREATE TABLE `dataset_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dataset_id` integer NOT NULL,
	`version` integer NOT NULL,
	`changelog` text DEFAULT '' NOT NULL,
	`attribute_types` text NOT NULL,
	`entries_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dataset_versions_dataset_version_unique` ON `dataset_versions` (`dataset_id`,`version`);--> statement-breakpoint
CREATE TABLE `datasets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`name_i18n` text,
	`description` text DEFAULT '' NOT NULL,
	`description_i18n` text,
	`language` text DEFAULT 'zh-CN' NOT NULL,
	`owner_id` integer,
	`is_public` integer DEFAULT true NOT NULL,
	`allow_fork` integer DEFAULT true NOT NULL,
	`type` text DEFAULT 'other' NOT NULL,
	`slug` text,
	`forked_from_id` integer,
	`forks_count` integer DEFAULT 0 NOT NULL,
	`favorites_count` integer DEFAULT 0 NOT NULL,
	`plays_count` integer DEFAULT 0 NOT NULL,
	`entries_count` integer DEFAULT 0 NOT NULL,
	`latest_version_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `datasets_slug_unique` ON `datasets` (`slug`);--> statement-breakpoint
CREATE INDEX `datasets_public_updated_idx` ON `datasets` (`is_public`,`updated_at`);--> statement-breakpoint
CREATE INDEX `datasets_owner_idx` ON `datasets` (`owner_id`);--> statement-breakpoint
CREATE INDEX `datasets_type_idx` ON `datasets` (`type`);--> statement-breakpoint
CREATE INDEX `datasets_forked_from_idx` ON `datasets` (`forked_from_id`);--> statement-breakpoint
CREATE TABLE `entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`version_id` integer NOT NULL,
	`position` integer NOT NULL,
	`name` text NOT NULL,
	`labels` text,
	`aliases` text NOT NULL,
	`image_url` text,
	`attributes` text NOT NULL,
	`search_key` text NOT NULL,
	FOREIGN KEY (`version_id`) REFERENCES `dataset_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `entries_version_position_idx` ON `entries` (`version_id`,`position`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`dataset_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `favorites_user_dataset_unique` ON `favorites` (`user_id`,`dataset_id`);--> statement-breakpoint
CREATE INDEX `favorites_dataset_idx` ON `favorites` (`dataset_id`);--> statement-breakpoint
CREATE TABLE `game_guesses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`record_id` integer NOT NULL,
	`position` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`feedback` text NOT NULL,
	`exact_cells` integer DEFAULT 0 NOT NULL,
	`compared_cells` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`record_id`) REFERENCES `game_records`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_guesses_record_position_unique` ON `game_guesses` (`record_id`,`position`);--> statement-breakpoint
CREATE TABLE `game_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`dataset_id` integer NOT NULL,
	`version_id` integer NOT NULL,
	`answer_entry_id` integer NOT NULL,
	`start_time` integer NOT NULL,
	`end_time` integer,
	`duration` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`success_at` integer,
	`game_time_limit` integer DEFAULT 300 NOT NULL,
	`accuracy` real,
	`score` integer DEFAULT 0 NOT NULL,
	`result` text DEFAULT 'playing' NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`referrer` text,
	`session_id` text NOT NULL,
	`is_daily_challenge` integer DEFAULT false NOT NULL,
	`daily_date` text,
	`is_ranked` integer DEFAULT false NOT NULL,
	`other_info` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version_id`) REFERENCES `dataset_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `game_records_session_unique` ON `game_records` (`session_id`);--> statement-breakpoint
CREATE INDEX `game_records_user_idx` ON `game_records` (`user_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `game_records_dataset_result_idx` ON `game_records` (`dataset_id`,`result`);--> statement-breakpoint
CREATE INDEX `game_records_daily_idx` ON `game_records` (`daily_date`,`is_ranked`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `news` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`published_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_slug_unique` ON `news` (`slug`);--> statement-breakpoint
CREATE INDEX `news_published_idx` ON `news` (`published_at`);--> statement-breakpoint
CREATE TABLE `oauth_accounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`provider` text NOT NULL,
	`provider_user_id` text NOT NULL,
	`email` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `oauth_provider_user_unique` ON `oauth_accounts` (`provider`,`provider_user_id`);--> statement-breakpoint
CREATE INDEX `oauth_user_idx` ON `oauth_accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`nickname` text,
	`avatar_url` text,
	`gender` text DEFAULT 'unspecified' NOT NULL,
	`birthday` text,
	`location` text,
	`bio` text,
	`language` text,
	`timezone` text,
	`theme` text DEFAULT 'system' NOT NULL,
	`website` text,
	`social_links` text,
	`interests` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`family_id` text NOT NULL,
	`remember_me` integer DEFAULT false NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`revoked_at` integer,
	`user_agent` text,
	`ip_address` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_family_idx` ON `sessions` (`family_id`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_stats` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`total_games` integer DEFAULT 0 NOT NULL,
	`total_score` integer DEFAULT 0 NOT NULL,
	`average_score` real DEFAULT 0 NOT NULL,
	`total_time` integer DEFAULT 0 NOT NULL,
	`average_time` real DEFAULT 0 NOT NULL,
	`best_score` integer DEFAULT 0 NOT NULL,
	`games_won` integer DEFAULT 0 NOT NULL,
	`win_rate` real DEFAULT 0 NOT NULL,
	`current_streak` integer DEFAULT 0 NOT NULL,
	`best_streak` integer DEFAULT 0 NOT NULL,
	`guess_histogram` text NOT NULL,
	`generated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text,
	`phone` text,
	`password_hash` text,
	`is_active` integer DEFAULT true NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_phone_unique` ON `users` (`phone`);