import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { api, elementsPayload, raw } from "~/services/datasets/testing/api-client";
import { database } from "~db/index";
import { gameGuesses } from "~db/schema";
import { createTestUser } from "../../../tests/factories/users";
import { insertGame } from "../game/stats-fixtures.test-helper";

const db = database(env.DB);

type Exported = {
  format: string;
  account: { id: number; username: string };
  profile: { nickname: string };
  stats: { total_games: number };
  favorites: { dataset_id: number }[];
  games: { id: number; result: string; guesses: { position: number; entry_id: number }[] }[];
  datasets: {
    id: number;
    name: string;
    versions: { version: number; upload: Record<string, unknown> }[];
  }[];
};

type Entry = { name: string; aliases: string[]; attributes: Record<string, unknown> };

async function entriesOf(versionId: number, token: string): Promise<Entry[]> {
  const response = await raw(`/api/v1/versions/${versionId}/download?format=json`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { entries: Entry[] }).entries;
}

describe("GET /api/v1/profile/me/export", () => {
  it("gives one JSON file whose dataset versions upload again as they are", async () => {
    const owner = await createTestUser(db, { nickname: "Exporter" });
    const made = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: "Export me", tags: ["chem"] },
    });
    const datasetId = made.body.data.id;
    // Attribute keys are the author's: the export must not change their case.
    const payload = elementsPayload(12);
    const withCamel = {
      ...payload,
      attribute_types: [
        ...payload.attribute_types,
        { key: "atomic_number", label: { "en-US": "Z" }, type: "number" },
      ],
      entries: payload.entries.map((entry, i) => ({
        ...entry,
        attributes: { ...entry.attributes, atomic_number: i + 1 },
      })),
    };
    const uploaded = await api<{ version: { id: number } }>(`/api/v1/dataset/${datasetId}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: withCamel,
    });
    expect(uploaded.status).toBe(201);
    await api("/api/v1/favorite", {
      method: "POST",
      token: owner.accessToken,
      body: { dataset_id: datasetId },
    });
    const versionId = uploaded.body.data.version.id;
    const original = await entriesOf(versionId, owner.accessToken);
    const game = await insertGame(db, {
      userId: owner.user.id,
      datasetId,
      versionId,
      answerEntryId: 0,
      score: 700,
    });
    await db.insert(gameGuesses).values({ recordId: game.id, position: 0, entryId: 42, feedback: [] });

    const response = await raw("/api/v1/profile/me/export", {
      headers: { Authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="datadle-.+\.json"$/);
    const file = (await response.json()) as Exported;
    expect(file.format).toBe("datadle-account-export/1");
    expect(file.account).toMatchObject({ id: owner.user.id, username: owner.user.username });
    expect(file.profile.nickname).toBe("Exporter");
    expect(file.favorites.map((favorite) => favorite.dataset_id)).toEqual([datasetId]);
    expect(file.games).toHaveLength(1);
    expect(file.games[0]).toMatchObject({ id: game.id, result: "won" });
    expect(file.games[0]?.guesses).toEqual([expect.objectContaining({ position: 0, entry_id: 42 })]);
    expect(file.stats.total_games).toBe(1);
    const exported = file.datasets.find((dataset) => dataset.id === datasetId);
    expect(exported?.name).toBe("Export me");
    const upload = exported?.versions[0]?.upload;
    expect(upload).toBeDefined();

    // The exported version, posted to a new dataset, is the same table.
    const copy = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: "Re-uploaded" },
    });
    const again = await api<{ version: { id: number } }>(`/api/v1/dataset/${copy.body.data.id}/versions`, {
      method: "POST",
      token: owner.accessToken,
      body: upload,
    });
    expect(again.status).toBe(201);
    const copied = await entriesOf(again.body.data.version.id, owner.accessToken);
    expect(copied).toEqual(original);
    expect(copied[2]?.attributes.atomic_number).toBe(3);
  });

  it("needs sign-in and is rate-limited", async () => {
    expect((await raw("/api/v1/profile/me/export")).status).toBe(401);
    const user = await createTestUser(db);
    let limited: Response | null = null;
    for (let sent = 0; sent < 40 && !limited; sent++) {
      const response = await raw("/api/v1/profile/me/export", {
        headers: { Authorization: `Bearer ${user.accessToken}` },
      });
      if (response.status === 429) limited = response;
      else await response.body?.cancel();
    }
    expect(limited?.headers.get("Retry-After")).toMatch(/^\d+$/);
  }, 30_000);
});
