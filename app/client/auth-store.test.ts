import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "~/client/api-client";
import {
  AUTH_STORAGE_KEY,
  AUTO_REFRESH_INTERVAL_MS,
  AUTO_REFRESH_RETRY_MS,
  createAuthStore,
  EMPTY_USER_MESSAGE,
  NO_TOKEN_MESSAGE,
} from "~/client/auth-store";

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

const user = { id: 7, username: "alice", email: "a@example.test" };
const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ code: 0, message: "ok", data }), { status });
const fail = (status: number, message = "nope") =>
  new Response(JSON.stringify({ code: status, message, details: null }), { status });

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

function setup(routes: Record<string, Handler>, stored?: object) {
  const calls: { path: string; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://x").pathname;
    calls.push({ path, authorization: new Headers(init?.headers).get("Authorization") });
    const handler = routes[path];
    if (!handler) return fail(404);
    return handler(init);
  });
  const api = createApiClient({ baseUrl: "", fetch: fetchMock as unknown as typeof fetch });
  const storage = memoryStorage();
  if (stored) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
  const store = createAuthStore({ api, storage });
  api.setAuth(store.authHooks);
  return { api, store, storage, calls };
}

const loginOk: Handler = () => ok({ user, access_token: "tok-1", expires_in: 900 });
const refreshOk: Handler = () => ok({ access_token: "tok-2", expires_in: 900, user, remember_me: true });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("login, persistence and logout", () => {
  it("stores user, token, expiry, isAuthenticated and rememberMe, never a refresh token", async () => {
    const { store, storage, calls } = setup({ "/api/v1/login": loginOk });
    await store.login({ identifier: "alice", password: "pw", rememberMe: true });
    expect(calls[0]).toEqual({ path: "/api/v1/login", authorization: null });
    const saved = JSON.parse(storage.map.get(AUTH_STORAGE_KEY) ?? "{}");
    expect(saved).toEqual({
      user,
      token: "tok-1",
      tokenExpiresAt: Date.now() + 900_000,
      isAuthenticated: true,
      rememberMe: true,
    });
    expect(JSON.stringify(saved)).not.toMatch(/refresh/i);
    store.stopAutoRefresh();
  });

  it("fails with 'API用户数据不能为空' when the response has no user", async () => {
    const { store } = setup({ "/api/v1/login": () => ok({ access_token: "t", expires_in: 900 }) });
    await expect(store.login({ identifier: "a", password: "b" })).rejects.toThrow(EMPTY_USER_MESSAGE);
    expect(store.getState().isAuthenticated).toBe(false);
  });

  it("logout calls the server and clears everything even when the server fails", async () => {
    const { store, storage, calls } = setup({ "/api/v1/login": loginOk, "/api/v1/logout": () => fail(500) });
    await store.login({ identifier: "alice", password: "pw", rememberMe: true });
    expect(store.getRuntime().nextRefreshAt).not.toBeNull();
    await store.logout();
    expect(calls.find((c) => c.path === "/api/v1/logout")).toEqual({
      path: "/api/v1/logout",
      authorization: "Bearer tok-1",
    });
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      rememberMe: false,
    });
    expect(storage.map.has(AUTH_STORAGE_KEY)).toBe(false);
    expect(store.getRuntime().nextRefreshAt).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("startup", () => {
  const stored = {
    user,
    token: "tok-old",
    tokenExpiresAt: Date.parse("2026-01-01T00:10:00Z"),
    isAuthenticated: true,
    rememberMe: false,
  };

  it("fetches the current user with the token", async () => {
    const { store, calls } = setup(
      { "/api/v1/profile/me": () => ok({ user_id: 7, nickname: "Al", avatar_url: null }) },
      stored,
    );
    await store.initialize();
    expect(calls[0]).toEqual({ path: "/api/v1/profile/me", authorization: "Bearer tok-old" });
    expect(store.getState().user).toMatchObject({ id: 7, username: "alice", nickname: "Al" });
  });

  it.each([401, 403])("clears on %i", async (status) => {
    const { store } = setup({ "/api/v1/profile/me": () => fail(status) }, stored);
    await store.initialize();
    expect(store.getState().isAuthenticated).toBe(false);
    expect(store.getState().token).toBeNull();
  });

  it("keeps the state on other failures (server error, network)", async () => {
    const { store } = setup({ "/api/v1/profile/me": () => fail(500) }, stored);
    await store.initialize();
    expect(store.getState().token).toBe("tok-old");
    const offline = setup({ "/api/v1/profile/me": () => Promise.reject(new TypeError("offline")) }, stored);
    await offline.store.initialize();
    expect(offline.store.getState().isAuthenticated).toBe(true);
  });

  it("fetching the current user without a token fails with 'No authentication token'", async () => {
    const { store, calls } = setup({});
    await expect(store.fetchCurrentUser()).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(calls).toHaveLength(0);
  });
});

describe("auto-refresh", () => {
  it("runs every 10 minutes only while remember-me is on and a token exists", async () => {
    const refresh = vi.fn(refreshOk);
    const { store } = setup({ "/api/v1/login": loginOk, "/api/v1/refresh": refresh });
    await store.login({ identifier: "alice", password: "pw", rememberMe: false });
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_INTERVAL_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
    await store.login({ identifier: "alice", password: "pw", rememberMe: true });
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_INTERVAL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.getState().token).toBe("tok-2");
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    store.clear();
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_INTERVAL_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("retries after 30 s and clears auth after 3 failures in a row", async () => {
    const refresh = vi.fn(() => fail(500));
    const { store } = setup({ "/api/v1/login": loginOk, "/api/v1/refresh": refresh });
    await store.login({ identifier: "alice", password: "pw", rememberMe: true });
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_INTERVAL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(store.getState().isAuthenticated).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_RETRY_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(store.getState().isAuthenticated).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({ isAuthenticated: false, token: null });
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_INTERVAL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("a success resets the failure count", async () => {
    let calls = 0;
    const refresh = vi.fn(() => (++calls % 3 === 0 ? refreshOk(undefined) : fail(500)));
    const { store } = setup({ "/api/v1/login": loginOk, "/api/v1/refresh": refresh });
    await store.login({ identifier: "alice", password: "pw", rememberMe: true });
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_INTERVAL_MS + 2 * AUTO_REFRESH_RETRY_MS);
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(AUTO_REFRESH_INTERVAL_MS + 2 * AUTO_REFRESH_RETRY_MS);
    expect(store.getState().isAuthenticated).toBe(true);
    store.clear();
  });
});

describe("before an authenticated request", () => {
  it("refreshes when the token expires within 20 s, then sends the new token", async () => {
    const { api, store, calls } = setup({
      "/api/v1/login": loginOk,
      "/api/v1/refresh": refreshOk,
      "/api/v1/profile/me": () => ok({ user_id: 7, nickname: null, avatar_url: null }),
    });
    await store.login({ identifier: "alice", password: "pw" });
    vi.setSystemTime(Date.now() + 900_000 - 21_000);
    await api.get("/api/v1/profile/me");
    expect(calls.map((c) => c.path)).toEqual(["/api/v1/login", "/api/v1/profile/me"]);
    vi.setSystemTime(Date.now() + 2_000);
    await api.get("/api/v1/profile/me");
    expect(calls.slice(2)).toEqual([
      { path: "/api/v1/refresh", authorization: null },
      { path: "/api/v1/profile/me", authorization: "Bearer tok-2" },
    ]);
  });

  it("aborts with 'Failed to refresh token before request' when that refresh fails", async () => {
    const { api, store, calls } = setup({ "/api/v1/login": loginOk, "/api/v1/refresh": () => fail(401) });
    await store.login({ identifier: "alice", password: "pw" });
    vi.setSystemTime(Date.now() + 890_000);
    await expect(api.get("/api/v1/profile/me")).rejects.toThrow("Failed to refresh token before request");
    expect(calls.map((c) => c.path)).not.toContain("/api/v1/profile/me");
  });

  it("a 401 on an authenticated request clears auth; register/login/refresh carry no token", async () => {
    const { api, store, calls } = setup({ "/api/v1/login": loginOk, "/api/v1/dataset/my": () => fail(401) });
    await store.login({ identifier: "alice", password: "pw" });
    await expect(api.get("/api/v1/dataset/my")).rejects.toMatchObject({ status: 401 });
    expect(calls[1].authorization).toBe("Bearer tok-1");
    expect(store.getState().isAuthenticated).toBe(false);
  });
});
