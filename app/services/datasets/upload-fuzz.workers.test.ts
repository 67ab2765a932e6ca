import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createTestUser } from "../../../tests/factories/users";
import { api } from "./testing/api-client";
import { randomBytes, randomTableText, seededRandom } from "./testing/seeded-random";

// The upload endpoint (dry run) fed random files: never a 500. Seeded, so a failure repeats. Each
// owner sends fewer uploads than the upload budget (30 units a minute), so every answer is the
// reader's own, not a 429.

const FILE_NAMES = ["t.csv", "t.tsv", "t.json", "t.jsonl", "t.html", "t.md", "t.txt"];
const PER_OWNER = 20;

async function owner() {
  const user = await createTestUser(env.DB);
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: user.accessToken,
    body: { name: `Fuzz ${Date.now()} ${Math.random()}` },
  });
  return { token: user.accessToken, datasetId: created.body.data.id };
}

async function upload(
  who: { token: string; datasetId: number },
  name: string,
  bytes: Uint8Array<ArrayBuffer> | string,
) {
  const form = new FormData();
  form.set("file", new File([bytes], name));
  form.set("changelog", "fuzz");
  return api<Record<string, unknown>>(`/api/v1/dataset/${who.datasetId}/versions?dry_run=true`, {
    method: "POST",
    token: who.token,
    body: form,
  });
}

describe("uploads of random files", { timeout: 120_000 }, () => {
  it("random bytes and random table syntax get an answer below 500, never a 500", async () => {
    const random = seededRandom(4141);
    const statuses = new Map<number, number>();
    let who = await owner();
    for (let round = 0; round < 60; round += 1) {
      if (round > 0 && round % PER_OWNER === 0) who = await owner();
      const name = FILE_NAMES[round % FILE_NAMES.length];
      const input =
        round % 2 === 0
          ? randomBytes(random, Math.floor(random() * 6000))
          : randomTableText(random, 1 + Math.floor(random() * 200));
      const result = await upload(who, name, input);
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      expect(result.status, `seed 4141 round ${round} (${name})`).toBeLessThan(500);
    }
    expect(statuses.get(429) ?? 0).toBe(0);
  });

  it("reads an out-of-range numeric entity in an HTML cell as U+FFFD (was a 500)", async () => {
    const who = await owner();
    const html =
      "<table><tr><th>name</th><th>note</th></tr><tr><td>A&#99999999;</td><td>x</td></tr><tr><td>B</td><td>y</td></tr></table>";
    const result = await upload(who, "t.html", html);
    expect(result.status).toBe(200);
    expect(JSON.stringify(result.body.data)).toContain("A\uFFFD");
  });

  it("answers a page of 40,000 '<' in one cell (once 7 s of CPU) with the table", async () => {
    const who = await owner();
    const html = `<table><tr><th>name</th></tr><tr><td>${"<".repeat(40_000)}</td></tr><tr><td>B</td></tr></table>`;
    const result = await upload(who, "t.html", html);
    expect(result.status).toBeLessThan(500);
    expect(result.body.data?.entries_count ?? result.body.code).toBeDefined();
  });
});
