import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { raw } from "~/services/datasets/testing/api-client";
import { createGameFixture } from "~/services/game/testing/game-fixture";
import { database } from "~db/index";
import { datasetVersions } from "~db/schema";
import { createTestUser } from "../factories/users";

const db = database(env.DB);

describe("a bad game id", () => {
  for (const id of ["abc", "0", "-1", "1.5"]) {
    it(`/game/${id} is the 404 page, and its data request a 404`, async () => {
      const page = await raw(`/en-US/game/${id}`, { headers: { Accept: "text/html" } });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(`/en-US/game/${id}`);
      const data = await raw(`/en-US/game/${id}.data`);
      await data.body?.cancel();
      expect(data.status).toBe(404);
    });
  }
});

describe("restoring someone else's deleted version", () => {
  it("answers 404, as a version that does not exist does", async () => {
    const owner = await createTestUser(db);
    const stranger = await createTestUser(db);
    const fixture = await createGameFixture(db, { ownerId: owner.user.id });
    const [version] = await db
      .insert(datasetVersions)
      .values({
        datasetId: fixture.datasetId,
        version: 2,
        attributeTypes: [],
        entriesCount: 0,
        deletedAt: new Date(),
      })
      .returning();
    const restore = (versionId: number) =>
      raw(`/api/v1/versions/${versionId}/restore`, {
        method: "POST",
        headers: { Authorization: `Bearer ${stranger.accessToken}` },
      });
    const theirs = await restore(version?.id ?? 0);
    const missing = await restore(999_999_999);
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await theirs.text()).toBe(await missing.text());
  });
});

describe("caching of what depends on who asks", () => {
  it("a signed-in home page and its data request are private, no-store, with Vary: Cookie", async () => {
    const user = await createTestUser(db);
    for (const path of ["/en-US", "/_root.data"]) {
      const response = await raw(path, { headers: { Cookie: user.sessionCookie, Accept: "text/html" } });
      await response.body?.cancel();
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(response.headers.get("Vary") ?? "", path).toMatch(/Cookie/);
    }
  });

  it("a bearer token's answer is never public", async () => {
    const user = await createTestUser(db);
    const response = await raw("/en-US", { headers: { Authorization: `Bearer ${user.accessToken}` } });
    await response.body?.cancel();
    expect(response.headers.get("Cache-Control")).not.toMatch(/public/);
  });

  it("an anonymous home page (no cookie but the language choice) may be shared, and says it varies by cookie", async () => {
    const response = await raw("/en-US", {
      headers: { Accept: "text/html", Cookie: "i18n_redirected=en-US" },
    });
    await response.body?.cancel();
    expect(response.headers.get("Cache-Control")).toMatch(/public/);
    expect(response.headers.get("Vary") ?? "").toMatch(/Cookie/);
  });

  it("every cookie is Secure on https", async () => {
    // The palette switch sets dd_palette; a first visit sets i18n_redirected.
    const palette = await fetchWorker("https://localhost/palette", {
      method: "POST",
      // A browser sends Host with Origin: Remix refuses a page action whose Origin names another host.
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://localhost",
        Host: "localhost",
      },
      body: "palette=colorblind&redirectTo=/",
    });
    expect(palette.status).toBe(303);
    const first = await fetchWorker("https://localhost/en-US", { headers: { Accept: "text/html" } });
    const cookies = [...palette.headers.getSetCookie(), ...first.headers.getSetCookie()];
    await palette.body?.cancel();
    await first.body?.cancel();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});

async function fetchWorker(url: string, init: RequestInit): Promise<Response> {
  const { exports } = await import("cloudflare:workers");
  const worker = exports.default as unknown as {
    fetch: (input: string, init?: RequestInit) => Promise<Response>;
  };
  return worker.fetch(url, { redirect: "manual", ...init });
}
