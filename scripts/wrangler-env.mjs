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
