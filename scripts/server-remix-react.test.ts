// The server build's patched @remix-run/react (scripts/server-remix-react.ts): the patches apply to
// the installed version, fail loudly on a changed one, and keep the inline scroll script's text.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverRemixReact, serverRemixReactForTests } from "./server-remix-react";

const require = createRequire(import.meta.url);
const esmDir = join(dirname(require.resolve("@remix-run/react/package.json")), "dist/esm");
const upstream = (file: string) => readFileSync(join(esmDir, file.split("/").at(-1) ?? ""), "utf8");
const { applyPatches, files } = serverRemixReactForTests;

describe("the server build's @remix-run/react", () => {
  it("patches the installed components and scroll restoration once each", () => {
    const components = applyPatches(files[0], upstream(files[0]));
    expect(components).toContain("serverPartialManifestJson(manifest, router)");
    expect(components).toContain("serverKeyedLinks(matches, routeModules, manifest)");
    expect(components).not.toMatch(/__remixManifest = \$\{JSON\.stringify\(getPartialManifest/);

    const scroll = applyPatches(files[1], upstream(files[1]));
    expect(scroll).toContain("let restoreScroll = restoreScrollSource;");
    expect(scroll).not.toContain(".toString();\n  return");
  });

  it("keeps the scroll script's function, now built once per module", () => {
    const original = upstream(files[1]);
    const moved = applyPatches(files[1], original).match(/const restoreScrollSource = ([\s\S]*);\s*$/)?.[1];
    const inline = original.match(/let restoreScroll = ([\s\S]*?\.toString\(\));/)?.[1];
    expect(moved).toBeTruthy();
    expect(moved).toBe(inline);
  });

  it("fails the build when upstream no longer has the expected shape", () => {
    const changed = upstream(files[0]).replace("getPartialManifest(manifest, router), null, 2", "x");
    expect(() => applyPatches(files[0], changed)).toThrow(/@remix-run\/react changed/);
  });

  it("leaves the browser build alone", () => {
    const plugin = serverRemixReact();
    const transform = plugin.transform as (code: string, id: string, options?: { ssr?: boolean }) => unknown;
    const id = join(esmDir, "components.js");
    expect(transform.call({}, upstream(files[0]), id, { ssr: false })).toBeNull();
    expect(transform.call({}, upstream(files[0]), id, { ssr: true })).toMatchObject({
      code: expect.stringContaining("serverKeyedLinks"),
    });
  });
});
