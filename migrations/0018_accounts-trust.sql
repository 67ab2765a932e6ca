-- Accounts a person can trust: one-time email tokens (verification, password reset), the local mail
-- outbox, dataset reports and the operator's moderation log; moderation marks on users and datasets,
-- and the mark a deleted account leaves on the datasets it owned (forks of them credit "a deleted user").
CREATE TABLE `account_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`email` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_tokens_hash_unique` ON `account_tokens` (`token_hash`);
--> statement-breakpoint
CREATE INDEX `account_tokens_user_idx` ON `account_tokens` (`user_id`, `purpose`);
--> statement-breakpoint
CREATE INDEX `account_tokens_expires_idx` ON `account_tokens` (`expires_at`);
--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_to_idx` ON `mail_outbox` (`to_address`, `id`);
--> statement-breakpoint
CREATE TABLE `dataset_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dataset_id` integer NOT NULL,
	`reporter_id` integer,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`resolved_at` integer,
	FOREIGN KEY (`dataset_id`) REFERENCES `datasets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dataset_reports_open_unique` ON `dataset_reports` (`dataset_id`, `reporter_id`) WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX `dataset_reports_status_idx` ON `dataset_reports` (`status`, `created_at`);
--> statement-breakpoint
CREATE TABLE `moderation_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `hidden_at` integer;
--> statement-breakpoint
ALTER TABLE `users` ADD `hidden_reason` text;
--> statement-breakpoint
ALTER TABLE `datasets` ADD `hidden_at` integer;
--> statement-breakpoint
ALTER TABLE `datasets` ADD `hidden_reason` text;
--> statement-breakpoint
ALTER TABLE `datasets` ADD `hidden_was_public` integer;
--> statement-breakpoint
ALTER TABLE `datasets` ADD `hidden_with_owner` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `datasets` ADD `owner_deleted` integer DEFAULT 0 NOT NULL;
