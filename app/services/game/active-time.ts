/**
 * A daily has no wall-clock limit: leaving the page costs nothing. Where time still counts (score,
 * tiebreak), it is the active time: the gaps between the start and each guess (and the end), each
 * capped, so a player who closes the tab and comes back hours later loses at most this much.
 */
export const ACTIVE_GAP_CAP_SECONDS = 60;

/** Seconds of active play from `startMs` through each event time, every gap capped. */
export function activeSeconds(
  startMs: number,
  eventsMs: readonly number[],
  capSeconds = ACTIVE_GAP_CAP_SECONDS,
): number {
  let total = 0;
  let previous = startMs;
  for (const at of [...eventsMs].sort((a, b) => a - b)) {
    total += Math.min(Math.max(0, at - previous), capSeconds * 1000);
    previous = Math.max(previous, at);
  }
  return total / 1000;
}
