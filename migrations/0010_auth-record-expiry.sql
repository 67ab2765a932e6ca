-- Sessions and login-throttle counters are pruned once they can no longer matter (the cron job
-- `prune-auth-records`, app/services/auth/prune.server.ts). Every refresh rotates a session into a
-- new row and nothing deleted old ones, so the table grew by about four rows per hour of play per
-- player, forever; failed logins leave three counters each. These indexes let the job find what
-- expired without reading the tables.
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);
--> statement-breakpoint
CREATE INDEX `login_attempts_window_idx` ON `login_attempts` (`window_start`);
