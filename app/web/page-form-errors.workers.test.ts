import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { withoutPageMessages } from "../../tests/factories/page-html";
import { createTestUser, type TestUser } from "../../tests/factories/users";

/**
 * Page forms without JavaScript (plain posts, the server's HTML): a refused field says why in the
 * page's language, next to its field, with what the user typed kept. A rule that has no message key
 * of its own is worded by the API's rule (`issueText`), never with zod's English default.
 */

const worker = exports.default as unknown as {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
};

type Locale = "zh-CN" | "en-US";
const prefix = (locale: Locale) => (locale === "en-US" ? "/en-US" : "");
/** zod's English defaults ("Too small: expected string to have >=1 characters", "Invalid input: …"). */
const ZOD_ENGLISH =
  /Too small|Too big|Invalid input|Invalid option|expected (string|number|boolean)|received undefined/;
/** A translation key that reached the page untranslated. */
const RAW_KEY = /\b(errors|uploadErrors|attributeTypes|zod)\.[a-zA-Z]/;

let ip = 0;
async function post(path: string, body: URLSearchParams | FormData, user?: TestUser) {
  const response = await worker.fetch(`http://localhost${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Accept: "text/html",
      Cookie: ["i18n_redirected=zh-CN", user?.sessionCookie].filter(Boolean).join("; "),
      "CF-Connecting-IP": `10.77.0.${++ip}`,
    },
    body,
  });
  return { status: response.status, html: await response.text() };
}

/** The visible text of an element with this id (its tags stripped). */
function textOf(html: string, id: string): string | null {
  const match = new RegExp(`<(p|div)[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match ? match[2].replace(/<[^>]+>/g, "").trim() : null;
}

/** Every error message the page shows (field and form errors). */
const shownErrors = (html: string) =>
  [...html.matchAll(/class="(?:field-error|form-error)"[^>]*>([\s\S]*?)<\/(?:p|div)>/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, "").trim(),
  );

function expectNoEnglishDefaults(html: string) {
  const page = html.replace(/<script[\s\S]*?<\/script>/g, "");
  expect(page).not.toMatch(ZOD_ENGLISH);
  for (const message of shownErrors(html)) expect(message).not.toMatch(RAW_KEY);
  // The reply the browser hydrates from carries the same words (no English default in its data either).
  // The page's messages (ADR 012: JSON in <head>) are not that data: English errors.generic is "Invalid input".
  expect(withoutPageMessages(html)).not.toMatch(ZOD_ENGLISH);
}

let author: TestUser;
let datasetId: number;

beforeAll(async () => {
  author = await createTestUser(env.DB);
  const created = await worker.fetch("http://localhost/api/v1/dataset", {
    method: "POST",
    headers: { Authorization: `Bearer ${author.accessToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ name: `Form errors ${Date.now()}` }),
  });
  expect(created.status).toBe(201);
  datasetId = ((await created.json()) as { data: { id: number } }).data.id;
});

const WORDS = {
  "zh-CN": { required: "此项必填", authRequired: "此项为必填项", max8: "不能超过 8 个字符。" },
  "en-US": {
    required: "Required",
    authRequired: "This field is required",
    max8: "Must be at most 8 characters long.",
  },
} as const;

describe.each(["zh-CN", "en-US"] as const)("page form errors in %s (no JavaScript)", (locale) => {
  const words = WORDS[locale];
  const p = prefix(locale);

  it("create and edit dataset: an empty name is 'required' next to the name, the description kept", async () => {
    for (const path of [`${p}/datasets/create`, `${p}/datasets/edit?id=${datasetId}`]) {
      const form = path.includes("create") ? "create-dataset" : "edit-dataset";
      const { status, html } = await post(
        path,
        new URLSearchParams({ name: "", description: "kept words", isPublic: "maybe" }),
        author,
      );
      expect(status).toBe(400);
      expect(textOf(html, `${form}-name-error`)).toBe(words.required);
      expect(html).toMatch(
        new RegExp(`id="${form}-name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="${form}-name"`),
      );
      expect(html).toContain("kept words");
      expectNoEnglishDefaults(html);
    }
  });

  it("fork and delete on the dataset page: errors next to their fields", async () => {
    const fork = await post(
      `${p}/datasets/${datasetId}`,
      new URLSearchParams({ intent: "fork", name: "", note: "my note" }),
      author,
    );
    expect(fork.status).toBe(400);
    expect(textOf(fork.html, "fork-name-error")).toBe(words.required);
    expect(fork.html).toContain("my note");
    expectNoEnglishDefaults(fork.html);
    const version = await post(
      `${p}/datasets/${datasetId}`,
      new URLSearchParams({ intent: "deleteVersion", versionId: "abc" }),
      author,
    );
    expect(version.status).toBe(400);
    expectNoEnglishDefaults(version.html);
  });

  it("profile: a rule without a key of its own is worded in the page's language, the other fields kept", async () => {
    const { status, html } = await post(
      `${p}/profile`,
      new URLSearchParams({ nickname: "Kept Nick", language: "much-too-long", gender: "unspecified" }),
      author,
    );
    expect(status).toBe(400);
    expect(shownErrors(html)).toContain(words.max8);
    expect(html).toContain('value="Kept Nick"');
    expectNoEnglishDefaults(html);
  });

  it("register and login: missing fields are 'required' next to each field", async () => {
    const register = await post(
      `${p}/auth/register`,
      new URLSearchParams({ username: "", password: "", confirmPassword: "", email: "kept@example.com" }),
    );
    expect(register.status).toBe(400);
    expect(textOf(register.html, "register-form-username-error")).toBe(words.authRequired);
    expect(textOf(register.html, "register-form-password-error")).toBe(words.authRequired);
    expect(register.html).toContain('value="kept@example.com"');
    expectNoEnglishDefaults(register.html);
    const login = await post(`${p}/auth/login`, new URLSearchParams({ identifier: "", password: "" }));
    expect(login.status).toBe(400);
    expect(textOf(login.html, "login-form-identifier-error")).toBe(words.authRequired);
    expectNoEnglishDefaults(login.html);
  });

  it.each([
    [
      "not JSON",
      "a.json",
      "{oops",
      { "zh-CN": "文件不是有效的 JSON", "en-US": "The file is not valid JSON" },
    ],
    [
      "not an object",
      "a.json",
      "[1]",
      { "zh-CN": "attribute_types 和 entries 的 JSON 对象", "en-US": "JSON object with attribute_types" },
    ],
    [
      "an unknown column type",
      "a.json",
      JSON.stringify({ attribute_types: [{ key: "size", type: "nope" }], entries: [{ name: "A" }] }),
      { "zh-CN": "（字段：attribute_types.0.", "en-US": "(field: attribute_types.0." },
    ],
    [
      "an empty entry name",
      "a.json",
      JSON.stringify({ attribute_types: [], entries: [{ name: "" }] }),
      { "zh-CN": "名称", "en-US": "name" },
    ],
    ["no name column", "a.csv", "foo\n", { "zh-CN": "name", "en-US": "name" }],
  ])("version upload: %s is explained in the page's language", async (_, fileName, text, expected) => {
    const body = new FormData();
    body.append("intent", "preview");
    body.append("changelog", "kept changelog");
    body.append("file", new Blob([text], { type: "application/octet-stream" }), fileName);
    const { status, html } = await post(`${p}/datasets/version/create?dataset_id=${datasetId}`, body, author);
    expect(status).toBe(400);
    // The file's refusal, or the table of refused cells by row.
    const problems = /<section class="problems"[\s\S]*?<\/section>/.exec(html)?.[0].replace(/<[^>]+>/g, " ");
    const errors = [...shownErrors(html), ...(problems ? [problems] : [])];
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join(" ")).toContain(expected[locale]);
    if (locale === "zh-CN") expect(errors.join(" ")).toMatch(/[\u4e00-\u9fff]/);
    expect(html).toContain("kept changelog");
    expectNoEnglishDefaults(html);
  });
});
