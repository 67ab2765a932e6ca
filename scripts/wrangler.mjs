#!/usr/bin/env node
// Runs wrangler offline and quietly, with its state kept inside the project (see shared STACK notes).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { wranglerEnv } from "./wrangler-env.mjs";

const bin = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const child = spawn(process.execPath, [bin, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: wranglerEnv(),
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
