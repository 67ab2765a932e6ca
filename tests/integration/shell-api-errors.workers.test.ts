import { describe, expect, it } from "vitest";
import { worker } from "./shell-worker";

let ipCounter = 0;
const freshIp = () => `10.14.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const unique = () => Math.random().toString(36).slice(2, 10);

type Envelope = { code: number; message: string; details: { fields?: Record<string, string[]> } | null };

async function call(method: string, path: string, body?: unknown, language?: string) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp() };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (language) headers["Accept-Language"] = language;
  const response = await worker.fetch(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope };
}

const CJK = /[\u3400-\u9fff]/;
/** One language: an English message has no Chinese; a Chinese one no Latin words but the field's name. */
function expectOneLanguage(message: string, language: "en" | "zh", field?: string) {
  if (language === "en") expect(message, message).not.toMatch(CJK);
  else expect(message.replace(field ?? "", ""), message).not.toMatch(/[A-Za-z]{2,}/);
  expect(message, message).toMatch(/[.。]$|^登录失败，请检查登录信息$/);
  expect(message, message).not.toMatch(/errors\.|Invalid input|expected|NaN|_:/);
}

describe("API error messages speak the client's language (design §7)", () => {
  it("a too-short password: a sentence naming `password`, never the translation key", async () => {
    const body = { username: `s_${unique()}`, password: "short" };
    const en = await call("POST", "/api/v1/register", body);
    expect(en.status).toBe(400);
    expect(en.body.message).toBe("Password must be at least 8 characters (field: password).");
    expect(en.body.details?.fields).toEqual({ password: ["errors.passwordTooShort"] });
    const zh = await call("POST", "/api/v1/register", body, "zh-CN,zh;q=0.9,en;q=0.8");
    expect(zh.body.message).toBe("密码至少需要 8 个字符（字段：password）。");
    expect(zh.body.details?.fields).toEqual({ password: ["errors.passwordTooShort"] });
    expectOneLanguage(en.body.message, "en");
    expectOneLanguage(zh.body.message, "zh", "password");
  });

  it("a common password: one language, not '注册失败: password is too common'", async () => {
    const body = { username: `c_${unique()}`, password: "password123" };
    const en = await call("POST", "/api/v1/register", body, "en-US");
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/password is too common/i);
    expectOneLanguage(en.body.message, "en");
    const zh = await call("POST", "/api/v1/register", body, "zh");
    expect(zh.body.message).toMatch(/密码太常见/);
    expectOneLanguage(zh.body.message, "zh", "password");
    expect(zh.body.details?.fields).toEqual({ password: ["errors.passwordCommon"] });
  });

  it("/api/v1/dataset/abc names the path parameter `id` and says what it must be", async () => {
    const en = await call("GET", "/api/v1/dataset/abc");
    expect(en.status).toBe(400);
    expect(en.body.message).toBe("Must be a number (field: id).");
    expect(en.body.details?.fields).toEqual({ id: ["errors.invalidType"] });
    const zh = await call("GET", "/api/v1/dataset/abc", undefined, "zh-CN");
    expect(zh.body.message).toBe("必须是数字（字段：id）。");
    expectOneLanguage(zh.body.message, "zh", "id");
    const negative = await call("GET", "/api/v1/dataset/-3");
    expect(negative.body.message).toBe("Must be greater than 0 (field: id).");
  });

  it("field names are spelled as the API spells them (snake_case) and choices are listed", async () => {
    const en = await call("POST", "/api/v1/login", {
      identifier_type: "fax",
      identifier: "x",
      password: "y",
    });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe("Must be one of: username, email, phone (field: identifier_type).");
    expect(Object.keys(en.body.details?.fields ?? {})).toEqual(["identifier_type"]);
    const zh = await call(
      "POST",
      "/api/v1/login",
      { identifier_type: "fax", identifier: "x", password: "y" },
      "zh",
    );
    expect(zh.body.message).toBe("必须是以下之一：username, email, phone（字段：identifier_type）。");
  });

  it("a failed login: the spec's exact Chinese words, English by default", async () => {
    const body = { identifier: `nobody_${unique()}`, password: "not-the-password" };
    const en = await call("POST", "/api/v1/login", body);
    expect(en.status).toBe(401);
    expect(en.body.message).toBe("Sign-in failed, please check your credentials.");
    const zh = await call("POST", "/api/v1/login", body, "zh-CN");
    expect(zh.body.message).toBe("登录失败，请检查登录信息");
  });

  it("a language the API does not speak gets English; q-weights decide between the two", async () => {
    const fr = await call("GET", "/api/v1/dataset/abc", undefined, "fr-FR,fr;q=0.9");
    expect(fr.body.message).toBe("Must be a number (field: id).");
    const zhFirst = await call("GET", "/api/v1/dataset/abc", undefined, "en;q=0.5,zh-TW;q=0.8");
    expect(zhFirst.body.message).toBe("必须是数字（字段：id）。");
  });

  it("a refusal without a field is a whole sentence in Chinese too", async () => {
    const zh = await call("GET", "/api/v1/dataset/987654321", undefined, "zh-CN");
    expect(zh.status).toBe(404);
    expectOneLanguage(zh.body.message, "zh");
    const en = await call("GET", "/api/v1/dataset/987654321");
    expect(en.body.message).not.toMatch(CJK);
  });
});
