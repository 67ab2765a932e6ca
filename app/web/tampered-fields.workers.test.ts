import { env, exports } from "cloudflare:workers";
import { decode } from "turbo-stream";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~db/index";
import { createTestUser, type TestUser } from "../../tests/factories/users";
import { createGameFixture, type Fixture } from "../services/game/testing/game-fixture";

/**
 * A hidden field, checkbox or intent that the page's own form never sends that way (tampered, or
 * a stale page): the page says so as the form's error in its language (JavaScript off: the HTML;
 * on: the reply), keeps what was typed, and names the same field as its API twin. An unusable
 * `redirectTo` falls back to the home page; a bad palette changes nothing and says so.
 */

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

type Locale = "zh-CN" | "en-US";
const prefix = (locale: Locale) => (locale === "en-US" ? "/en-US" : "");
const BAD_FORM_VALUE = {
  "zh-CN": "表单提交了本页没有提供的值（可能被改动或已过期）。请刷新页面后重试。",
  "en-US":
    "This form sent a value the page does not offer (it may have been changed or be out of date). Reload the page and try again.",
} as const;
const BAD_PALETTE = {
  "zh-CN": "没有这种配色，你的配色未更改。",
  "en-US": "That colour palette does not exist; your palette was not changed.",
} as const;

let ip = 0;
function post(path: string, body: URLSearchParams | FormData, cookie?: string) {
  return worker.fetch(`http://localhost${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Accept: "text/html",
      Cookie: ["i18n_redirected=zh-CN", cookie].filter(Boolean).join("; "),
      "CF-Connecting-IP": `10.78.0.${++ip}`,
    },
    body,
  });
}

/** The page without JavaScript: status and the error texts it shows. */
async function postPage(path: string, body: URLSearchParams | FormData, cookie?: string) {
  const response = await post(path, body, cookie);
  const html = await response.text();
  const page = html.replace(/<script[\s\S]*?<\/script>/g, "");
  const errors = [...page.matchAll(/class="(?:field-error|form-error)"[^>]*>([\s\S]*?)<\/(?:p|div)>/g)].map(
    (match) => match[1].replace(/<[^>]+>/g, "").trim(),
  );
  return { status: response.status, page, errors };
}

type Reply = { error?: Record<string, string[] | null> };

/** The page with JavaScript: the action's reply as the browser reads it (`<path>.data`). */
async function postData(path: string, body: URLSearchParams, cookie?: string) {
  const [pathname, search] = path.split("?");
  const response = await post(`${pathname}.data${search ? `?${search}` : ""}`, body, cookie);
  expect(response.body).not.toBeNull();
  const decoded = await decode(response.body as ReadableStream<Uint8Array>);
  await decoded.done;
  const result = (decoded.value as { data?: { result?: Reply } }).data?.result;
  return { status: response.status, error: result?.error ?? {} };
}

/** The API's field names for a page's field errors (`isPublic` → `is_public`), without the form's "". */
const fieldsOf = (error: Record<string, unknown>) =>
  Object.keys(error)
    .filter((name) => name !== "")
    .map((name) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
    .sort();

async function api(method: string, path: string, body: unknown, user?: TestUser) {
  const response = await worker.fetch(`http://localhost${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(user ? { Authorization: `Bearer ${user.accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { details?: { fields?: Record<string, string[]> } };
  return { status: response.status, fields: Object.keys(json.details?.fields ?? {}).sort() };
}

let author: TestUser;
let datasetId: number;
let game: Fixture;

beforeAll(async () => {
  author = await createTestUser(env.DB);
  const created = await api("POST", "/api/v1/dataset", { name: `Tampered ${Date.now()}` }, author);
  expect(created.status).toBe(201);
  const [row] = await env.DB.prepare("SELECT id FROM datasets WHERE owner_id = ? ORDER BY id DESC LIMIT 1")
    .bind(author.user.id)
    .all<{ id: number }>()
    .then((result) => result.results);
  datasetId = row.id;
  game = await createGameFixture(database(env.DB), { name: "Tampered realms" });
});

describe.each(["zh-CN", "en-US"] as const)("tampered form fields in %s", (locale) => {
  const p = prefix(locale);
  const bad = BAD_FORM_VALUE[locale];

  it("create and edit dataset: a bad checkbox is the form's error, the typed text kept; the API names the same field", async () => {
    const cases = [
      { path: `${p}/datasets/create`, field: "isPublic", twin: ["POST", "/api/v1/dataset"] },
      {
        path: `${p}/datasets/edit?id=${datasetId}`,
        field: "allowFork",
        twin: ["PUT", `/api/v1/dataset/${datasetId}`],
      },
    ] as const;
    for (const { path, field, twin } of cases) {
      const form = () =>
        new URLSearchParams({
          name: "Kept name",
          description: "kept words",
          type: "other",
          [field]: "banana",
        });
      const html = await postPage(path, form(), author.sessionCookie);
      expect(html.status).toBe(400);
      expect(html.errors).toEqual([bad]);
      expect(html.page).toContain("kept words");
      expect(html.page).toContain('value="Kept name"');

      const reply = await postData(path, form(), author.sessionCookie);
      expect(reply.status).toBe(400);
      expect(reply.error[""]).toEqual(["errors.badFormValue"]);
      const apiField = field === "isPublic" ? "is_public" : "allow_fork";
      const twinReply = await api(twin[0], twin[1], { name: "Kept name", [apiField]: "banana" }, author);
      expect(twinReply.status).toBe(400);
      expect(fieldsOf(reply.error)).toEqual(twinReply.fields);
      expect(twinReply.fields).toEqual([apiField]);
    }
  });

  it("dataset page and My datasets: a bad intent or id is the form's error", async () => {
    const forms: Record<string, string>[] = [
      { intent: "bogus" },
      { intent: "deleteVersion", versionId: "abc" },
      { intent: "restoreVersion", versionId: "-1" },
    ];
    for (const body of forms) {
      const html = await postPage(
        `${p}/datasets/${datasetId}`,
        new URLSearchParams(body),
        author.sessionCookie,
      );
      expect(html.status, JSON.stringify(body)).toBe(400);
      expect(html.errors, JSON.stringify(body)).toEqual([bad]);
    }
    const fork = await postPage(
      `${p}/datasets/${datasetId}`,
      new URLSearchParams({ intent: "fork", name: "My fork", isPublic: "perhaps", note: "my note" }),
      author.sessionCookie,
    );
    expect(fork.status).toBe(400);
    expect(fork.errors).toEqual([bad]);
    expect(fork.page).toContain("my note");
    for (const body of [
      { intent: "restore", id: "abc" },
      { intent: "nope", id: "1" },
    ]) {
      const html = await postPage(`${p}/datasets/my`, new URLSearchParams(body), author.sessionCookie);
      expect(html.status).toBe(400);
      expect(html.errors).toEqual([bad]);
    }
  });

  it("game: a bad hidden start or guess field is the form's error; the API names the same start field", async () => {
    const path = `${p}/game/${game.datasetId}`;
    const forms: Record<string, string>[] = [
      { intent: "start", versionId: "abc" },
      { intent: "start", dailyDate: "2020-13-45", isDailyChallenge: "on" },
      { intent: "start", hardMode: "zzz" },
      { intent: "guess", guess: "anything", recordId: "abc" },
      { intent: "giveup", recordId: "abc" },
      { intent: "mode" },
    ];
    for (const body of forms) {
      const html = await postPage(path, new URLSearchParams(body));
      expect(html.status, JSON.stringify(body)).toBe(400);
      expect(html.errors, JSON.stringify(body)).toEqual([bad]);
    }
    const reply = await postData(path, new URLSearchParams({ intent: "start", versionId: "abc" }));
    expect(reply.error[""]).toEqual(["errors.badFormValue"]);
    const twin = await api("POST", "/api/v1/game/record", { dataset_id: game.datasetId, version_id: "abc" });
    expect(twin.status).toBe(400);
    expect(fieldsOf(reply.error)).toEqual(twin.fields);
    expect(twin.fields).toEqual(["version_id"]);
  });

  it("login and register: a bad remember-me box is the form's error; an unusable redirectTo lands home", async () => {
    const home = p || "/";
    const login = await postPage(
      `${p}/auth/login`,
      new URLSearchParams({
        identifier: author.user.username,
        password: "wrong-but-unused",
        rememberMe: "zzz",
      }),
    );
    expect(login.status).toBe(400);
    expect(login.errors).toEqual([bad]);
    expect(login.page).toContain(`value="${author.user.username}"`);
    for (const redirectTo of [`/${"a".repeat(3000)}`, "//evil.example", "https://evil.example/"]) {
      const signedIn = await post(
        `${p}/auth/login`,
        new URLSearchParams({ identifier: author.user.username, password: author.password, redirectTo }),
      );
      expect(signedIn.status, redirectTo.slice(0, 20)).toBe(302);
      expect(new URL(signedIn.headers.get("Location") ?? "", "http://localhost").pathname).toBe(home);
    }
    const password = "a-long-unusual-pass-42";
    const registered = await post(
      `${p}/auth/register`,
      new URLSearchParams({
        username: `tamper_${locale.slice(0, 2)}_${Date.now().toString(36)}`,
        password,
        confirmPassword: password,
        redirectTo: `/${"b".repeat(3000)}`,
      }),
    );
    expect(registered.status).toBe(302);
    expect(new URL(registered.headers.get("Location") ?? "", "http://localhost").pathname).toBe(home);
  });

  it("palette: a value the toggle never sends changes nothing and says so on the page it came from", async () => {
    const back = `${p}/game/${game.datasetId}`;
    const response = await post("/palette", new URLSearchParams({ palette: "pink", redirectTo: back }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(back);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("dd_palette="))).toBe(false);
    const toast = cookies.find((cookie) => cookie.startsWith("dd_toast="))?.split(";")[0] ?? "";
    const page = await worker.fetch(`http://localhost${back}`, {
      headers: { Accept: "text/html", Cookie: `i18n_redirected=${locale}; ${toast}` },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(BAD_PALETTE[locale]);
    const unsafe = await post(
      "/palette",
      new URLSearchParams({ palette: "colorblind", redirectTo: "//evil" }),
    );
    expect(unsafe.headers.get("Location")).toBe("/");
  });

  it("upload preview: a column type the select does not offer is the form's error, the preview kept; the API refuses the same choice by name", async () => {
    const path = `${p}/datasets/version/create?dataset_id=${datasetId}`;
    const csv = () => new File(["name,height\nA,1\nB,2\n"], "peaks.csv", { type: "text/csv" });
    const first = new FormData();
    first.set("file", csv());
    first.set("changelog", "kept changelog");
    const previewed = await postPage(path, first, author.sessionCookie);
    expect(previewed.status).toBe(200);
    const draft = /name="draft" value="([^"]+)"/.exec(previewed.page)?.[1] ?? "";
    expect(draft).not.toBe("");

    const tampered = await postPage(
      path,
      new URLSearchParams({ draft, changelog: "kept changelog", type_height: "banana", intent: "save" }),
      author.sessionCookie,
    );
    expect(tampered.status).toBe(400);
    expect(tampered.errors).toEqual([bad]);
    expect(tampered.page).toContain('name="type:height"');
    expect(tampered.page).toContain("kept changelog");
    const versions = await env.DB.prepare("SELECT COUNT(*) AS n FROM dataset_versions WHERE dataset_id = ?")
      .bind(datasetId)
      .first<{ n: number }>();
    expect(versions?.n).toBe(0);

    const twin = new FormData();
    twin.set("file", csv());
    twin.set("columns", JSON.stringify({ height: { type: "banana", tolerance: "wide" } }));
    const response = await worker.fetch(`http://localhost/api/v1/dataset/${datasetId}/versions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${author.accessToken}` },
      body: twin,
    });
    expect(response.status).toBe(400);
    const json = (await response.json()) as { details?: { fields?: Record<string, string[]> } };
    expect(Object.keys(json.details?.fields ?? {}).sort()).toEqual([
      "columns.height.tolerance",
      "columns.height.type",
    ]);
  });
});
