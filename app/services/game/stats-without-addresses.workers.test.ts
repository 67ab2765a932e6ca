import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { raw } from "~/services/datasets/testing/api-client";
import { database } from "~db/index";
import { runScheduled } from "../../../tests/support/run-cron";
import { insertDataset } from "./stats-fixtures.test-helper";

const db = database(env.DB);
const d1 = env.DB;

/** The `table.column` pairs whose text holds `needle`, in every table but the game records themselves. */
async function holding(needle: string): Promise<string[]> {
  const tables = await d1
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    )
    .all<{ name: string }>();
  const found = new Set<string>();
  for (const { name } of tables.results) {
    // spec §7: a game record carries the address it was played from (ip_address); the stats must not.
    if (name === "game_records") continue;
    const rows = await d1.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
    for (const row of rows.results) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value === "string" && value.includes(needle)) found.add(`${name}.${column}`);
      }
    }
  }
  return [...found].sort();
}

/** A guest with no cookie plays one game to its end from `ip`: the start and the end send none. */
async function cookielessGame(datasetId: number, ip: string) {
  const headers = { "CF-Connecting-IP": ip, "Content-Type": "application/json", Origin: "http://localhost" };
  const started = await raw("/api/v1/game/record", {
    method: "POST",
    headers,
    body: JSON.stringify({ dataset_id: datasetId }),
  });
  expect(started.status).toBe(201);
  const record = ((await started.json()) as { data: { id: number; session_id: string } }).data;
  // The key is the stats' own: the record the API returns (spec §7) does not carry it.
  expect(Object.keys(record)).not.toContain("address_key");
  const ended = await raw(`/api/v1/game/record/${record.id}`, {
    method: "PUT",
    headers,
    body: JSON.stringify({ session_id: record.session_id, result: "lost" }),
  });
  expect(ended.status).toBe(200);
  return record.id;
}

describe("the stats of a guest without a cookie", () => {
  it("count its address once, by a keyed hash, and no stats table holds the address", async () => {
    const set = await insertDataset(db, { size: 12 });
    const ip = "198.51.100.203";
    await cookielessGame(set.id, ip);
    await cookielessGame(set.id, ip);
    await runScheduled({ ...env, BOARD_MIN_ENTRIES: "1", BOARD_MIN_PLAYERS: "1" });

    expect(await holding(ip)).toEqual([]);
    const plays = await d1
      .prepare("SELECT player_key AS key FROM dataset_plays WHERE dataset_id = ?1")
      .bind(set.id)
      .all<{ key: string }>();
    // Both games are one player's, the address's: one play that day, under `h:`.
    expect(plays.results).toHaveLength(1);
    expect(plays.results[0].key).toMatch(/^h:[A-Za-z0-9_-]{22}$/);
    const dashboard = await d1
      .prepare("SELECT DISTINCT player_key AS key FROM dashboard_games WHERE dataset_id = ?1")
      .bind(set.id)
      .all<{ key: string }>();
    expect(dashboard.results).toEqual(plays.results);
  });
});
