import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database } from "~db/index";
import { dailyChallenges, entries, gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { dailyDateOf } from "./daily-date.server";
import { createGameFixture } from "./testing/game-fixture";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);

/** A document request with only the language cookie: what a frame on another site sends (no session, no guest). */
const get = (path: string, cookie = "i18n_redirected=en-US") =>
  worker.fetch(`http://localhost:8787${path}`, { headers: { Accept: "text/html", Cookie: cookie } });

const post = (path: string, fields: Record<string, string>) =>
  worker.fetch(`http://localhost:8787${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Accept: "text/html",
      Cookie: "i18n_redirected=en-US",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });

/** The content of `<meta property|name="key" content="...">` in a page's head. */
function metaOf(html: string, key: string): string | null {
  const head = html.slice(0, html.indexOf("</head>"));
  const tag = head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag ? tag[1].replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'") : null;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("a dataset's link in a chat: Open Graph and Twitter cards", () => {
  it("names the dataset on its page and on its daily, in the page's language", async () => {
    const fixture = await createGameFixture(db, { name: "Cardinal realms" });
    const english = await (await get(`/en-US/datasets/${fixture.datasetId}`)).text();
    expect(metaOf(english, "og:title")).toContain("Cardinal realms");
    expect(metaOf(english, "og:url")).toBe(`http://localhost:8787/en-US/datasets/${fixture.datasetId}`);
    expect(metaOf(english, "og:description")).toContain("a guessing game made from 12 entries");
    expect(metaOf(english, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(english, "og:image")).toBe("http://localhost:8787/og-image.png");
    const chinese = await (await get(`/datasets/${fixture.datasetId}`, "i18n_redirected=zh-CN")).text();
    expect(metaOf(chinese, "og:description")).toContain("猜谜游戏");
    expect(metaOf(chinese, "og:url")).toBe(`http://localhost:8787/datasets/${fixture.datasetId}`);

    const daily = await (await get(`/en-US/game/${fixture.datasetId}/daily`)).text();
    expect(metaOf(daily, "og:title")).toBe("Cardinal realms daily #1 — Datadle");
    expect(metaOf(daily, "twitter:title")).toBe("Cardinal realms daily #1 — Datadle");
    expect(metaOf(daily, "og:description")).toContain("Today's Cardinal realms puzzle");
    expect(metaOf(daily, "og:url")).toBe(`http://localhost:8787/en-US/game/${fixture.datasetId}/daily`);
    const dailyZh = await (await get(`/game/${fixture.datasetId}/daily`, "i18n_redirected=zh-CN")).text();
    expect(metaOf(dailyZh, "og:title")).toBe("「Cardinal realms」每日 #1 — Datadle");
  });
});

