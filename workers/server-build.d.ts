// The Remix server build, produced by `remix vite:build` at build/server/index.js
// (aliased as "@remix-build" in wrangler.toml and the test configs).
import type { ServerBuild } from "@remix-run/cloudflare";

declare const build: ServerBuild;
export = build;
