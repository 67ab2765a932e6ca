import { DomainError } from "~/utils/domain-error";
import { endGame } from "./end-game.server";
import { answerWithheld } from "./finish-game.server";
import type { GameDeps } from "./game-deps";
import { findLatestGame, type GameView, gameViewOf } from "./game-view.server";
import { judgeGuess } from "./guess.server";
import type { Player } from "./guest-player";
import { overtimeGuess } from "./overtime-guess.server";
import { type Credentials, readRecord } from "./record-access.server";
import { authorizedRecordMeta } from "./record-meta.server";
import { resolveGuessText } from "./resolve-guess";
import { type GameVersion, loadGameVersion, qualifiedName } from "./version-cache.server";

/** The entries a refused ambiguous guess offers: enough for any name a table repeats in practice. */
const MAX_CHOICES = 12;

/**
 * The game a page form acts on: the record its hidden fields name, else (an old page without
 * them) the player's latest game of the page's dataset in the page's mode (`dailyDate`).
 */
export type PageGameTarget = {
  datasetId: number;
  recordId?: number;
  dailyDate: string | null;
};

export type PageGuess = PageGameTarget & {
  /** The typed guess, resolved against the entries' names and aliases unless `entryId` was picked. */
  text: string;
  entryId?: number;
  locale: string;
  /** Answer with the game's new view (the page's script) rather than nothing (a form post). */
  view: boolean;
};

/** `view` is the game as it now stands when asked for and still playing; `ended`: show the page. */
export type PageGuessOutcome = { ended: boolean; view: GameView | null };

const noGame = () => new DomainError("INVALID", "This page has no game to act on").because("noGame");

/** The player the credentials name: the signed-in user, else the guest of the cookie. */
async function playerOf(credentials: Credentials): Promise<Player> {
  const userId = (await credentials.userId?.()) ?? null;
  return userId !== null ? { userId, guestId: null } : { userId: null, guestId: credentials.guestId ?? null };
}

/**
 * The record a page form acts on, proved by the session id, the guest cookie or the signed-in
 * owner; never another dataset's game. Its fixed fields come from this isolate's memory when the
 * session id proves it (record-meta), so a guess costs D1 only its write.
 */
async function pageRecord(deps: GameDeps, target: PageGameTarget, credentials: Credentials) {
  let id = target.recordId;
  if (id === undefined) {
    const latest = await findLatestGame(
      deps,
      await playerOf(credentials),
      target.datasetId,
      target.dailyDate,
    );
    id = latest?.id;
  }
  const meta = id === undefined ? null : await authorizedRecordMeta(deps, id, credentials).catch(() => null);
  if (!meta || meta.datasetId !== target.datasetId) throw noGame();
  // Proved once: what follows takes the record's own session id as its proof.
  return { meta, credentials: { ...credentials, sessionId: meta.sessionId } };
}

/**
 * A guess from the game page, typed or picked. A game that has ended meanwhile (another tab, the
 * time limit) is not an error here: the page of the ended game says more than a refusal.
 */
export async function guessOnPage(
  deps: GameDeps,
  input: PageGuess,
  credentials: Credentials,
): Promise<PageGuessOutcome> {
  const endedGame = { ended: true, view: null };
  const { meta } = await pageRecord(deps, input, credentials);
  // A lost game may have run out of time: it still takes unscored guesses.
  if (meta.result !== undefined && meta.result !== "playing" && meta.result !== "lost") return endedGame;
  const version = await loadGameVersion(deps, meta.versionId);
  const picked = input.entryId ? version.byId.get(input.entryId) : undefined;
  const resolution = picked
    ? { kind: "found" as const, entry: picked }
    : resolveGuessText(version.entries, input.text);
  // A name to refuse, on a game that may have ended meanwhile (memory does not know its result).
  // Only a refused guess pays this read.
  if (resolution.kind !== "found" && meta.result === undefined) {
    const record = await readRecord(deps, meta.id);
    if (record.result !== "playing" && !answerWithheld(record)) return endedGame;
  }
  if (resolution.kind === "unknown") {
    throw new DomainError("INVALID", "No entry has that name").because("unknownEntry");
  }
  if (resolution.kind === "ambiguous") {
    // the refusal offers the entries by their qualified names, so a page without
    // JavaScript picks exactly one (each choice posts its entry's id).
    const choices = resolution.entries
      .slice(0, MAX_CHOICES)
      .map((entry) => ({ id: entry.id, name: qualifiedName(entry, input.locale) }));
    throw new DomainError("INVALID", "Several entries have that name", { choices }).because("ambiguousEntry");
  }
  const command = { recordId: meta.id, entryId: resolution.entry.id, locale: input.locale };
  if (meta.result === "lost") return overtimeOnPage(deps, version, command);
  const outcome = await judgeGuess(deps, meta, version, command, input.view);
  if ("endedAs" in outcome)
    return outcome.endedAs === "lost" ? overtimeOnPage(deps, version, command) : endedGame;
  const ended = outcome.result.result !== "playing";
  // Still playing: the script gets the new view. An ended game goes back to the page, whose
  // loader brings the end screen and the stats.
  if (!outcome.read || ended) return { ended, view: null };
  return { ended, view: await gameViewOf(deps, outcome.read, input.locale) };
}

/** An unscored guess on a game that ran out of time; the page shows it on reload. */
async function overtimeOnPage(
  deps: GameDeps,
  version: GameVersion,
  command: { recordId: number; entryId: number; locale: string },
): Promise<PageGuessOutcome> {
  try {
    await overtimeGuess(deps, command.recordId, version, command.entryId, command.locale);
  } catch (error) {
    // Not a timed-out game, or its answer was shown meanwhile: the page of the ended game says more.
    if (!(error instanceof DomainError && error.reason === "gameEnded")) throw error;
  }
  return { ended: true, view: null };
}

/** The page's give-up button: the game ends, lost. */
export async function giveUpOnPage(
  deps: GameDeps,
  target: PageGameTarget,
  credentials: Credentials,
  locale: string,
): Promise<void> {
  const record = await pageRecord(deps, target, credentials);
  await endGame(deps, record.meta.id, { result: "lost" }, record.credentials, locale);
}
