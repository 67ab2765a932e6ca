import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createGameFixture, type Fixture, fixtureEntries } from "~/services/game/testing/game-fixture";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createTestUser, type TestUser } from "../factories/users";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

let fixture: Fixture;
let player: TestUser;
beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Hard realms" });
  player = await createTestUser(env.DB);
});

const kindOf = (entryId: number) => fixtureEntries[entryId % 100].attributes.kind;
const nameOf = (entryId: number) => fixtureEntries[entryId % 100].name;

/** A guess through the game page's form, without JavaScript: the page comes back with the refusal. */
async function guessOnPage(
  prefix: "" | "/en-US",
  record: { id: number; sessionId: string },
  entryId: number,
) {
  const response = await worker.fetch(`${ORIGIN}${prefix}/game/${fixture.datasetId}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Accept: "text/html",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `i18n_redirected=${prefix ? "en-US" : "zh-CN"}; ${player.sessionCookie}`,
    },
    body: new URLSearchParams({
      intent: "guess",
      recordId: String(record.id),
      sessionId: record.sessionId,
      guess: nameOf(entryId),
    }).toString(),
  });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

describe("hard mode's refusal on the game page", () => {
  it("names the column whose exact match the guess dropped, in both languages", {
    timeout: 30_000,
  }, async () => {
    const started = await worker.fetch(`${ORIGIN}/api/v1/game/record`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        Authorization: `Bearer ${player.accessToken}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ dataset_id: fixture.datasetId, hard_mode: true }),
    });
    const { data } = (await started.json()) as { data: { id: number } };
    const [record] = await db.select().from(gameRecords).where(eq(gameRecords.id, data.id));
    const answer = record.answerEntryId;
    const same = fixture.entryIds.find((id) => id !== answer && kindOf(id) === kindOf(answer));
    const other = fixture.entryIds.filter((id) => kindOf(id) !== kindOf(answer));
    if (!same || other.length < 2) throw new Error("fixture needs both kinds");
    expect((await guessOnPage("/en-US", record, same)).status).toBe(303);

    const english = await guessOnPage("/en-US", record, other[0]);
    expect(english.status).toBe(400);
    // Kind was exact and is no longer; another column the first guess matched may be named beside it.
    expect(english.html).toMatch(
      /Hard mode: [^<]*Kind[^<]* matched exactly before, so every guess must match there too\./,
    );
    const chinese = await guessOnPage("", record, other[1]);
    expect(chinese.status).toBe(400);
    expect(chinese.html).toMatch(/困难模式：[^<]*种类[^<]*之前已经完全相同，之后每次猜测在这里也必须相同。/);
  });
});
