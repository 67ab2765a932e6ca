import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "~/utils/domain-error";
import { apiErrorResponse, apiOk, parseJson, parseQuery } from "./api.server";

describe("API envelope", () => {
  it("wraps data as {code: 0, message: ok, data} with snake_case keys", async () => {
    const body = await apiOk({ accessToken: "t", nested: { expiresIn: 900 } }).json();
    expect(body).toEqual({
      code: 0,
      message: "ok",
      data: { access_token: "t", nested: { expires_in: 900 } },
    });
  });

  it("maps a DomainError to its status with code, message and details", async () => {
    const response = apiErrorResponse(new DomainError("RATE_LIMITED", "Too many attempts", null, 90));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("90");
    // A service's English message without a reason is kept as it is.
    expect(await response.json()).toEqual({ code: 429, message: "Too many attempts", details: null });
  });

  it("words a refusal in the request's language: by reason, by field, by code", async () => {
    const zh = new Request("http://x/", { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
    const limited = apiErrorResponse(new DomainError("RATE_LIMITED", "Too many attempts", null, 90), zh);
    expect(((await limited.json()) as { message: string }).message).toBe("请求过于频繁，请稍后再试。");
    const throttled = (retryAfter: number) =>
      new DomainError("RATE_LIMITED", "Too many requests", null, retryAfter).because("throttled");
    expect(((await apiErrorResponse(throttled(7)).json()) as { message: string }).message).toBe(
      "Too many attempts. Try again in 7 seconds.",
    );
    expect(((await apiErrorResponse(throttled(900)).json()) as { message: string }).message).toBe(
      "Too many attempts. Try again in 15 minutes.",
    );
    expect(((await apiErrorResponse(throttled(60), zh).json()) as { message: string }).message).toBe(
      "尝试次数过多，请在 1 分钟后重试。",
    );
    const field = new DomainError("INVALID", "Invalid changelog", {
      fields: { changelog: ["errors.tooLong5000"] },
    });
    expect(((await apiErrorResponse(field).json()) as { message: string }).message).toBe(
      "At most 5,000 characters (field: changelog).",
    );
    expect(((await apiErrorResponse(field, zh).json()) as { message: string }).message).toBe(
      "不能超过 5000 个字符（字段：changelog）。",
    );
    const login = new DomainError("UNAUTHORIZED", "登录失败，请检查登录信息").because("loginFailed");
    expect(((await apiErrorResponse(login).json()) as { message: string }).message).toBe(
      "Sign-in failed, please check your credentials.",
    );
    expect(((await apiErrorResponse(login, zh).json()) as { message: string }).message).toBe(
      "登录失败，请检查登录信息",
    );
  });

  it("hides internals of unexpected errors", async () => {
    const spy = console.error;
    console.error = () => {};
    const response = apiErrorResponse(new Error("SQLITE_ERROR: secret table name"));
    console.error = spy;
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string };
    expect(JSON.stringify(body)).not.toContain("SQLITE");
    expect(body.message).toBe("Internal server error.");
  });
});

describe("input parsing", () => {
  const schema = z.object({ datasetId: z.coerce.number().int().positive(), note: z.string().max(5) });

  it("reads snake_case JSON into the camelCase schema", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: JSON.stringify({ dataset_id: 3, note: "hi" }),
    });
    expect(await parseJson(request, schema)).toEqual({ datasetId: 3, note: "hi" });
  });

  it("names every bad field in snake_case", async () => {
    const request = new Request("http://x/", {
      method: "POST",
      body: JSON.stringify({ dataset_id: -1, note: "toolong" }),
    });
    const error = await parseJson(request, schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).details).toMatchObject({
      fields: { dataset_id: expect.any(Array), note: expect.any(Array) },
    });
  });

  it("refuses bodies over the limit with 413", async () => {
    const request = new Request("http://x/", { method: "POST", body: "x".repeat(2048) });
    const error = await parseJson(request, schema, 1024).catch((e: unknown) => e);
    expect((error as DomainError).status).toBe(413);
  });

  it("parses query strings", () => {
    const request = new Request("http://x/?dataset_id=7&note=a");
    expect(parseQuery(request, schema)).toEqual({ datasetId: 7, note: "a" });
  });
});
