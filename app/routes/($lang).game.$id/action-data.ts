import type { SubmissionResult } from "@conform-to/react";
import type { GameView } from "~/services/game/game-view.server";

/** A guess sent by the page's script (`reply=view`) that left the game playing: the game as it now stands. */
export type GuessViewData = { guessView: GameView };

/**
 * What the game page's action answers: conform's reply when a form is refused (`pageAction`'s
 * failure), or the new view of a scripted guess. Any other success redirects back to the page (303).
 */
export type GameActionData = { result: SubmissionResult<string[]> } | GuessViewData;

/** The guess box's fetcher: the page reads the view it brings back. */
export const GUESS_FETCHER = "game-guess";

/** The view a scripted guess answered with, if the action data is one. */
export const guessViewOf = (data: GameActionData | undefined): GameView | null =>
  data && "guessView" in data ? data.guessView : null;

/**
 * The game the page shows: the loader's, unless a scripted guess answered with a newer view of the
 * same game (no reload follows it). Any later reload brings the loader level again, and wins.
 */
export function newerGame<G extends { recordId: number; attempts: number }>(
  loaderGame: G | null,
  view: GameView | null,
): G | GameView | null {
  if (!view || !loaderGame) return loaderGame;
  return view.recordId === loaderGame.recordId && view.attempts > loaderGame.attempts ? view : loaderGame;
}

/** The refusal as the page's forms read it: the reply, the typed guess, which form failed. */
export function gameActionView(data: GameActionData | undefined) {
  const result = data && "result" in data ? data.result : undefined;
  const values = (result?.initialValue ?? {}) as Record<string, unknown>;
  const intent = typeof values.intent === "string" ? values.intent : null;
  return {
    reply: result ?? null,
    intent,
    /** The guess as typed, so the box keeps it after a refusal. */
    guess: typeof values.guess === "string" ? values.guess : "",
    formErrors: result?.error?.[""] ?? [],
  };
}
