#!/usr/bin/env node
// A hash of everything `npm run build` is made from, kept in the build (`build/source-hash`):
// `npm start` skips the build when the last finished build was made from the same sources.
//   node scripts/build-hash.mjs forget   (first step of `npm run build`: until the build finishes,
//                                         no build counts as current; the hash of the sources it
//                                         starts from waits in .wrangler/, as Remix empties build/)
// write-build-meta.mjs, the build's last step, makes the pending hash the build's.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** What the client and server builds read (tests excepted). */
export const BUILD_INPUTS = [
  "app",
  "workers",
  "locales",
  "db",
  "public",
  "vite.config.ts",
  "load-context.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-hash.mjs",
  "scripts/write-build-meta.mjs",
];

const TEST_FILE = /\.test\.tsx?$/;

function filesUnder(path, found) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    found.push(path);
    return;
  }
  for (const name of readdirSync(path).sort()) {
    if (!TEST_FILE.test(name)) filesUnder(join(path, name), found);
  }
}

/** SHA-256 over every input file's path and contents, in a fixed order. */
export function sourceHash(inputs = BUILD_INPUTS, base = root) {
  const hash = createHash("sha256");
  // A build with the local-only routes (`npm start`) is not the production build of the same sources.
  hash.update(process.env.DATADLE_LOCAL_ROUTES === "1" ? "local-routes\0" : "");
  const files = [];
  for (const input of inputs) filesUnder(join(base, input), files);
  for (const file of files) {
    hash.update(relative(base, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

const buildDir = (dir = process.env.BUILD_DIR ?? "build") => join(root, dir);
const hashFile = (dir) => join(buildDir(dir), "source-hash");
const pendingFile = (dir = process.env.BUILD_DIR ?? "build") =>
  join(root, ".wrangler", `${dir.replace(/\W+/g, "_")}-source-hash.pending`);

/** The sources' hash of the build in `dir`, or null when it is unfinished or unknown. */
export function builtFrom(dir) {
  const file = hashFile(dir);
  if (!existsSync(file) || !existsSync(join(buildDir(dir), "server/index.js"))) return null;
  return readFileSync(file, "utf8").trim();
}

export function forgetBuild(dir) {
  rmSync(hashFile(dir), { force: true });
  mkdirSync(join(root, ".wrangler"), { recursive: true });
  writeFileSync(pendingFile(dir), sourceHash());
}

export function finishBuild(dir) {
  if (existsSync(pendingFile(dir))) renameSync(pendingFile(dir), hashFile(dir));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] !== "forget") throw new Error("usage: node scripts/build-hash.mjs forget");
  forgetBuild();
}
