import type { ShouldRevalidateFunction } from "@remix-run/react";

/** The game page's scripted guess answered with the game's new view (`{ guessView }`). */
export const isGuessView = (data: unknown): data is { guessView: unknown } =>
  typeof data === "object" && data !== null && "guessView" in data;

/**
 * The game page sends a scripted guess through a fetcher, whose answer is the game's new view: no
 * route reloads after it (root, language layout and game route all say so), so a guess is one
 * request. Any other action reloads as usual. Through a fetcher, not a navigation: React Router
 * 1.23 leaves a navigation's abort controller behind when no loader runs after its action, and the
 * next submission's abort of it surfaced as an uncaught "signal is aborted" in the browser.
 */
export const revalidateUnlessAnswered: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) => (isGuessView(actionResult) ? false : defaultShouldRevalidate);
