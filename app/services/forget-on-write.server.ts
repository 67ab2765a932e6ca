import { forgetSessions } from "~/services/auth/session-reuse.server";
import { forgetPublic, invalidatePublicCache } from "~/services/cache.server";
import { forgetMeasuredPlay } from "~/services/datasets/quality/measured-play.server";
import type { AppDeps } from "~/services/deps.server";
import { boardKvKey } from "~/services/game/leaderboard-types.server";
import { datasetStatsKvKey } from "~/services/game/stats-types.server";
import { announceDeletedVersions, forgetVersion } from "~/services/game/version-cache.server";
import { forgetKvJson } from "~/services/kv-json.server";

/**
 * The keys of the public reads a write can drop one by one (`readThrough` in cache.server.ts).
 * Readers build their keys here too, so a reader and its write agree on the shape.
 */
export const publicReadKey = {
  dataset: (datasetId: number) => `dataset:${datasetId}`,
  datasetPage: (datasetId: number, page: number) => `page:${datasetId}:${page}`,
  playerView: (userId: number) => `profile:${userId}`,
};

/** Writes whose stale copies live only in the isolate that wrote (other isolates wait out their expiry). */
export type IsolateWrite =
  | { kind: "session-ended"; token: string }
  | { kind: "session-family-revoked"; familyId: string }
  | { kind: "password-reset"; userId: number }
  | { kind: "boards-published"; boards: Iterable<string> }
  | { kind: "dataset-stats-published"; datasetIds: Iterable<number> }
  | { kind: "outcomes-folded" }
  | { kind: "versions-purged"; versionIds: Iterable<number> };

/** Writes whose stale copies are also shared: in KV, in every isolate, in every location's cache. */
export type SharedWrite =
  | { kind: "dataset-changed" }
  | { kind: "versions-deleted"; versionIds: readonly number[] }
  | { kind: "version-relabelled"; versionIds: readonly number[] }
  | { kind: "favorite"; datasetId: number }
  | { kind: "profile-edited"; userId: number }
  | { kind: "account-deleted"; userId: number };

export type Write = IsolateWrite | SharedWrite;

/**
 * What each write makes every cache forget: the one table of it (docs/architecture.md repeats it).
 * A write not listed (a guess, a finished game, a new game) changes nothing any cache holds: game
 * records and player stats are read from D1, boards and dataset stats are the cron's.
 */
export function forgetInIsolate(write: IsolateWrite): void {
  switch (write.kind) {
    // session-reuse: the token's copy (a rotation, a logout).
    case "session-ended":
      forgetSessions({ token: write.token });
      return;
    // session-reuse: every copy of the family (logout, theft detected).
    case "session-family-revoked":
      forgetSessions({ familyId: write.familyId });
      return;
    // session-reuse: every copy of the user's sessions (all were revoked).
    case "password-reset":
      forgetSessions({ userId: write.userId });
      return;
    // kv-json: this isolate's parsed copies of the boards the cron wrote or removed.
    case "boards-published":
      forgetKvJson([...write.boards].map(boardKvKey));
      return;
    // kv-json: this isolate's parsed copies of the stats the cron wrote.
    case "dataset-stats-published":
      forgetKvJson([...write.datasetIds].map(datasetStatsKvKey));
      return;
    // measured play: every version's copy (the tick folded finished games into `version_outcomes`).
    case "outcomes-folded":
      forgetMeasuredPlay();
      return;
    // version-cache: the versions whose entries were purged (already deleted, announced then).
    case "versions-purged":
      for (const id of write.versionIds) forgetVersion(id);
      return;
  }
}

export async function forgetOnWrite(deps: Pick<AppDeps, "kv">, write: Write): Promise<void> {
  switch (write.kind) {
    // Public reads and the page caches: a new generation (create, edit, fork, a new version,
    // restore, visibility, moderation, a discarded draft).
    case "dataset-changed":
      return invalidatePublicCache(deps);
    // version-cache in every isolate (the KV stamp), then a new generation.
    case "versions-deleted":
      await announceDeletedVersions(deps, write.versionIds);
      return invalidatePublicCache(deps);
    // version-cache as for a deletion (its copy of the columns is stale: every isolate rereads the
    // version), then a new generation: an owner gave a version's values their labels in place.
    case "version-relabelled":
      await announceDeletedVersions(deps, write.versionIds);
      return invalidatePublicCache(deps);
    // Public reads of that dataset's count only: its view and the first pages.
    case "favorite":
      return forgetPublic(deps, [
        publicReadKey.dataset(write.datasetId),
        publicReadKey.datasetPage(write.datasetId, 1),
        publicReadKey.datasetPage(write.datasetId, 2),
      ]);
    // session-reuse (the user row the session carries) and the player's public page.
    case "profile-edited":
      forgetSessions({ userId: write.userId });
      return forgetPublic(deps, [publicReadKey.playerView(write.userId)]);
    // session-reuse, and a new generation: the account's datasets leave every list.
    case "account-deleted":
      forgetSessions({ userId: write.userId });
      return invalidatePublicCache(deps);
    default:
      forgetInIsolate(write);
  }
}
