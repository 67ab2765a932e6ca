import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api, raw } from "./testing/api-client";

let owner: TestUser;

const page = (path: string, user?: TestUser, init: RequestInit = {}) =>
  raw(path, {
    redirect: "manual",
    ...init,
    headers: {
      Accept: "text/html",
      ...(user ? { Cookie: user.sessionCookie } : {}),
      ...(init.headers ?? {}),
    },
  });

beforeAll(async () => {
  owner = await createTestUser(env.DB, { nickname: "Ada Nick" });
});

describe("no dead ends on the dataset pages", () => {
  it("/datasets/edit without an id lets a signed-in user pick one of their datasets; camelCase ids work", async () => {
    const name = `Pick me ${Date.now()}`;
    const created = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name },
    });
    const bare = await page("/en-US/datasets/edit", owner);
    expect(bare.status).toBe(200);
    const html = await bare.text();
    expect(html).toContain("Choose a dataset to edit");
    expect(html).toContain(`href="/en-US/datasets/edit?id=${created.body.data.id}"`);
    for (const query of ["id", "datasetId", "dataset_id"]) {
      const edit = await page(`/en-US/datasets/edit?${query}=${created.body.data.id}`, owner);
      expect(edit.status, query).toBe(200);
      expect(await edit.text()).toContain(name);
    }
    // A guest is sent to sign in, not to a 404.
    expect((await page("/en-US/datasets/edit")).status).toBe(302);
  });

  it("/favorite/{user_id} is a 404 for no such user, and names a user by nickname", async () => {
    expect((await page("/en-US/favorite/987654321")).status).toBe(404);
    expect((await api("/api/v1/favorite/user/987654321")).status).toBe(404);
    const named = await page(`/en-US/favorite/${owner.user.id}`);
    expect(named.status).toBe(200);
    const html = await named.text();
    expect(html).toContain("Ada Nick&#x27;s favorites");
    expect(html.slice(html.indexOf("</head>"))).not.toContain(`#${owner.user.id}`);
  });

  it("/test-upload is atomic: a failed run leaves no empty dataset behind", async () => {
    const user = await createTestUser(env.DB);
    const count = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM datasets WHERE owner_id = ?")
          .bind(user.user.id)
          .first<{ n: number }>()
      )?.n;
    for (const csv of ["", "name\n", "name,mass\n"]) {
      const res = await page("/test-upload", user, { method: "POST", body: new URLSearchParams({ csv }) });
      expect(res.status, JSON.stringify(csv)).toBeLessThan(500);
    }
    expect(await count()).toBe(0);
    const ok = await page("/test-upload", user, {
      method: "POST",
      body: new URLSearchParams({ csv: "name,mass\nHydrogen,1.008\nHelium,4.0026\n" }),
    });
    expect(ok.status).toBe(200);
    expect(await count()).toBe(1);
  });
});
