import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { raw } from "~/services/datasets/testing/api-client";
import { createTestUser } from "../factories/users";

// An attacker's path variants of one route (case, trailing slash, a made-up `($lang)` prefix) must
// all spend that route's one budget (wrangler.toml: sign-ups 20/min, game starts 30/min, uploads 30
// units/min, other writes 60/min, downloads 30/min, every request 600/min per IP). The buckets are
// fixed windows, so a burst that straddles a window's end may pass up to twice the limit: each test
// sends more than twice as many, which the old path-keyed limits let through every time.

const randomIp = () => `198.18.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** Sends the variants in turn until one answers 429; returns how many went before, and their statuses. */
async function burst(variants: (() => Promise<Response>)[], max: number) {
  const statuses: number[] = [];
  for (let sent = 0; sent < max; sent++) {
    const response = await variants[sent % variants.length]();
    await response.body?.cancel();
    if (response.status === 429)
      return { before: sent, statuses, retryAfter: response.headers.get("Retry-After") };
    statuses.push(response.status);
  }
  return { before: max, statuses, retryAfter: null };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("rate limits keyed on the matched route", { timeout: 60_000 }, () => {
  it("upload previews: /palette/…, /Datasets/Version/Create/ and the real path spend one budget, and a made-up prefix is a 404", async () => {
    const user = await createTestUser(env.DB);
    const post = (path: string) => () =>
      raw(path, {
        method: "POST",
        headers: { Cookie: user.sessionCookie },
        body: form({ intent: "preview" }),
      });
    const { before, statuses, retryAfter } = await burst(
      [
        post("/palette/datasets/version/create?dataset_id=999999"),
        post("/en-US/Datasets/Version/Create/?dataset_id=999999"),
        post("/datasets/version/create?dataset_id=999999"),
      ],
      70,
    );
    expect(before).toBeLessThanOrEqual(60);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // Every third request used the made-up prefix: the 404 page, never the action's answer.
    expect(statuses.filter((_, i) => i % 3 === 0).every((status) => status === 404)).toBe(true);
  });

  it("weighs an upload by its size: a 5 MB body spends six units of the 30", async () => {
    const user = await createTestUser(env.DB);
    const big = "a".repeat(5 * 1024 * 1024);
    const { before } = await burst(
      [
        () =>
          raw("/api/v1/dataset/999999/versions", {
            method: "POST",
            headers: { Authorization: `Bearer ${user.accessToken}`, "Content-Type": "application/json" },
            body: big,
          }),
      ],
      12,
    );
    // Five fit in a window (six in the old count of one per request: thirty).
    expect(before).toBeLessThanOrEqual(10);
  });

  it("forks through /palette/datasets/{id} spend the write budget", async () => {
    const user = await createTestUser(env.DB);
    const post = (path: string) => () =>
      raw(path, { method: "POST", headers: { Cookie: user.sessionCookie }, body: form({ intent: "fork" }) });
    const { before } = await burst([post("/palette/datasets/999999"), post("/Datasets/999999/")], 130);
    expect(before).toBeLessThanOrEqual(120);
  });

  it("sign-ups through /palette/auth/register and /Auth/Register/ spend the per-IP sign-up budget", async () => {
    const ip = randomIp();
    const post = (path: string) => () =>
      raw(path, { method: "POST", headers: { "CF-Connecting-IP": ip }, body: form({ username: "x" }) });
    const { before } = await burst(
      [post("/palette/auth/register"), post("/en-US/Auth/Register/"), post("/auth/register")],
      45,
    );
    expect(before).toBeLessThanOrEqual(40);
  });

  it("game starts through /palette/game/1 and /Game/1 spend the start budget", async () => {
    const user = await createTestUser(env.DB);
    const post = (path: string) => () =>
      raw(path, {
        method: "POST",
        headers: { Cookie: user.sessionCookie },
        body: form({ intent: "start", datasetId: "999999" }),
      });
    const { before } = await burst(
      [post("/palette/game/999999"), post("/Game/999999"), post("/game/999999/")],
      65,
    );
    expect(before).toBeLessThanOrEqual(60);
  });

  it("downloads through /Api/v1/… and a trailing slash spend the download budget", async () => {
    const user = await createTestUser(env.DB);
    const get = (path: string) => () =>
      raw(path, { headers: { Authorization: `Bearer ${user.accessToken}` } });
    const { before } = await burst(
      [get("/Api/v1/versions/999999/download"), get("/api/v1/versions/999999/download/")],
      65,
    );
    expect(before).toBeLessThanOrEqual(60);
  });

  it("a made-up ($lang) prefix is the 404 page before any action runs", async () => {
    const user = await createTestUser(env.DB);
    const response = await raw("/xx/datasets/create", {
      method: "POST",
      headers: { Cookie: user.sessionCookie, Accept: "text/html" },
      body: form({ name: "Made through a made-up prefix", description: "x", isPublic: "on" }),
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("/xx/datasets/create");
    const made = await env.DB.prepare("SELECT COUNT(*) AS n FROM datasets WHERE name = ?")
      .bind("Made through a made-up prefix")
      .first<{ n: number }>();
    expect(made?.n).toBe(0);
  }, 30_000);
});
