import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/** Pure unit tests (Node): `*.test.ts(x)` beside the code. Tests that need bindings are `*.workers.test.ts`. */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.ts",
      "scripts/**/*.test.ts",
      "workers/**/*.test.ts",
    ],
    exclude: ["**/*.workers.test.ts", "node_modules/**"],
    environment: "node",
    // Some tests read whole real tables; on a busy 2-core CI machine the largest take several seconds.
    testTimeout: 30_000,
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
  },
});
