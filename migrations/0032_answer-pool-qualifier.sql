-- Issue 39 §3 and §4 (ADR 034): the author's qualifier column and answer pool are kept with the
-- version; each entry carries its own qualifier (only names another entry shares have one) and
-- whether it can be the answer, so the daily pick and a practice start stay one read of entries.
-- Existing versions have no pool: every entry stays a possible answer.
ALTER TABLE `dataset_versions` ADD `qualifier_column` text;
--> statement-breakpoint
ALTER TABLE `dataset_versions` ADD `answer_pool` text;
--> statement-breakpoint
ALTER TABLE `entries` ADD `qualifier` text;
--> statement-breakpoint
ALTER TABLE `entries` ADD `in_pool` integer DEFAULT 1 NOT NULL;
