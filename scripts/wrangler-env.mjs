import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Environment for a wrangler that never calls home and keeps its files under .wrangler/. NODE_ENV is
 * "production" so `wrangler dev` (npm start, bench, e2e) bundles the same React a deployed Worker
 * runs: without it wrangler defines process.env.NODE_ENV as "development" (React's dev builds).
 */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: `${root}.wrangler/xdg`,
    WRANGLER_LOG_PATH: `${root}.wrangler/logs`,
    ...extra,
  };
}

/**
 * Runs SQL text on the app's D1 with `wrangler d1 execute`: the local state (or `persistTo`), or the
 * production database with `remote` (the user's own wrangler login). Exits the process on failure.
 */
export function d1Execute(sql, { remote = false, persistTo = null } = {}) {
  const bin = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
  const location = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const result = spawnSync(process.execPath, [bin, "d1", "execute", "DB", ...location, "--command", sql], {
    stdio: "inherit",
    env: remote ? process.env : wranglerEnv(),
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs one SELECT like `d1Execute` and returns its rows (wrangler's `--json`), printing nothing. */
export function d1Query(sql, { remote = false, persistTo = null } = {}) {
  const bin = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
  const location = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
  const result = spawnSync(
    process.execPath,
    [bin, "d1", "execute", "DB", ...location, "--json", "--command", sql],
    { stdio: ["inherit", "pipe", "inherit"], env: remote ? process.env : wranglerEnv(), encoding: "utf8" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  const [first] = JSON.parse(result.stdout);
  return first?.results ?? [];
}
