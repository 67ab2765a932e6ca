import type { DeleteAccountInput } from "~/schemas/account";
import { invalidatePublicCache } from "~/services/cache.server";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import {
  assertNotThrottled,
  clearFailedLogins,
  recordFailedLogin,
  throttleKeys,
} from "./login-throttle.server";
import { verifyPassword } from "./password.server";
import { forgetSessions } from "./session-reuse.server";
import { findUserById } from "./users.server";

/**
 * An account without a password (OAuth only) confirms a deletion by signing in again: the request's
 * session must have started (a fresh sign-in, not a refresh) at most this long ago.
 */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export type DeletingUser = {
  userId: number;
  /** The session family of the request (cookie or bearer `sid`), null when unknown. */
  familyId: string | null;
};

/**
 * What deleting an account does, in one D1 batch (one transaction), in this order:
 * - the records of the user's datasets keep the names they show, then the datasets are soft-deleted,
 *   lose their owner and are marked `owner_deleted` (other people's forks stay and credit "a deleted
 *   user"); the forks they made stop counting for their sources; their favorites stop counting;
 * - their rows leave every board aggregate (the triggers note the boards; the next cron tick
 *   republishes them without the player) and their stats go;
 * - their game records stay as anonymous statistics: no user id, guest id, IP, user agent or referrer;
 * - their sessions, OAuth links, profile, favorites, one-time tokens and the account row go, and
 *   reports they filed lose their author.
 */
const DELETE_ACCOUNT_SQL = [
  `UPDATE game_records SET
     dataset_name = coalesce(dataset_name, (SELECT name FROM datasets WHERE datasets.id = game_records.dataset_id)),
     answer_name = coalesce(answer_name, (SELECT name FROM entries WHERE entries.id = game_records.answer_entry_id))
   WHERE dataset_id IN (SELECT id FROM datasets WHERE owner_id = ?1) AND (dataset_name IS NULL OR answer_name IS NULL)`,
  `UPDATE datasets SET deleted_at = coalesce(deleted_at, ?2), owner_deleted = 1, updated_at = ?2
   WHERE owner_id = ?1`,
  `UPDATE datasets SET forks_count = (SELECT count(*) FROM datasets f WHERE f.forked_from_id = datasets.id
     AND f.deleted_at IS NULL)
   WHERE id IN (SELECT forked_from_id FROM datasets WHERE owner_id = ?1 AND forked_from_id IS NOT NULL)`,
  `UPDATE datasets SET owner_id = NULL WHERE owner_id = ?1`,
  `UPDATE datasets SET favorites_count = (SELECT count(*) FROM favorites f WHERE f.dataset_id = datasets.id
     AND f.user_id <> ?1)
   WHERE id IN (SELECT dataset_id FROM favorites WHERE user_id = ?1)`,
  `DELETE FROM player_stats WHERE player_key = 'u:' || ?1 OR player_key IN
     (SELECT 'g:' || guest_id FROM game_records WHERE user_id = ?1 AND guest_id IS NOT NULL)`,
  "DELETE FROM board_bests WHERE user_id = ?1",
  "DELETE FROM daily_bests WHERE user_id = ?1",
  "DELETE FROM global_totals WHERE user_id = ?1",
  "DELETE FROM leaderboard_rows WHERE user_id = ?1",
  "DELETE FROM dataset_players WHERE user_id = ?1",
  "DELETE FROM user_stats WHERE user_id = ?1",
  `UPDATE game_records SET user_id = NULL, guest_id = NULL, ip_address = NULL, user_agent = NULL,
     referrer = NULL, other_info = NULL, updated_at = ?2
   WHERE user_id = ?1`,
  "UPDATE dataset_reports SET reporter_id = NULL WHERE reporter_id = ?1",
  "DELETE FROM favorites WHERE user_id = ?1",
  "DELETE FROM sessions WHERE user_id = ?1",
  "DELETE FROM oauth_accounts WHERE user_id = ?1",
  "DELETE FROM account_tokens WHERE user_id = ?1",
  "DELETE FROM profiles WHERE user_id = ?1",
  "DELETE FROM users WHERE id = ?1",
];

async function confirmIdentity(
  deps: Pick<AppDeps, "db" | "now">,
  who: DeletingUser,
  passwordHash: string | null,
  input: DeleteAccountInput,
  ip: string,
): Promise<void> {
  const now = deps.now().getTime();
  if (passwordHash) {
    if (!input.password) {
      throw new DomainError("INVALID", "The current password is required", {
        fields: { password: ["errors.required"] },
      }).because("passwordRequired");
    }
    // The same throttle as sign-in: a stolen session cannot guess the password here either.
    const keys = throttleKeys(who.userId, ip);
    await assertNotThrottled(deps, keys, now);
    if (!(await verifyPassword(input.password, passwordHash))) {
      await recordFailedLogin(deps, keys, now);
      throw new DomainError("FORBIDDEN", "The current password is wrong", {
        fields: { password: ["errors.passwordWrong"] },
      }).because("passwordWrong");
    }
    await clearFailedLogins(deps, keys);
    return;
  }
  const started = who.familyId
    ? await deps.db.$client
        .prepare("SELECT MIN(created_at) AS started FROM sessions WHERE family_id = ?1 AND user_id = ?2")
        .bind(who.familyId, who.userId)
        .first<{ started: number | null }>()
    : null;
  if (!started?.started || now - started.started > REAUTH_WINDOW_MS) {
    throw new DomainError("FORBIDDEN", "Sign in again to confirm deleting the account", {
      fields: { _: ["errors.signInAgainToDelete"] },
    }).because("reauthRequired");
  }
}

/**
 * Deletes the account for good (design §6, privacy page): identity confirmed first (the password, or
 * a sign-in in the last 10 minutes for an OAuth-only account), then everything `DELETE_ACCOUNT_SQL`
 * says. `confirmUsername`, when given (the /profile form), must be the account's username.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, "db" | "kv" | "now">,
  who: DeletingUser,
  input: DeleteAccountInput & { confirmUsername?: string },
  { ip }: { ip: string },
): Promise<{ deleted: true }> {
  const user = await findUserById(deps, who.userId);
  if (!user) throw new DomainError("NOT_FOUND", "User not found");
  if (input.confirmUsername !== undefined && input.confirmUsername !== user.username) {
    throw new DomainError("INVALID", "The typed username does not match", {
      fields: { confirmUsername: ["errors.confirmUsernameMismatch"] },
    }).because("confirmUsernameMismatch");
  }
  await confirmIdentity(deps, who, user.passwordHash, input, ip);
  const d1 = deps.db.$client;
  const now = deps.now().getTime();
  await d1.batch(
    DELETE_ACCOUNT_SQL.map((statement) =>
      statement.includes("?2")
        ? d1.prepare(statement).bind(user.id, now)
        : d1.prepare(statement).bind(user.id),
    ),
  );
  forgetSessions({ userId: user.id });
  // Their datasets left every list, and their public page (cached by generation) must go too.
  await invalidatePublicCache(deps);
  return { deleted: true };
}
