/**
 * The one rule of a playable dataset: a published version with at least this many
 * entries, not hidden by an operator, not deleted. Lists of games (browse, featured, /game, the
 * leaderboard's picker) also want it public. The SQL form is `playable()` in
 * services/datasets/dataset-list.server.ts, built from the same constant; pages ask `isPlayable`.
 */
export const PLAYABLE_MIN_ENTRIES = 10;

export function isPlayable(dataset: {
  latestVersionId: number | null;
  entriesCount: number;
  /** Set when an operator hid it (DatasetView's `hiddenReason`). */
  hiddenReason: string | null;
}): boolean {
  return (
    dataset.latestVersionId !== null &&
    dataset.entriesCount >= PLAYABLE_MIN_ENTRIES &&
    dataset.hiddenReason === null
  );
}
