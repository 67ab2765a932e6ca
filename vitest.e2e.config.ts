import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * End-to-end tests (`tests/e2e/*.e2e.ts`) against a running worker; start them with
 * `npm run test:e2e` (tests/e2e/run.mjs), which builds, starts `wrangler dev` and runs this config
 * twice (E2E_JS=on, then off). Files run in parallel (E2E_WORKERS, default 2): one browser each.
 * On CI a failed test runs once more, as Playwright's own CI preset does: a browser on a loaded
 * 2-core machine can lose a race a person never would. A test that passed only on its retry is
 * still listed by name and error at the end of the CI log (scripts/ci-summary.mjs).
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    environment: "node",
    setupFiles: ["./tests/e2e/support/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: process.env.CI ? 1 : 0,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
