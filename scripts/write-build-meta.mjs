#!/usr/bin/env node
// spec §7: builds/latest.json and builds/meta/{buildId}.json, read by the client's hourly build check.
// Last step of `npm run build`: the build now counts as made from the sources it started from.
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { finishBuild } from "./build-hash.mjs";

const buildDir = new URL(`../${process.env.BUILD_DIR ?? "build"}/`, import.meta.url);
const assets = new URL("client/assets/", buildDir);
const manifestFile = (await readdir(assets)).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("no Remix manifest in build/client/assets");
const source = await readFile(new URL(manifestFile, assets), "utf8");
const id = /"version":"([^"]+)"/.exec(source)?.[1];
if (!id) throw new Error(`no version in ${manifestFile}`);

const meta = { id, timestamp: Date.now() };
const dir = new URL("client/builds/", buildDir);
await mkdir(new URL("meta/", dir), { recursive: true });
await writeFile(new URL("latest.json", dir), JSON.stringify(meta));
await writeFile(new URL(`meta/${id}.json`, dir), JSON.stringify(meta));
finishBuild();
console.log(`build ${id}`);
