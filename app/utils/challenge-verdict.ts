type Side = { result: string; score: number };

/**
 * Who won a challenge, seen from `mine`: finding the answer beats not finding it; when both found
 * it, the higher score (fewer guesses, less time) wins; otherwise it is a tie.
 */
export function challengeVerdict(mine: Side, theirs: Side): "won" | "lost" | "tie" {
  const found = (side: Side) => side.result === "won";
  if (found(mine) !== found(theirs)) return found(mine) ? "won" : "lost";
  if (!found(mine) || mine.score === theirs.score) return "tie";
  return mine.score > theirs.score ? "won" : "lost";
}
