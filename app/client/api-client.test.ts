import { afterEach, describe, expect, it, vi } from "vitest";
import { API_TIMEOUT_MS, type ApiAuthHooks, buildUrl, createApiClient } from "~/client/api-client";
import { ApiError } from "~/utils/api-error";

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" }, ...init });

function authHooks(token: string | null = "tok"): ApiAuthHooks & { unauthorized: number } {
  const hooks = {
    unauthorized: 0,
    getToken: () => token,
    beforeAuthenticatedRequest: vi.fn(async () => {}),
    onUnauthorized: () => {
      hooks.unauthorized += 1;
    },
  };
  return hooks;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("requests", () => {
  it("sends to the configured base with JSON, credentials and snake_case keys", async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, message: "ok", data: null }));
    const client = createApiClient({ baseUrl: "https://api.example.test/", fetch });
    await client.post("/api/v1/dataset", { isPublic: true, allowFork: false, tags: ["a"] });
    const [call] = calls;
    expect(call.url).toBe("https://api.example.test/api/v1/dataset");
    expect(call.init.method).toBe("POST");
    expect(call.init.credentials).toBe("include");
    expect(new Headers(call.init.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(call.init.body))).toEqual({ is_public: true, allow_fork: false, tags: ["a"] });
  });

  it("converts query keys to snake_case, joins arrays and skips empty values", () => {
    expect(
      buildUrl("", "/api/v1/dataset/my", { isPublic: true, tags: ["x", "y"], ownerId: undefined, page: 2 }),
    ).toBe("/api/v1/dataset/my?is_public=true&tags=x%2Cy&page=2");
  });

  it("unwraps {code, message, data} and converts keys to camelCase", async () => {
    const { fetch } = fakeFetch(() =>
      json({ code: 0, message: "ok", data: { access_token: "t", user: { created_at: "x" } } }),
    );
    const client = createApiClient({ baseUrl: "", fetch });
    expect(await client.get("/api/v1/login")).toEqual({ accessToken: "t", user: { createdAt: "x" } });
  });

  it("returns bodies without an envelope converted, and undefined for an empty body", async () => {
    const { fetch } = fakeFetch(({ url }) =>
      url.endsWith("/plain") ? json({ total_count: 3 }) : new Response(null, { status: 204 }),
    );
    const client = createApiClient({ baseUrl: "", fetch });
    expect(await client.get("/plain")).toEqual({ totalCount: 3 });
    expect(await client.delete("/empty")).toBeUndefined();
  });

  it("sends FormData untouched", async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, message: "ok", data: 1 }));
    const form = new FormData();
    form.set("file_name", "a.csv");
    await createApiClient({ baseUrl: "", fetch }).post("/upload", form);
    expect(calls[0].init.body).toBe(form);
    expect(new Headers(calls[0].init.headers).has("Content-Type")).toBe(false);
  });
});

