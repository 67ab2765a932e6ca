import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { countingD1 } from "~/services/db/counting-d1.test-helper";
import { database } from "~db/index";
import { createTestUser } from "../../../tests/factories/users";
import { assertNotThrottled, PAIR_LIMIT, recordFailedLogin, throttleKeys } from "./login-throttle.server";
import { pruneAuthRecords } from "./prune.server";
import { findSessionUser } from "./sessions.server";

/**
 * Every refresh leaves the rotated session behind and every failed login three counters; the
 * prune job removes the ones that can no longer authenticate or throttle anything, a batch a run,
 * without reading the rows that still matter.
 */
const HOUR = 60 * 60 * 1000;
const LIVE = 5000;
const EXPIRED = 300;

async function countOf(table: "sessions" | "login_attempts", where: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

describe("pruneAuthRecords", () => {
  it("removes expired sessions and ended login counters, a batch at a time, and nothing that still counts", async () => {
    const player = await createTestUser(env.DB);
    const now = Date.now();
    await env.DB.prepare(
      `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ?1)
      INSERT INTO sessions (user_id, token_hash, family_id, remember_me, expires_at)
      SELECT ?3, 'prune_' || ?4 || '_' || n, 'family_' || n, 0, CASE WHEN n <= ?2 THEN ?5 - 2 * ?6 ELSE ?5 + 24 * ?6 END
      FROM s`,
    )
      .bind(LIVE + EXPIRED, EXPIRED, player.user.id, now, now, HOUR)
      .run();
    await env.DB.prepare(
      `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 200)
      INSERT INTO login_attempts (key, window_start, count, last_failure_at)
      SELECT 'ip:ended-' || ?1 || '-' || n, ?2 - 3 * ?3, 7, ?2 - 3 * ?3 FROM s`,
    )
      .bind(now, now, HOUR)
      .run();
    // A place that just failed too often on an account: still throttled after the prune.
    const keys = throttleKeys(`prune-${now}`, "203.0.113.9");
    for (let i = 0; i < PAIR_LIMIT; i++) await recordFailedLogin({ db: database(env.DB) }, keys, now);

    const counted = countingD1(env.DB);
    const deps = { db: database(counted.d1), now: () => new Date(now) };
    const first = await pruneAuthRecords(deps, 100);
    expect(first).toEqual({ sessions: 100, loginAttempts: 100 });
    const rest = await pruneAuthRecords(deps);
    expect(rest.sessions).toBe(EXPIRED - 100);
    expect(rest.loginAttempts).toBeGreaterThanOrEqual(100);
    expect(await pruneAuthRecords(deps)).toEqual({ sessions: 0, loginAttempts: 0 });
    // Through the indexes: the rows read follow what was deleted, not the live sessions.
    console.log(
      `PRUNE rows read for ${EXPIRED} sessions and 200 counters: ${counted.rowsRead()} (${LIVE} live sessions)`,
    );
    expect(counted.rowsRead()).toBeLessThan(LIVE / 2);

    expect(await countOf("sessions", `token_hash LIKE 'prune_${now}_%'`)).toBe(LIVE);
    expect(await countOf("login_attempts", `key LIKE 'ip:ended-${now}-%'`)).toBe(0);
    const token = player.sessionCookie.split("=")[1] ?? "";
    expect((await findSessionUser({ db: database(env.DB) }, token, now))?.id).toBe(player.user.id);
    await expect(assertNotThrottled({ db: database(env.DB) }, keys, now + 1000)).rejects.toMatchObject({
      code: "RATE_LIMITED",
    });
  });
});
