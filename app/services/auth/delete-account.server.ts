import type { DeleteAccountInput } from "~/schemas/account";
import type { AppDeps } from "~/services/deps.server";
import { forgetOnWrite } from "~/services/forget-on-write.server";
import { guestAddressKeys } from "~/services/game/address-key.server";
import { DomainError } from "~/utils/domain-error";
import { accountCounterKeys } from "./account-counter-keys";
import {
  assertNotThrottled,
  clearFailedLogins,
  recordFailedLogin,
  throttleKeys,
} from "./login-throttle.server";
import { verifyPassword } from "./password.server";
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
 * The stats keys a player's records were folded under (see `PLAYER_KEY` in cron-tick-sql): the account,
 * and, for games it claimed from a guest, the guest id and the keyed hash of the address the guest
 * played from (stored with the game, or computed from its address for games stored before: ?7).
 * ?3 is `u:<id>`, built in JS: D1 binds a JS number as REAL, so `'u:' || ?1` would read `u:6.0`.
 */
const PLAYER_KEYS = `(SELECT ?3 UNION SELECT 'g:' || guest_id FROM game_records WHERE user_id = ?1
  AND guest_id IS NOT NULL UNION SELECT address_key FROM game_records WHERE user_id = ?1
  AND address_key IS NOT NULL UNION SELECT value FROM json_each(?7))`;

/** What an anonymised record folds under: the key the tick gives a record with no user, guest or IP. */
const ANONYMOUS_KEY = "(SELECT 's:' || session_id FROM game_records r WHERE r.id = record_id)";

/**
 * What deleting an account does, in one D1 batch (one transaction), in this order (docs/operations.md
 * lists every table):
 * - other players' records of the user's datasets keep the answer's name, not the dataset's; the datasets
 *   are deleted and purged at once (entries, tags, quality reports), lose their owner, name, description,
 *   changelogs and their versions' column keys, labels and plans, and are marked `owner_deleted`: they stay only as "a deleted dataset" in forks' lineage. The forks they made stop
 *   counting for their sources; their favorites stop counting;
 * - their rows leave every board aggregate (the triggers note the boards; the next cron tick
 *   republishes them without the player) and their stats go; the per-day play and dashboard rows stay
 *   as counts under the anonymous key of each record;
 * - their game records stay as anonymous statistics: no user id, guest id, IP, user agent or referrer;
 * - their sessions, OAuth links, profile, favorites, one-time tokens, sign-in counters, outbox mail and
 *   the account row go, and reports they filed lose their author and note.
 * ?1 = user id, ?2 = now (ms), ?3 = `u:<id>`, ?4 = email ('' when none), ?5 and ?6 = the account's
 * `login_attempts` keys and key prefixes (JSON arrays), ?7 = the dashboard's hashes of the addresses of
 * their records (JSON array).
 */
