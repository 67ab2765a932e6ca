import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { api, raw } from "~/services/datasets/testing/api-client";
import { createTestUser, type TestUser } from "../../tests/factories/users";

let owner: TestUser;
let path: string;
beforeAll(async () => {
  owner = await createTestUser(env.DB);
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name: `Upload bodies ${Date.now()}` },
  });
  path = `/api/v1/dataset/${created.body.data.id}/versions?dry_run=true`;
});

/** The body as given, with only the headers given (a string body keeps its own Content-Type). */
async function post(body: BodyInit, headers: Record<string, string> = {}) {
  const res = await raw(path, {
    method: "POST",
    body,
    headers: { Authorization: `Bearer ${owner.accessToken}`, ...headers },
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

const multipart = (parts: string, type = "multipart/form-data; boundary=xyz") => ({
  body: `${parts}--xyz--\r\n`,
  headers: { "Content-Type": type },
});
const changelogPart = '--xyz\r\nContent-Disposition: form-data; name="changelog"\r\n\r\nx\r\n';

describe("an API upload whose body is not the form it should be", () => {
  it("says the file is missing, in the client's language, when the form has no file part", async () => {
    const form = new FormData();
    form.set("changelog", "x");
    const english = await post(form, { "Accept-Language": "en-US" });
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/^The file is missing/);
    const chinese = await post(form, { "Accept-Language": "zh-CN" });
    expect(chinese.status).toBe(400);
    expect(chinese.body.message).toMatch(/^缺少文件/);
  });

  it("reads a multipart type in any case as a form, not as JSON", async () => {
    const { body, headers } = multipart(changelogPart, "Multipart/Form-Data; boundary=xyz");
    const res = await post(body, { ...headers, "Accept-Language": "en-US" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The file is missing/);
  });

  it("answers a multipart type without a boundary with a 400, not a 500", async () => {
    const res = await post("", { "Content-Type": "multipart/form-data", "Accept-Language": "en-US" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The form body cannot be read/);
  });

  it("refuses a UTF-32 file with a clear message in both languages", async () => {
    const text = "name,v\nA,1\n";
    const view = new DataView(new ArrayBuffer((text.length + 1) * 4));
    [0xfeff, ...[...text].map((char) => char.codePointAt(0) ?? 0)].forEach((code, i) => {
      view.setUint32(i * 4, code, true);
    });
    const form = new FormData();
    form.set("file", new File([view.buffer], "t.csv", { type: "text/csv" }));
    const english = await post(form, { "Accept-Language": "en-US" });
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/UTF-32 is not supported: save the file as UTF-8/);
    const chinese = await post(form, { "Accept-Language": "zh-CN" });
    expect(chinese.body.message).toMatch(/不支持 UTF-32/);
  });
});
