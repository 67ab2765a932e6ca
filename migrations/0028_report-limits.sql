-- Reports are limited per reporter and per dataset over the last 24 hours (issue 41): these count them
-- without reading other rows.
CREATE INDEX `dataset_reports_reporter_idx` ON `dataset_reports` (`reporter_id`, `created_at`);
--> statement-breakpoint
CREATE INDEX `dataset_reports_dataset_idx` ON `dataset_reports` (`dataset_id`, `created_at`);