describe("errors (spec §8)", () => {
  it("carries the server message, code and details of a non-OK response", async () => {
    const { fetch } = fakeFetch(() =>
      json(
        { code: 400, message: "Invalid name: too long", details: { fields: { dataset_name: ["x"] } } },
        { status: 400 },
      ),
    );
    const error = await failure(createApiClient({ baseUrl: "", fetch }).get("/x"));
    expect(error.message).toBe("Invalid name: too long");
    expect(error.code).toBe(400);
    expect(error.status).toBe(400);
    expect(error.details).toEqual({ fields: { datasetName: ["x"] } });
  });

  it("reads 'HTTP {status}: {text}' and the status as code when the server gives no message", async () => {
    const { fetch } = fakeFetch(
      () => new Response("<html>oops</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    const error = await failure(createApiClient({ baseUrl: "", fetch }).get("/x"));
    expect(error.message).toBe("HTTP 502: Bad Gateway");
    expect(error.code).toBe(502);
    expect(error.details).toBeNull();
  });

  it("reads 'Invalid JSON response' when a successful body is not JSON", async () => {
    const { fetch } = fakeFetch(() => new Response("not json", { status: 200 }));
    const error = await failure(createApiClient({ baseUrl: "", fetch }).get("/x"));
    expect(error.message).toBe("Invalid JSON response");
  });

  it("reads 'Network error' when fetch fails", async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await failure(createApiClient({ baseUrl: "", fetch }).get("/x"));
    expect(error.message).toBe("Network error");
  });

  it("reads 'Request timeout' after 30 s and aborts the fetch", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | null | undefined;
    const { fetch } = fakeFetch(({ init }) => {
      signal = init.signal;
      return new Promise<Response>(() => {});
    });
    const pending = failure(createApiClient({ baseUrl: "", fetch }).get("/slow"));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe("Request timeout");
    expect(signal?.aborted).toBe(true);
  });

  it("does not time out a call that answers in time", async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      () =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(json({ ok: 1 })), API_TIMEOUT_MS - 10)),
    );
    const pending = createApiClient({ baseUrl: "", fetch }).get("/slow");
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS + 10);
    expect(await pending).toEqual({ ok: 1 });
  });

  it("reads 'HTTP {status}: {statusText}' for a failed download and returns the blob otherwise", async () => {
    const { fetch } = fakeFetch(({ url }) =>
      url.endsWith("/ok")
        ? new Response("a,b", { status: 200 })
        : json({ message: "ignored" }, { status: 404, statusText: "Not Found" }),
    );
    const client = createApiClient({ baseUrl: "", fetch });
    expect(await (await client.download("/ok")).text()).toBe("a,b");
    const error = await failure(client.download("/missing"));
    expect(error.message).toBe("HTTP 404: Not Found");
    expect(error.code).toBe(404);
  });
});

describe("auth hooks", () => {
  it("refreshes then sends the bearer token on authenticated requests", async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 0, message: "ok", data: {} }));
    const auth = authHooks("abc");
    await createApiClient({ baseUrl: "", fetch, auth }).get("/api/v1/profile/me");
    expect(auth.beforeAuthenticatedRequest).toHaveBeenCalledTimes(1);
    expect(new Headers(calls[0].init.headers).get("Authorization")).toBe("Bearer abc");
  });

  it("sends no token and skips the refresh with { auth: false }", async () => {
    const { fetch, calls } = fakeFetch(() => json({ code: 401, message: "Bad password" }, { status: 401 }));
    const auth = authHooks("abc");
    const client = createApiClient({ baseUrl: "", fetch, auth });
    await failure(client.post("/api/v1/login", { identifier: "a" }, { auth: false }));
    expect(new Headers(calls[0].init.headers).has("Authorization")).toBe(false);
    expect(auth.beforeAuthenticatedRequest).not.toHaveBeenCalled();
    expect(auth.unauthorized).toBe(0);
  });

  it("calls onUnauthorized on a 401 of an authenticated request", async () => {
    const { fetch } = fakeFetch(() => json({ code: 401, message: "Token expired" }, { status: 401 }));
    const auth = authHooks();
    const error = await failure(createApiClient({ baseUrl: "", fetch, auth }).get("/api/v1/profile/me"));
    expect(error.message).toBe("Token expired");
    expect(auth.unauthorized).toBe(1);
  });

  it("aborts with 'Failed to refresh token before request' when the refresh fails", async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const auth = authHooks();
    auth.beforeAuthenticatedRequest = vi.fn(async () => {
      throw new Error("refresh 500");
    });
    const error = await failure(createApiClient({ baseUrl: "", fetch, auth }).get("/x"));
    expect(error.message).toBe("Failed to refresh token before request");
    expect(calls).toHaveLength(0);
  });

  it("accepts hooks installed after creation", async () => {
    const { fetch, calls } = fakeFetch(() => json({}));
    const client = createApiClient({ baseUrl: "", fetch });
    client.setAuth(authHooks("later"));
    await client.get("/x");
    expect(new Headers(calls[0].init.headers).get("Authorization")).toBe("Bearer later");
  });
});
