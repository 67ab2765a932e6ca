import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "../domain-error";
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
    expect(await response.json()).toEqual({ code: 429, message: "Too many attempts", details: null });
  });

  it("hides internals of unexpected errors", async () => {
    const spy = console.error;
    console.error = () => {};
    const response = apiErrorResponse(new Error("SQLITE_ERROR: secret table name"));
    console.error = spy;
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("SQLITE");
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
