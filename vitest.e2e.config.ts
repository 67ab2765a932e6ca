import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * End-to-end tests (`tests/e2e/*.e2e.ts`) against a running worker; start them with
 * `npm run test:e2e` (tests/e2e/run.mjs), which builds, starts `wrangler dev` and runs this config
 * twice (E2E_JS=on, then off). Files run in parallel (E2E_WORKERS, default 2): one browser each.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    setupFiles: ["./tests/e2e/support/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
