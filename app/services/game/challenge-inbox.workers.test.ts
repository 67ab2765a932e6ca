import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { gameRecords } from "~db/schema";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { createGameFixture, type Fixture } from "./testing/game-fixture";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const db = database(env.DB);
const ORIGIN = "http://localhost";

async function api<T>(user: TestUser, method: string, path: string, body?: unknown) {
  const response = await worker.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      Origin: ORIGIN,
      Authorization: `Bearer ${user.accessToken}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: T } };
}

const answerOf = async (id: number) =>
  (await db.select().from(gameRecords).where(eq(gameRecords.id, id)))[0].answerEntryId;

/** Plays a game to a win: `wrong` wrong guesses first, then the answer. */
async function playToWin(user: TestUser, fixture: Fixture, wrong: number, challenge?: string) {
  const started = await api<{ id: number }>(user, "POST", "/api/v1/game/record", {
    dataset_id: fixture.datasetId,
    ...(challenge ? { challenge } : {}),
  });
  expect(started.status).toBe(201);
  const id = started.body.data.id;
  const answer = await answerOf(id);
  for (const entry of fixture.entryIds.filter((entryId) => entryId !== answer).slice(0, wrong)) {
    expect((await api(user, "POST", `/api/v1/game/record/${id}/guess`, { entry_id: entry })).status).toBe(
      200,
    );
  }
  expect((await api(user, "POST", `/api/v1/game/record/${id}/guess`, { entry_id: answer })).status).toBe(200);
  return id;
}

async function profileHtml(user: TestUser, prefix: "" | "/en-US") {
  const response = await worker.fetch(`${ORIGIN}${prefix}/profile`, {
    headers: {
      Accept: "text/html",
      Cookie: `i18n_redirected=${prefix ? "en-US" : "zh-CN"}; ${user.sessionCookie}`,
    },
  });
  expect(response.status).toBe(200);
  // React marks the seams between adjacent texts with empty comments; a reader sees one line.
  return (await response.text()).replaceAll("<!-- -->", "");
}

let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Inbox realms" });
});

describe("the challenger's profile lists the friends who played their link", () => {
  it("shows each friend's result and who won, in both languages; nothing before anyone played", {
    timeout: 30_000,
  }, async () => {
    const alice = await createTestUser(env.DB);
    const bob = await createTestUser(env.DB);
    const carol = await createTestUser(env.DB);
    expect(await profileHtml(alice, "/en-US")).toContain("No friend has played your challenge links yet.");

    const mine = await playToWin(alice, fixture, 2);
    const read = await api<{ challenge_token: string | null }>(alice, "GET", `/api/v1/game/record/${mine}`);
    const token = read.body.data.challenge_token;
    expect(token).toBeTruthy();
    await playToWin(bob, fixture, 0, token ?? "");
    await playToWin(carol, fixture, 4, token ?? "");

    const english = await profileHtml(alice, "/en-US");
    const inbox = english.slice(english.indexOf('data-testid="challenge-inbox"'));
    expect(inbox).toContain("Friends who took your challenges");
    expect(inbox).toContain("Inbox realms");
    expect(inbox).toContain("Found in 3 guesses");
    // Bob found it in one guess (he beat Alice), Carol in five (Alice won); the latest reply first.
    const text = inbox.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain(`${carol.user.username} You won Found in 5 guesses`);
    expect(text).toContain(`${bob.user.username} Beat you Found in 1 guess`);
    expect(inbox.indexOf(carol.user.username)).toBeLessThan(inbox.indexOf(bob.user.username));

    const chinese = await profileHtml(alice, "");
    expect(chinese).toContain("接受你挑战的好友");
    // Bob's own profile lists nobody: he took a challenge, he did not send one.
    expect(await profileHtml(bob, "/en-US")).toContain("No friend has played your challenge links yet.");
  });
});
