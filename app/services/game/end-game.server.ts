import type { EndGameInput } from "~/schemas/game";
import { answerWithheld, deadlineOf, finishRecord, type Outcome } from "./finish-game.server";
import type { GameDeps } from "./game-deps";
import type { GameRecordView } from "./game-types";
import { showAnswer } from "./overtime-guess.server";
import { authorizeRecord, type Credentials, readRecordWithGuesses } from "./record-access.server";
import { recordView } from "./record-view.server";
import { loadGameVersion } from "./version-cache.server";

/** What the client claimed about its game: kept for the record, never used for the result. */
function clientClaims(input: EndGameInput): Record<string, unknown> {
  const { sessionId: _sessionId, otherInfo: _otherInfo, ...claims } = input;
  return Object.fromEntries(
    Object.entries(claims).filter(([, value]) => value !== null && value !== undefined),
  );
}

/**
 * Ends a game (PUT, or the beacon form). The first end wins; a later one returns the record
 * unchanged. Past the time limit the game is lost; `lost` from the client means it gave up;
 * anything else (leaving the page) is `abandoned`. A client never makes a game `won`.
 */
export async function endGame(
  deps: GameDeps,
  recordId: number,
  input: EndGameInput,
  credentials: Credentials,
  locale = "zh-CN",
): Promise<GameRecordView> {
  const { record, guesses } = await readRecordWithGuesses(deps, recordId);
  await authorizeRecord(record, credentials);
  const version = await loadGameVersion(deps, record.versionId);
  if (record.result !== "playing") {
    // Giving up on a timed-out game ("Show the answer"): its answer may now be shown.
    if (input.result === "lost" && answerWithheld(record)) {
      const now = deps.now();
      await showAnswer(deps, record.id, now);
      return recordView({ ...record, answerShownAt: now }, version, locale);
    }
    return recordView(record, version, locale);
  }
  const now = deps.now();
  const outcome: Outcome =
    now.getTime() > deadlineOf(record) || input.result === "lost" ? "lost" : "abandoned";
  const otherInfo = {
    ...(record.otherInfo ?? {}),
    ...(input.otherInfo ?? {}),
    clientEnd: clientClaims(input),
  };
  const ended = await finishRecord(deps, record, guesses, outcome, now, otherInfo);
  return recordView(ended, version, locale);
}