describe("framing", () => {
  it("lets any site frame the embed, and only the embed", async () => {
    const fixture = await createGameFixture(db, { name: "Framed realms" });
    for (const path of [
      `/embed/game/${fixture.datasetId}/daily`,
      `/en-US/embed/game/${fixture.datasetId}/daily`,
    ]) {
      const response = await get(
        path,
        path.startsWith("/en-US") ? "i18n_redirected=en-US" : "i18n_redirected=zh-CN",
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
      expect(response.headers.get("X-Frame-Options")).toBeNull();
      const html = await response.text();
      // The game alone: no site header, navigation or footer.
      expect(html.slice(html.indexOf("</head>"))).not.toContain("site-header");
      expect(html.slice(html.indexOf("</head>"))).not.toContain("site-footer");
      expect(html).toContain('name="intent" value="start"');
    }
    for (const path of [
      "/en-US",
      `/en-US/datasets/${fixture.datasetId}`,
      `/en-US/game/${fixture.datasetId}`,
      `/en-US/game/${fixture.datasetId}/daily`,
      "/en-US/embedded",
    ]) {
      const response = await get(path);
      expect(response.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
    }
  });
});

describe("the embedded daily without cookies", () => {
  it("plays as its own guest carried by its URL, to the end screen and its share line", async () => {
    const fixture = await createGameFixture(db, { name: "Embedded realms" });
    const page = `/en-US/embed/game/${fixture.datasetId}/daily`;
    const started = await post(page, {
      intent: "start",
      datasetId: String(fixture.datasetId),
      isDailyChallenge: "on",
      dailyDate: dailyDateOf(new Date()),
    });
    expect(started.status, await started.clone().text()).toBe(303);
    // No cookie (a frame may not keep one): the guest is in the URL the page goes back to.
    expect(started.headers.get("Set-Cookie") ?? "").not.toContain("dd_guest");
    const location = started.headers.get("Location") ?? "";
    const signed = new URL(location, "http://localhost").searchParams.get("guest") ?? "";
    expect(location).toBe(`${page}?guest=${signed}`);
    // The server's own guest id, with its mark: `<id>.<HMAC>`.
    expect(signed).toMatch(/^g_[0-9a-f]{32}\.[A-Za-z0-9_-]{22}$/);
    const guestId = signed.split(".")[0] ?? "";
    const [record] = await db.select().from(gameRecords).where(eq(gameRecords.guestId, guestId));
    expect(record).toMatchObject({ datasetId: fixture.datasetId, datasetDailyDate: dailyDateOf(new Date()) });

    const playing = await (await get(location)).text();
    expect(playing).toContain('role="combobox"');
    // Without the guest in the URL, the same (cookie-less) visitor has no game yet; nor has a framing
    // page that names the guest without the server's mark, or with a forged one.
    expect(await (await get(page)).text()).not.toContain('role="combobox"');
    expect(await (await get(`${page}?guest=${guestId}`)).text()).not.toContain('role="combobox"');
    expect(await (await get(`${page}?guest=${guestId}.${"A".repeat(22)}`)).text()).not.toContain(
      'role="combobox"',
    );

    const [answer] = await db.select().from(entries).where(eq(entries.id, record.answerEntryId));
    const wrong = (await db.select().from(entries).where(eq(entries.versionId, record.versionId))).find(
      (entry) => entry.id !== answer.id,
    );
    const fields = { recordId: String(record.id), sessionId: record.sessionId };
    const first = await post(location, { intent: "guess", guess: wrong?.name ?? "", ...fields });
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe(location);
    const won = await post(location, { intent: "guess", guess: answer.name, ...fields });
    expect(won.headers.get("Location")).toBe(location);

    const end = await get(location);
    expect(end.headers.get("Cache-Control")).toContain("no-store");
    const html = unescapeHtml(await end.text());
    expect(html).toContain('data-testid="game-over"');
    const share = html.match(/<textarea id="game-share-text"[^>]*>([\s\S]*?)<\/textarea>/)?.[1] ?? "";
    const lines = share.split("\n");
    expect(lines[0]).toBe("Datadle · Embedded realms #1 · 2 guesses");
    expect(lines.at(-2)).toMatch(/^(🟩)+$/u);
    // The link is the daily's page on the site, not the embed (whose URL holds the guest).
    expect(lines.at(-1)).toBe(`http://localhost:8787/en-US/game/${fixture.datasetId}/daily`);
    expect(html).toContain(
      `href="http://localhost:8787/en-US/game/${fixture.datasetId}/daily" target="_blank"`,
    );
  });
});

describe("a guest id chosen by the framing page", () => {
  it("is not played as: the embed's first start gets a new guest from the server", async () => {
    const fixture = await createGameFixture(db, { name: "Framed realms" });
    const chosen = "g_0123456789abcdef0123456789abcdef";
    const page = `/en-US/embed/game/${fixture.datasetId}/daily`;
    const started = await post(`${page}?guest=${chosen}`, {
      intent: "start",
      datasetId: String(fixture.datasetId),
      isDailyChallenge: "on",
      dailyDate: dailyDateOf(new Date()),
    });
    expect(started.status).toBe(303);
    const signed = new URL(started.headers.get("Location") ?? "", "http://localhost").searchParams.get(
      "guest",
    );
    expect(signed?.split(".")[0]).toMatch(/^g_[0-9a-f]{32}$/);
    expect(signed?.split(".")[0]).not.toBe(chosen);
    expect(await db.select().from(gameRecords).where(eq(gameRecords.guestId, chosen))).toEqual([]);
  });
});

describe("the embed of today's featured dataset", () => {
  it("stays in the frame and points to the site daily, whose page refuses frames", async () => {
    const fixture = await createGameFixture(db, { name: "Featured realms" });
    const today = dailyDateOf(new Date());
    await db
      .insert(dailyChallenges)
      .values({
        date: today,
        datasetId: fixture.datasetId,
        versionId: fixture.versionId,
        entryId: fixture.entryIds[0],
      })
      .onConflictDoUpdate({
        target: dailyChallenges.date,
        set: { datasetId: fixture.datasetId, versionId: fixture.versionId, entryId: fixture.entryIds[0] },
      });
    const response = await get(`/en-US/embed/game/${fixture.datasetId}/daily`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Today this dataset is Datadle&#x27;s daily challenge for everyone");
    expect(html).not.toContain('name="intent" value="start"');
    expect(html).toContain(
      `href="http://localhost:8787/en-US/game/${fixture.datasetId}/daily" target="_blank"`,
    );
    // Outside the embed the page still goes to the site daily.
    const page = await worker.fetch(`http://localhost:8787/en-US/game/${fixture.datasetId}/daily`, {
      redirect: "manual",
      headers: { Accept: "text/html", Cookie: "i18n_redirected=en-US" },
    });
    expect(page.headers.get("Location")).toBe(`/en-US/game/${fixture.datasetId}?daily=${today}`);
    await db.delete(dailyChallenges).where(eq(dailyChallenges.date, today));
  });
});

describe("the owner's embed snippet", () => {
  it("is on the dataset page for its owner only", async () => {
    const owner = await createTestUser(db);
    const fixture = await createGameFixture(db, { name: 'Snippet "realms" <b>', ownerId: owner.user.id });
    const mine = unescapeHtml(
      await (
        await get(`/en-US/datasets/${fixture.datasetId}`, `i18n_redirected=en-US; ${owner.sessionCookie}`)
      ).text(),
    );
    const code = mine.match(/<textarea id="embed-code"[^>]*>([\s\S]*?)<\/textarea>/)?.[1] ?? "";
    expect(code).toContain(`src="http://localhost:8787/en-US/embed/game/${fixture.datasetId}/daily"`);
    expect(code).toContain('allow="clipboard-write; web-share"');
    // The dataset's name is escaped in the iframe's title: no tag of its own reaches the owner's site.
    expect(code).not.toContain("<b>");
    const someone = await createTestUser(db);
    const theirs = await (
      await get(`/en-US/datasets/${fixture.datasetId}`, `i18n_redirected=en-US; ${someone.sessionCookie}`)
    ).text();
    expect(theirs.slice(theirs.indexOf("</head>"))).not.toContain("embed-snippet");
  });
});
