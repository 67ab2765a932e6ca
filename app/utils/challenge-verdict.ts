type Side = { result: string; attempts: number; duration: number | null };

/**
 * Who won a challenge, seen from `mine`: finding the answer beats not finding it; when both found
 * it, fewer guesses win, then less time (design §3: guesses first, everywhere); otherwise a tie.
 */
export function challengeVerdict(mine: Side, theirs: Side): "won" | "lost" | "tie" {
  const found = (side: Side) => side.result === "won";
  if (found(mine) !== found(theirs)) return found(mine) ? "won" : "lost";
  if (!found(mine)) return "tie";
  if (mine.attempts !== theirs.attempts) return mine.attempts < theirs.attempts ? "won" : "lost";
  const mineTime = mine.duration ?? Number.POSITIVE_INFINITY;
  const theirTime = theirs.duration ?? Number.POSITIVE_INFINITY;
  if (mineTime === theirTime) return "tie";
  return mineTime < theirTime ? "won" : "lost";
}
