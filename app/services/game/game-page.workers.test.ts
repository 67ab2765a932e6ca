import { env, exports } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";
import { pageBrowser } from "./testing/page-browser";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Page realms" });
});

/** A browser without JavaScript on the fixture's game page (`/en-US` or the Chinese one). */
const browser = (prefix = "") => pageBrowser(`${ORIGIN}${prefix}/game/${fixture.datasetId}`);

/** The guest's latest game (the page resumes it). */
async function currentAnswer(cookies: string) {
  const guest = cookies.match(/dd_guest=([^;]+)/)?.[1] ?? "";
  const [row] = await db
    .select()
    .from(gameRecords)
    .where(eq(gameRecords.guestId, guest))
    .orderBy(desc(gameRecords.id))
    .limit(1);
  return { row, name: fixtureEntries[row.answerEntryId % 100].name, id: row.answerEntryId };
}

const headerText = (headers: Headers) => [...headers.entries()].map(([k, v]) => `${k}: ${v}`).join("\n");

describe("the game page without JavaScript", () => {
  it("shows the rules and a start button, then plays a whole game by forms", async () => {
    const b = browser();
    const first = await b.get();
    expect(first.status).toBe(200);
    expect(first.html).toContain("玩法");
    expect(first.html).toContain('name="intent" value="start"');

    const started = await b.post({ intent: "start", timed: "on" });
    expect(started.status).toBe(303);
    expect(started.headers.get("Set-Cookie")).toMatch(/dd_guest=g_[0-9a-f]{32}; .*HttpOnly/);
    const answer = await currentAnswer(b.cookies());
    const wrong = fixtureEntries.find((entry) => entry.name !== answer.name);
    if (!wrong) throw new Error("fixture needs two entries");

    const playing = await b.get();
    expect(playing.html).toContain('role="combobox"');
    expect(playing.html).toContain('role="timer"');
    expect(playing.html).toContain('<p class="empty">还没有猜测');
    for (const text of [playing.html, headerText(playing.headers), headerText(started.headers)]) {
      expect(text).not.toContain(answer.name);
      expect(text).not.toMatch(new RegExp(`\\b${answer.id}\\b`));
    }

    // Typed text is resolved by name or alias, case- and width-insensitively.
    const guessed = await b.post({ intent: "guess", guess: wrong.aliases?.[0]?.toUpperCase() ?? wrong.name });
    expect(guessed.status).toBe(303);
    const afterGuess = await b.get();
    expect(afterGuess.html).toContain(wrong.name);
    expect(afterGuess.html).toContain("game-cell--");
    expect(afterGuess.html).not.toContain(answer.name);
    expect(afterGuess.html).not.toContain(`clue-of-${answer.name}`);

    const unknown = await b.post({ intent: "guess", guess: "Nothing-by-this-name" });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("这个数据集中没有叫“Nothing-by-this-name”的条目");
    expect(unknown.html).not.toContain(answer.name);

    const again = await b.post({ intent: "guess", guess: wrong.name });
    expect(again.html).toContain("你已经猜过");

    await b.post({ intent: "guess", guess: answer.name });
    const won = await b.get();
    expect(won.html).toContain("猜中了！");
    expect(won.html).toContain(answer.name);
    const { row } = await currentAnswer(b.cookies());
    expect(row).toMatchObject({ result: "won", attempts: 2 });
    expect(won.html).toContain(String(row.score));
  });

  it("gives up by form in English and shows the answer", async () => {
    const b = browser("/en-US");
    await b.post({ intent: "start" });
    const answer = await currentAnswer(b.cookies());
    const page = await b.get();
    expect(page.html).toContain("How to play");
    expect(page.html).not.toContain(answer.name);
    await b.post({ intent: "giveup" });
    const over = await b.get();
    expect(over.html).toContain("Out of luck this time");
    expect(over.html).toContain(answer.name);
    // Ended without a guess: nothing invites a guess any more (the text is still in the inline messages).
    expect(over.html).not.toContain('<p class="empty">No guesses yet');
    expect((await currentAnswer(b.cookies())).row.result).toBe("lost");
  });

  it("answers an unknown or malformed dataset id with the 404 page", async () => {
    const response = await worker.fetch(`${ORIGIN}/game/99999999`, {
      headers: { Accept: "text/html", Cookie: "i18n_redirected=zh-CN" },
    });
    expect(response.status).toBe(404);
  });
});

describe("autocomplete", () => {
  it("suggests entries of the game's version by name or alias, without attributes", async () => {
    const query = encodeURIComponent(fixtureEntries[3].name.slice(0, 4).toLowerCase());
    const response = await worker.fetch(
      `${ORIGIN}/game/${fixture.datasetId}/suggest?q=${query}&v=${fixture.versionId}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { suggestions: { id: number; name: string }[] };
    expect(body.suggestions[0]?.name).toBe(fixtureEntries[3].name);
    expect(JSON.stringify(body)).not.toContain("clue-of");
  });
});
