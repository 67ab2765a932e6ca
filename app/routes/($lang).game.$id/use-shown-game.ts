import { useState } from "react";
import type { GameView } from "~/services/game/game-view.server";
import { type GameActionData, guessViewOf, newerGame } from "./action-data";

/**
 * The game the page shows. A scripted guess answers with the game's new view and nothing reloads,
 * so the loader's game falls behind; the last view is kept until a reload catches up, also past a
 * refused guess (whose action data replaces the view, and after which nothing reloads either).
 */
export function useShownGame<G extends { recordId: number; attempts: number }>(
  loaderGame: G | null,
  actionData: GameActionData | undefined,
): G | GameView | null {
  const answered = guessViewOf(actionData);
  const [lastView, setLastView] = useState<GameView | null>(null);
  // Derived state, set while rendering (React re-renders at once, before any effect).
  if (answered && answered !== lastView) setLastView(answered);
  return newerGame(loaderGame, answered ?? lastView);
}
