import { env } from "cloudflare:workers";
import { desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { datasetVersions, entries, gameRecords } from "~db/schema";
import { createGameFixture, type Fixture, fixtureColumns, fixtureEntries } from "./testing/game-fixture";
import { pageBrowser } from "./testing/page-browser";

const db = database(env.DB);
let fixture: Fixture;

beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Pictured realms" });
  // "Kind" is compared but not a table column; entries 0-5 have https pictures, 6-11 plain http ones.
  await db
    .update(datasetVersions)
    .set({
      attributeTypes: fixtureColumns.map((column) =>
        column.key === "kind" ? { ...column, showInTable: false } : column,
      ),
    })
    .where(eq(datasetVersions.id, fixture.versionId));
  for (const [index, id] of fixture.entryIds.entries()) {
    const scheme = index < 6 ? "https" : "http";
    await db
      .update(entries)
      .set({ imageUrl: `${scheme}://img.example/${fixtureEntries[index].name}.png` })
      .where(inArray(entries.id, [id]));
  }
});

describe("the game page's feedback table", () => {
  it("shows https pictures of guesses (fixed size, lazy), skips http ones, hides showInTable:false columns, writes dates", async () => {
    const b = pageBrowser(`http://localhost/en-US/game/${fixture.datasetId}`, { language: "en-US" });
    expect((await b.post({ intent: "start" })).status).toBe(303);
    const guest = b.guestId();
    const [record] = await db
      .select()
      .from(gameRecords)
      .where(eq(gameRecords.guestId, guest))
      .orderBy(desc(gameRecords.id))
      .limit(1);
    // One wrong guess with an https picture (entries 0-5), one with an http one (6-11).
    const pick = (from: number) =>
      [from, from + 1].find((index) => fixture.entryIds[index] !== record.answerEntryId) ?? from;
    const [https, http] = [pick(1), pick(7)].map((index) => fixtureEntries[index].name);
    for (const name of [https, http]) {
      expect((await b.post({ intent: "guess", guess: name })).status).toBe(303);
    }
    const { html } = await b.get();
    const table = html.match(/<table class="game-table[^"]*"[^>]*>[\s\S]*?<\/table>/)?.[0] ?? "";
    expect(table).toContain(`<span class="game-table__name">${https}</span>`);
    expect(table).toContain(`<span class="game-table__name">${http}</span>`);

    // The https picture shows at a fixed size, lazily; the http one does not show at all.
    const img = table.match(new RegExp(`<img[^>]*${https}\\.png[^>]*>`))?.[0] ?? "";
    expect(img).toContain(`src="https://img.example/${https}.png"`);
    expect(img).toMatch(/width="32"/);
    expect(img).toMatch(/height="32"/);
    expect(img).toMatch(/loading="lazy"/);
    expect(table.match(/<img/g)).toHaveLength(1);
    expect(table).not.toContain("http://img.example");

    // Compared but not shown: no "Kind" column; the other columns stay.
    const headers = [...table.matchAll(/<span class="game-col__name">([^<]*)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(headers).not.toContain("Kind");
    expect(headers).toEqual(expect.arrayContaining(["Mass", "Found", "Size"]));
    // Dates as English writes them (1901-02-15 → February 15, 1901), never the ISO text.
    expect(table).toMatch(/(January|February|March|April|May|June|July|August|September) 15, 19\d\d/);
    expect(table).not.toMatch(/>19\d\d-\d\d-15</);
  });
});
