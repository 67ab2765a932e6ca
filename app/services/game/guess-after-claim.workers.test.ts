import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startGameSchema } from "~/schemas/game";
import type { AppEnv } from "~/services/deps.server";
import { createDeps } from "~/services/deps.server";
import { gameRecords } from "~db/schema";
import { claimGuestGames } from "./claim-guest.server";
import { submitGuess } from "./guess.server";
import { startGame } from "./start-game.server";
import { insertUser } from "./stats-fixtures.test-helper";
import { createGameFixture, type Fixture } from "./testing/game-fixture";

/**
 * Signing in claims the guest's games into the account, and from then on the guest cookie left in
 * the browser no longer proves them (record-access.server.ts). The isolate remembers a record's
 * fixed fields for the guess hot path; that copy must not keep saying the cookie proves it.
 */
const deps = createDeps(env as unknown as AppEnv);
const seen = { ipAddress: null, userAgent: null, referrer: null };
let fixture: Fixture;

beforeAll(async () => {
  fixture = await createGameFixture(deps.db, { name: "Claimed realms" });
});

describe("a guess after the guest's game was claimed by an account", () => {
  it("is refused on the guest cookie alone, and taken on the session id or as the account", async () => {
    const guestId = `g_${crypto.randomUUID().replaceAll("-", "")}`;
    const started = await startGame(
      deps,
      { userId: null, guestId },
      startGameSchema.parse({ datasetId: fixture.datasetId }),
      seen,
    );
    const [record] = await deps.db.select().from(gameRecords).where(eq(gameRecords.id, started.id));
    const wrong = fixture.entryIds.filter((id) => id !== record?.answerEntryId);
    const guess = (entryId: number, credentials: Parameters<typeof submitGuess>[2]) =>
      submitGuess(deps, { recordId: started.id, entryId, locale: "en-US" }, credentials);

    // Before the claim the cookie is the guest's proof (this isolate remembers the record).
    await expect(guess(wrong[0] ?? 0, { guestId })).resolves.toMatchObject({ attempts: 1 });

    const account = await insertUser(deps.db);
    expect(await claimGuestGames(deps, guestId, account.id)).toBe(1);

    await expect(guess(wrong[1] ?? 0, { guestId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(guess(wrong[1] ?? 0, { sessionId: started.sessionId })).resolves.toMatchObject({
      attempts: 2,
    });
    await expect(guess(wrong[2] ?? 0, { guestId, userId: async () => account.id })).resolves.toMatchObject({
      attempts: 3,
    });
  });
});
