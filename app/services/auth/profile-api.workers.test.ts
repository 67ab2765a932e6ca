import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createTestUser } from "../../../tests/factories/users";

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};
const call = (path: string, init: RequestInit = {}) => worker.fetch(`http://localhost${path}`, init);

describe("/api/v1/profile", () => {
  it("GET /me needs a token: 'No authentication token', and a forged bearer is 401", async () => {
    const none = await call("/api/v1/profile/me");
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: "No authentication token" });
    const { accessToken } = await createTestUser(env.DB);
    const forged = await call("/api/v1/profile/me", { headers: { Authorization: `Bearer ${accessToken}x` } });
    expect(forged.status).toBe(401);
  });

  it("PUT /me updates the sent fields (snake_case) and GET /{id} shows only public fields", async () => {
    const { user, accessToken, sessionCookie } = await createTestUser(env.DB);
    const update = await call("/api/v1/profile/me", {
      method: "PUT",
      headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        nickname: "小明",
        avatar_url: "https://example.com/a.png",
        gender: "male",
        birthday: "2000-02-29",
        bio: "secret bio",
        location: "Shanghai",
        timezone: "Asia/Shanghai",
        theme: "dark",
        language: "en-US",
        social_links: { github: "https://github.com/xm" },
        interests: ["maps"],
      }),
    });
    expect(update.status).toBe(200);
    const updated = (await update.json()) as { code: number; data: Record<string, unknown> };
    expect(updated).toMatchObject({
      code: 0,
      data: {
        user_id: user.id,
        nickname: "小明",
        theme: "dark",
        social_links: { github: "https://github.com/xm" },
      },
    });
    const me = await call("/api/v1/profile/me", { headers: { Cookie: sessionCookie } });
    expect(((await me.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      bio: "secret bio",
      timezone: "Asia/Shanghai",
    });
    const { accessToken: otherToken } = await createTestUser(env.DB);
    const seen = await call(`/api/v1/profile/${user.id}`, {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(((await seen.json()) as { data: unknown }).data).toEqual({
      user_id: user.id,
      nickname: "小明",
      avatar_url: "https://example.com/a.png",
      gender: "male",
    });
  });

  it("refuses bad input with per-field details and changes nothing", async () => {
    const { accessToken } = await createTestUser(env.DB, { nickname: "before" });
    const response = await call("/api/v1/profile/me", {
      method: "PUT",
      headers: { Authorization: `Bearer ${accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        nickname: "x".repeat(65),
        avatar_url: "javascript:alert(1)",
        timezone: "Mars/Base",
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { details: { fields: Record<string, string[]> } };
    expect(Object.keys(body.details.fields).sort()).toEqual(["avatar_url", "nickname", "timezone"]);
    const me = await call("/api/v1/profile/me", { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(((await me.json()) as { data: { nickname: string } }).data.nickname).toBe("before");
  });

  it("GET /{id} is 404 for an unknown user and 400 for a non-numeric id", async () => {
    expect((await call("/api/v1/profile/99999999")).status).toBe(404);
    expect((await call("/api/v1/profile/abc")).status).toBe(400);
  });
});
