/** Set by tests/e2e/run.mjs for each vitest pass. */
export const baseUrl = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8788";

/** false in the pass that runs the whole suite with JavaScript disabled in the browser. */
export const jsEnabled = process.env.E2E_JS !== "off";

/** The Worker's cron expressions (wrangler.toml `[triggers]`). */
export const crons = { everyTenMinutes: "*/10 * * * *", midnightUtc: "0 0 * * *" } as const;

/**
 * A suffix unique to this run, pass and call: both passes and parallel files share one database,
 * so anything a test creates (usernames, dataset names) must carry it.
 */
let counter = 0;
export function unique(prefix = "e2e"): string {
  counter += 1;
  const pass = jsEnabled ? "j" : "n";
  return `${prefix}${pass}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}
