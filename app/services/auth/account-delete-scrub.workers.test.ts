import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { api, raw } from "~/services/datasets/testing/api-client";
import { createDeps } from "~/services/deps.server";
import { database } from "~db/index";
import { datasets, datasetVersions, gameRecords } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { runScheduled } from "../../../tests/support/run-cron";
import { claimGuestGames } from "../game/claim-guest.server";
import { insertDataset, insertGame } from "../game/stats-fixtures.test-helper";
import { sendEmailVerification } from "./verify-email.server";

const db = database(env.DB);
const d1 = env.DB;
const runCron = () => runScheduled({ ...env, BOARD_MIN_ENTRIES: "1", BOARD_MIN_PLAYERS: "1" });

type Needles = { userId: number; texts: string[] };

/** Every table's every text column holding one of the needles (and integer user columns holding the id). */
async function traces({ userId, texts }: Needles): Promise<string[]> {
  const tables = await d1
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    )
    .all<{ name: string }>();
  const found = new Set<string>();
  for (const { name } of tables.results) {
    const rows = await d1.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
    for (const row of rows.results) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === "string") {
          // A counter's key names the account by id among its `:`/`|` parts (`mail:verify:acct:6`, `dev:6|…`).
          const counter = name === "login_attempts" && value.split(/[:|]/).includes(String(userId));
          const key = counter || value === `u:${userId}` || value.startsWith(`u:${userId}.`);
          if (key || texts.some((text) => value.includes(text))) found.add(`${name}.${column}`);
        } else if (/(^|_)(user|owner|reporter)_id$/.test(column) && value === userId) {
          found.add(`${name}.${column}`);
        }
      }
    }
  }
  return [...found].sort();
}

