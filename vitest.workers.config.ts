import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";
import { wranglerConfigFor } from "./tests/e2e/support/local-worker.mjs";

/**
 * Integration tests inside workerd (`*.workers.test.ts`): D1 with the migrations applied, KV, and
 * the built Worker (`exports.default.fetch` from "cloudflare:workers"). Run `npm run build` first
 * (BUILD_DIR picks another build folder; its wrangler config points the assets there too, so
 * `build/` need not exist).
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
  const buildDir = process.env.BUILD_DIR ?? "build";
  return {
    plugins: [
      tsconfigPaths(),
      cloudflareTest({
        main: "./workers/app.ts",
        wrangler: { configPath: wranglerConfigFor(buildDir) },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789",
            DAILY_SECRET: "test-daily-secret",
            MAIL_OUTBOX: "1",
          },
        },
      }),
    ],
    resolve: {
      alias: {
        "@remix-build": fileURLToPath(new URL(`./${buildDir}/server/index.js`, import.meta.url)),
      },
    },
    test: {
      include: ["app/**/*.workers.test.{ts,tsx}", "tests/integration/**/*.workers.test.ts"],
      setupFiles: ["./tests/setup/apply-migrations.ts"],
      deps: {
        optimizer: {
          ssr: { enabled: true, include: ["@remix-run/cloudflare", "@remix-run/server-runtime"] },
        },
      },
    },
  };
});
