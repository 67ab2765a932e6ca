import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createGameFixture } from "../../app/services/game/testing/game-fixture";
import { database } from "../../db/index";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);

const page = (origin: string, path: string) =>
  worker.fetch(`${origin}${path}`, { headers: { Accept: "text/html", Cookie: "i18n_redirected=en-US" } });

const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? null;

describe("the site's origin on pages", () => {
  it("comes from APP_ORIGIN, never from a forged Host, in the page and in the copy the cache shares", async () => {
    const fixture = await createGameFixture(db, { name: "Origin realms" });
    const path = `/en-US/datasets/${fixture.datasetId}`;
    // The attacker's request comes first, so a cache keyed without the origin would keep its page.
    const forged = await (await page("http://evil.example", path)).text();
    expect(metaOf(forged, "og:url")).toBe(`${env.APP_ORIGIN}${path}`);
    expect(metaOf(forged, "og:image")).toBe(`${env.APP_ORIGIN}/og-image.png`);
    const next = await (await page("http://localhost", path)).text();
    expect(next).not.toContain("evil.example");
    expect(metaOf(next, "og:url")).toBe(`${env.APP_ORIGIN}${path}`);
  });
});