const DELETE_ACCOUNT_SQL = [
  `UPDATE game_records SET dataset_name = NULL,
     answer_name = coalesce(answer_name, (SELECT name FROM entries WHERE entries.id = game_records.answer_entry_id))
   WHERE dataset_id IN (SELECT id FROM datasets WHERE owner_id = ?1)`,
  `UPDATE datasets SET deleted_at = coalesce(deleted_at, ?2), owner_deleted = 1, updated_at = ?2, name = '',
     name_i18n = NULL, description = '', description_i18n = NULL, slug = NULL, hidden_reason = NULL,
     purged_at = coalesce(purged_at, ?2), latest_version_id = NULL, entries_count = 0
   WHERE owner_id = ?1`,
  // Purged at once, as the cron purge does after 30 days: a deleted account has nothing to restore.
  // Its column keys and labels (attribute types, the column plan) are the owner's text as much as
  // the changelog is.
  `UPDATE dataset_versions SET changelog = '', attribute_types = '[]', plan = NULL,
     deleted_at = coalesce(deleted_at, ?2)
   WHERE dataset_id IN (SELECT id FROM datasets WHERE owner_id = ?1)`,
  `DELETE FROM entries WHERE version_id IN (SELECT v.id FROM dataset_versions v
     JOIN datasets d ON d.id = v.dataset_id WHERE d.owner_id = ?1)`,
  `DELETE FROM version_quality WHERE version_id IN (SELECT v.id FROM dataset_versions v
     JOIN datasets d ON d.id = v.dataset_id WHERE d.owner_id = ?1)`,
  "DELETE FROM dataset_tags WHERE dataset_id IN (SELECT id FROM datasets WHERE owner_id = ?1)",
  "DELETE FROM dataset_stats WHERE dataset_id IN (SELECT id FROM datasets WHERE owner_id = ?1)",
  `UPDATE datasets SET forks_count = (SELECT count(*) FROM datasets f WHERE f.forked_from_id = datasets.id
     AND f.deleted_at IS NULL)
   WHERE id IN (SELECT forked_from_id FROM datasets WHERE owner_id = ?1 AND forked_from_id IS NOT NULL)`,
  `UPDATE datasets SET favorites_count = (SELECT count(*) FROM favorites f WHERE f.dataset_id = datasets.id
     AND f.user_id <> ?1)
   WHERE id IN (SELECT dataset_id FROM favorites WHERE user_id = ?1)`,
  `DELETE FROM player_stats WHERE player_key IN ${PLAYER_KEYS}`,
  `DELETE FROM player_scope_stats WHERE player_key IN ${PLAYER_KEYS}`,
  // A play, a dashboard game and a day's player stay counted, under the key the anonymous record has.
  `UPDATE OR IGNORE dataset_plays SET player_key = ${ANONYMOUS_KEY} WHERE player_key IN ${PLAYER_KEYS}`,
  `DELETE FROM dataset_plays WHERE player_key IN ${PLAYER_KEYS}`,
  `UPDATE OR IGNORE dashboard_day_players SET player_key = (SELECT 's:' || r.session_id FROM dashboard_games g
     JOIN game_records r ON r.id = g.record_id WHERE g.dataset_id = dashboard_day_players.dataset_id
       AND g.day = dashboard_day_players.day AND g.player_key = dashboard_day_players.player_key LIMIT 1)
   WHERE player_key IN ${PLAYER_KEYS}`,
  `DELETE FROM dashboard_day_players WHERE player_key IN ${PLAYER_KEYS}`,
  `UPDATE dashboard_games SET player_key = ${ANONYMOUS_KEY} WHERE player_key IN ${PLAYER_KEYS}`,
  "UPDATE datasets SET owner_id = NULL WHERE owner_id = ?1",
  "DELETE FROM board_bests WHERE user_id = ?1",
  "DELETE FROM daily_bests WHERE user_id = ?1",
  "DELETE FROM global_totals WHERE user_id = ?1",
  "DELETE FROM dataset_daily_bests WHERE user_id = ?1",
  "DELETE FROM dataset_daily_totals WHERE user_id = ?1",
  "DELETE FROM leaderboard_rows WHERE user_id = ?1",
  "DELETE FROM dataset_players WHERE user_id = ?1",
  "DELETE FROM user_stats WHERE user_id = ?1",
  // updated_at stays: a re-read by the tick would fold the anonymous records as new players.
  `UPDATE game_records SET user_id = NULL, guest_id = NULL, ip_address = NULL, address_key = NULL, user_agent = NULL,
     referrer = NULL, other_info = NULL
   WHERE user_id = ?1`,
  "UPDATE dataset_reports SET reporter_id = NULL, note = '' WHERE reporter_id = ?1",
  "DELETE FROM favorites WHERE user_id = ?1",
  "DELETE FROM sessions WHERE user_id = ?1",
  "DELETE FROM oauth_accounts WHERE user_id = ?1",
  "DELETE FROM account_tokens WHERE user_id = ?1",
  "DELETE FROM profiles WHERE user_id = ?1",
  // Every counter named after the account (account-counter-keys.ts): ?5 exact keys, ?6 key prefixes
  // (compared with substr, not LIKE: a username's `_` is LIKE's any-character).
  `DELETE FROM login_attempts WHERE key IN (SELECT value FROM json_each(?5))
     OR EXISTS (SELECT 1 FROM json_each(?6) p WHERE substr(login_attempts.key, 1, length(p.value)) = p.value)`,
  "DELETE FROM mail_outbox WHERE ?4 <> '' AND to_address = ?4",
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
  deps: Pick<AppDeps, "db" | "env" | "kv" | "now">,
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
  const counters = accountCounterKeys(user);
  const addresses = await d1
    .prepare(
      "SELECT DISTINCT ip_address AS address FROM game_records WHERE user_id = ?1 AND COALESCE(ip_address, '') <> ''",
    )
    .bind(user.id)
    .all<{ address: string }>();
  const hashed = await guestAddressKeys(
    deps.env,
    addresses.results.map((row) => row.address),
  );
  const params = [
    user.id,
    now,
    `u:${user.id}`,
    user.email ?? "",
    JSON.stringify(counters.exact),
    JSON.stringify(counters.prefixes),
    JSON.stringify(hashed),
  ];
  await d1.batch(
    DELETE_ACCOUNT_SQL.map((statement) => {
      const highest = Math.max(...[...statement.matchAll(/\?(\d)/g)].map((m) => Number(m[1])));
      return d1.prepare(statement).bind(...params.slice(0, highest));
    }),
  );
  // Their sessions, and a new generation: their datasets and public page leave every list.
  await forgetOnWrite(deps, { kind: "account-deleted", userId: user.id });
  return { deleted: true };
}
