import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startGameSchema } from "~/schemas/game";
import { createDeps } from "~/services/deps.server";
import { database } from "~db/index";
import { gameGuesses, gameRecords } from "~db/schema";
import { submitGuess } from "./guess.server";
import { newGuestId } from "./guest-player";
import { startGame } from "./start-game.server";
import { createGameFixture, type Fixture, fixtureEntries } from "./testing/game-fixture";

const db = database(env.DB);
const deps = { ...createDeps(env), db };
const seen = { ipAddress: null, userAgent: null, referrer: null };

let fixture: Fixture;
beforeAll(async () => {
  fixture = await createGameFixture(db, { name: "Hard race realms" });
});

describe("hard mode is checked in the write", () => {
  it("guesses sent at once cannot slip past the rule together", async () => {
    const player = { userId: null, guestId: newGuestId() };
    const record = await startGame(
      deps,
      player,
      startGameSchema.parse({ datasetId: fixture.datasetId, hardMode: true }),
      seen,
    );
    const [row] = await db.select().from(gameRecords).where(eq(gameRecords.id, record.id));
    const attributes = (entryId: number) => fixtureEntries[entryId % 100].attributes;
    const answer = attributes(row.answerEntryId);
    const sameKind = (id: number) => attributes(id).kind === answer.kind;
    const sameSize = (id: number) => attributes(id).size === answer.size;
    // Guesses exact on `kind` but not `size`, and guesses exact on `size` but not `kind`: once one
    // of either group is stored, every guess of the other group drops a revealed exact cell.
    const others = fixture.entryIds.filter((id) => id !== row.answerEntryId);
    const kindOnly = others.filter((id) => sameKind(id) && !sameSize(id));
    const sizeOnly = others.filter((id) => !sameKind(id) && sameSize(id));
    expect(kindOnly.length).toBeGreaterThan(0);
    expect(sizeOnly.length).toBeGreaterThan(0);
    const credentials = { sessionId: record.sessionId, guestId: player.guestId };
    const outcomes = await Promise.allSettled(
      [...kindOnly, ...sizeOnly].map((entryId) =>
        submitGuess(deps, { recordId: record.id, entryId, locale: "en-US" }, credentials),
      ),
    );
    const stored = (
      await db
        .select({ entryId: gameGuesses.entryId })
        .from(gameGuesses)
        .where(eq(gameGuesses.recordId, record.id))
    ).map((guess) => guess.entryId);
    // All stored guesses come from one group; every other guess was refused by the rule.
    expect(stored.some((id) => kindOnly.includes(id)) && stored.some((id) => sizeOnly.includes(id))).toBe(
      false,
    );
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused).toHaveLength(outcomes.length - stored.length);
    for (const outcome of refused) expect(outcome.reason).toMatchObject({ reason: "hardModeViolation" });
  });
});
