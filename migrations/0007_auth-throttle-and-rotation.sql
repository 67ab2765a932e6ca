-- Login throttling by (account, IP), IP and account with a progressive delay: the account-wide
-- delay counts from the latest failure.
ALTER TABLE `login_attempts` ADD `last_failure_at` integer;
--> statement-breakpoint
-- Refresh rotation with a grace window: a session points at the one that replaced it.
ALTER TABLE `sessions` ADD `replaced_by_id` integer;
