import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Environment for a wrangler that never calls home and keeps its files under .wrangler/. */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    XDG_CONFIG_HOME: `${root}.wrangler/xdg`,
    WRANGLER_LOG_PATH: `${root}.wrangler/logs`,
    ...extra,
  };
}
