// The Worker that `npm start`, the bench and the e2e server run is bundled by `wrangler dev`, which
// defines process.env.NODE_ENV as "development" unless the environment sets it: React's development
// builds would then serve every local page (a different, ~2x slower program than a deployed Worker).
// This bundles the real Worker through the same launcher (scripts/wrangler.mjs) with NODE_ENV set to
// "development" in the caller's environment, as a plain shell has it, and reads what got bundled.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { root, wranglerConfigFor } from "../tests/e2e/support/local-worker.mjs";
import { builtFrom, sourceHash } from "./build-hash.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const outDir = mkdtempSync(join(tmpdir(), "worker-bundle-"));
let bundle = "";

beforeAll(() => {
  // `npm test` runs unit tests before test:workers builds: a clean clone builds here once.
  // A build made by `npm start` has the local-only routes: the bundle checked here is `npm run build`'s.
  delete process.env.DATADLE_LOCAL_ROUTES;
  if (!existsSync(join(root, buildDir, "server/index.js")) || builtFrom(buildDir) !== sourceHash())
    execFileSync("npm", ["run", "build", "--silent"], {
      cwd: root,
      env: { ...process.env, BUILD_DIR: buildDir },
    });
  execFileSync(
    process.execPath,
    [
      join(root, "scripts/wrangler.mjs"),
      "deploy",
      "--dry-run",
      "--outdir",
      outDir,
      "--config",
      wranglerConfigFor(buildDir),
    ],
    { cwd: root, env: { ...process.env, NODE_ENV: "development" }, stdio: "pipe" },
  );
  const files = readdirSync(outDir).filter((name) => name.endsWith(".js"));
  bundle = files.map((name) => readFileSync(join(outDir, name), "utf8")).join("\n");
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("the Worker bundle served locally", () => {
  it("holds React's production server renderer, not its development build", () => {
    // entry.server.tsx renders with the Node build (renderToPipeableStream: about half the CPU).
    expect(bundle).toContain("react-dom-server.node.production");
    expect(bundle).not.toMatch(/react-dom-server\.(browser|node)\.development/);
    expect(bundle).not.toContain("react-jsx-runtime.development");
    expect(bundle).not.toMatch(/\bjsxDEV\b/);
  });
});

describe("the production bundle", () => {
  it("has no local-only endpoint: no mail outbox page, no scheduled-event trigger", () => {
    expect(bundle).not.toContain("dev.outbox");
    expect(bundle).not.toContain("dev/outbox");
    expect(bundle).not.toContain("__scheduled");
  });
});