describe("deleting an account", () => {
  it("leaves no trace of the player's id, username, email, IPs or user agents in any table", async () => {
    const ann = await createTestUser(db);
    const bob = await createTestUser(db);
    const { id, username } = ann.user;
    const email = ann.user.email ?? "";
    const guestId = `g_${"a1".repeat(16)}`;
    const guestIp = "198.51.100.77";
    const signedIp = "198.51.100.78";
    const agent = "AnnBrowser/7.1";
    const needles: Needles = { userId: id, texts: [username, email, guestIp, signedIp, agent, guestId] };

    // Ann's dataset names her, so does its changelog; Bob forks it.
    const own = await insertDataset(db, { size: 12, ownerId: id });
    await db
      .update(datasets)
      .set({
        name: `Birds by ${username}`,
        description: `Mail ${email}`,
        nameI18n: { "en-US": `Birds by ${username}` },
      })
      .where(eq(datasets.id, own.id));
    await db
      .update(datasetVersions)
      .set({ changelog: `First cut by ${username}` })
      .where(eq(datasetVersions.id, own.versionId));
    // Its column keys and labels (attribute types and the column plan) can name her too.
    await d1
      .prepare("UPDATE dataset_versions SET attribute_types = ?1, plan = ?2 WHERE id = ?3")
      .bind(
        JSON.stringify([{ key: `seen_by_${username}`, label: `Seen by ${username}`, type: "text" }]),
        JSON.stringify({ columns: [{ header: `Seen by ${username}`, role: "attribute" }] }),
        own.versionId,
      )
      .run();
    await d1
      .prepare("INSERT INTO dataset_tags (dataset_id, tag) VALUES (?1, ?2)")
      .bind(own.id, username)
      .run();
    await insertDataset(db, { size: 12, ownerId: bob.user.id, forkedFromId: own.id });

    // A guest game from one address, claimed at sign-up, then signed-in games (practice, both dailies).
    const board = await insertDataset(db, { size: 12 });
    const on = { datasetId: board.id, versionId: board.versionId, answerEntryId: board.entryIds[0] ?? 0 };
    await insertGame(db, { ...on, userId: null, guestId, ipAddress: guestIp, score: 300 });
    await runCron();
    await claimGuestGames({ db, now: () => new Date() }, guestId, id);
    const day = "2026-11-21";
    const at = new Date(`${day}T09:00:00Z`);
    const games = [
      await insertGame(db, { ...on, userId: id, ipAddress: signedIp, score: 900, startTime: at }),
      await insertGame(db, {
        ...on,
        userId: id,
        ipAddress: signedIp,
        dailyDate: day,
        isRanked: true,
        startTime: at,
      }),
      await insertGame(db, {
        ...on,
        userId: id,
        ipAddress: signedIp,
        datasetDailyDate: day,
        isRanked: true,
        startTime: at,
      }),
      await insertGame(db, {
        ...on,
        userId: id,
        ipAddress: signedIp,
        datasetId: own.id,
        versionId: own.versionId,
        answerEntryId: own.entryIds[0] ?? 0,
      }),
      await insertGame(db, {
        ...on,
        userId: bob.user.id,
        datasetId: own.id,
        versionId: own.versionId,
        answerEntryId: own.entryIds[1] ?? 0,
      }),
    ];
    for (const game of games.slice(0, 4)) {
      await db
        .update(gameRecords)
        .set({ userAgent: agent, referrer: `https://${username}.example/` })
        .where(eq(gameRecords.id, game.id));
    }
    await runCron();

    // What the rest of the account holds: a profile, an OAuth link, tokens, counters, mail, a favorite, a report.
    const now = Date.now();
    await d1.batch([
      d1
        .prepare("UPDATE profiles SET bio = ?2, location = ?3 WHERE user_id = ?1")
        .bind(id, `I am ${username}`, guestIp),
      d1
        .prepare("UPDATE sessions SET ip_address = ?2, user_agent = ?3 WHERE user_id = ?1")
        .bind(id, signedIp, agent),
      d1
        .prepare(
          "INSERT INTO oauth_accounts (user_id, provider, provider_user_id, email, created_at) VALUES (?1, 'github', ?2, ?3, ?4)",
        )
        .bind(id, `gh-${username}`, email, now),
      d1
        .prepare(
          "INSERT INTO account_tokens (user_id, purpose, token_hash, email, expires_at, created_at) VALUES (?1, 'verify', ?2, ?3, ?4, ?4)",
        )
        .bind(id, `hash-${username}`, email, now + 60_000),
      d1
        .prepare("INSERT INTO login_attempts (key, window_start, count) VALUES (?1, ?2, 1)")
        .bind(`acct:${id}`, now),
      d1
        .prepare("INSERT INTO login_attempts (key, window_start, count) VALUES (?1, ?2, 1)")
        .bind(`acctip:${id}|${signedIp}`, now),
      d1
        .prepare(
          "INSERT INTO mail_outbox (to_address, subject, text_body, kind, created_at) VALUES (?1, 'Hi', ?2, 'verify', ?3)",
        )
        .bind(email, `Hello ${username}`, now),
      d1
        .prepare(
          "INSERT INTO favorites (user_id, dataset_id, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)",
        )
        .bind(id, board.id, now),
      d1
        .prepare(
          "INSERT INTO dataset_reports (dataset_id, reporter_id, reason, note, created_at) VALUES (?1, ?2, 'spam', ?3, ?4)",
        )
        .bind(board.id, id, `Reported by ${username} <${email}>`, now),
      d1
        .prepare("INSERT INTO user_stats (user_id, guess_histogram, generated_at) VALUES (?1, '{}', ?2)")
        .bind(id, now),
    ]);

    // The counters named after the account, made by the real flows (from an address that is not one of
    // Ann's: per-address counters are nobody's and end with their window), and one for a name typed
    // in another case, before the account matched it.
    const from = "203.0.113.250";
    const post = (path: string, body: unknown, cookie = "") =>
      raw(path, {
        method: "POST",
        headers: { "CF-Connecting-IP": from, "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify(body),
      });
    const signedIn = await post("/api/v1/login", { identifier: username, password: ann.password });
    const device = signedIn.headers
      .getSetCookie()
      .find((line) => line.startsWith("dd_device="))
      ?.split(";")[0];
    await post("/api/v1/login", { identifier: username, password: "wrong-one" });
    await post("/api/v1/login", { identifier: username, password: "wrong-one" }, device);
    await post("/api/v1/password/forgot", { identifier: username });
    await post("/api/v1/password/forgot", { identifier: email });
    await post("/api/v1/password/forgot", { identifier: username }, device);
    await sendEmailVerification(createDeps(env), id, "en-US");
    await d1
      .prepare("INSERT INTO login_attempts (key, window_start, count) VALUES (?1, ?2, 1), (?3, ?2, 1)")
      .bind(
        `acct:username:${username.toLowerCase()}`,
        now,
        `acctip:username:${username.toLowerCase()}|${from}`,
      )
      .run();
    const counterKeys = async () =>
      (await d1.prepare("SELECT key FROM login_attempts").all<{ key: string }>()).results.map(
        (row) => row.key,
      );
    for (let attempt = 0; attempt < 40 && !(await counterKeys()).includes(`mail:reset:${email}`); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const counters = await counterKeys();
    for (const format of [
      `acct:${id}`,
      `acctip:${id}|${from}`,
      `acct:username:${username}`,
      `reset:acct:username:${username}`,
      `reset:acctip:username:${username}|${from}`,
      `reset:acct:email:${email}`,
      `mail:reset:${email}`,
      `mail:verify:acct:${id}`,
      `mail:verify:${email}`,
    ]) {
      expect(counters).toContain(format);
    }
    expect(
      counters.filter((key) => key.startsWith(`dev:${id}|`) || key.startsWith(`reset:dev:${id}|`)),
    ).toHaveLength(2);

    const before = await traces(needles);
    // The scan sees the player everywhere they left rows (it would catch a miss).
    for (const where of [
      "users.username",
      "sessions.user_agent",
      "profiles.bio",
      "oauth_accounts.email",
      "account_tokens.email",
      "login_attempts.key",
      "mail_outbox.to_address",
      "datasets.name",
      "datasets.description",
      "dataset_versions.changelog",
      "dataset_versions.attribute_types",
      "dataset_versions.plan",
      "dataset_tags.tag",
      "game_records.ip_address",
      "game_records.user_agent",
      "player_stats.player_key",
      "player_scope_stats.player_key",
      "dataset_plays.player_key",
      "dashboard_games.player_key",
      "dashboard_day_players.player_key",
      "dataset_reports.note",
      "board_bests.user_id",
      "daily_bests.user_id",
      "dataset_daily_bests.user_id",
      "user_stats.user_id",
    ]) {
      expect(before).toContain(where);
    }

    const playsOf = async () =>
      (
        await d1
          .prepare("SELECT plays FROM dataset_agg WHERE dataset_id = ?1")
          .bind(board.id)
          .first<{ plays: number }>()
      )?.plays;
    const plays = await playsOf();
    const done = await api("/api/v1/profile/me", {
      method: "DELETE",
      token: ann.accessToken,
      body: { password: ann.password },
    });
    expect(done.status).toBe(200);
    expect(await traces(needles)).toEqual([]);

    // The dataset stays only as "a deleted dataset" in Bob's fork's lineage; the plays still count.
    const source = await db.select().from(datasets).where(eq(datasets.id, own.id)).get();
    expect(source).toMatchObject({ name: "", description: "", ownerDeleted: true });
    const version = await db
      .select()
      .from(datasetVersions)
      .where(eq(datasetVersions.id, own.versionId))
      .get();
    expect(version).toMatchObject({ changelog: "", attributeTypes: [], plan: null });
    expect(await playsOf()).toBe(plays);
    await runCron();
    expect(await traces(needles)).toEqual([]);
    // Two cron ticks and a row in every table on a shared machine: more than the default 5 s.
  }, 60_000);
});
