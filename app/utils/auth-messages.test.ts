import { describe, expect, it } from "vitest";
import { authMessageKey } from "~/utils/auth-messages";
import en from "../../locales/en-US/auth.json";
import zh from "../../locales/zh-CN/auth.json";

const lookup = (bundle: unknown, key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);

describe("SPEC auth messages", () => {
  it("are shown exactly on Chinese pages and translated on English ones", () => {
    for (const message of [
      "Failed to refresh token before request",
      "No authentication token",
      "API用户数据不能为空",
      "OAuth2 state 验证失败",
      "OAuth2 提供商不匹配",
      "登录失败，请检查登录信息",
      "注册失败",
    ]) {
      const key = authMessageKey(message);
      expect(key, message).not.toBeNull();
      expect(lookup(zh, String(key)), message).toBe(message);
      expect(typeof lookup(en, String(key))).toBe("string");
      expect(lookup(en, String(key))).not.toBe(message);
    }
    expect(authMessageKey("toString")).toBeNull();
  });
});
