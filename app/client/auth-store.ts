import type { ApiAuthHooks, ApiClient } from "~/client/api-client";
import { ERROR_MESSAGES, isApiError } from "~/utils/api-error";
import { AUTH_STORAGE_KEY } from "./auth-storage-key";

/** spec §9 constants. */
export const REFRESH_BEFORE_REQUEST_MS = 20_000;
export const AUTO_REFRESH_INTERVAL_MS = 10 * 60_000;
export const AUTO_REFRESH_RETRY_MS = 30_000;
export const AUTO_REFRESH_MAX_FAILURES = 3;

export const NO_TOKEN_MESSAGE = "No authentication token";
export const EMPTY_USER_MESSAGE = "API用户数据不能为空";
export { AUTH_STORAGE_KEY };

export type AuthStoreUser = {
  id: number;
  username: string;
  email?: string | null;
  nickname?: string | null;
  avatarUrl?: string | null;
};

/** spec §3 locally persisted auth state. The refresh token is never here (it lives in an HttpOnly cookie). */
export type AuthState = {
  user: AuthStoreUser | null;
  token: string | null;
  tokenExpiresAt: number | null;
  isAuthenticated: boolean;
  rememberMe: boolean;
};

/** Not persisted: for the debug page. */
export type AuthRuntime = { nextRefreshAt: number | null; consecutiveFailures: number };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type AuthStoreDeps = { api: ApiClient; storage?: KeyValueStorage | null; now?: () => number };

type AuthResponse = { user: AuthStoreUser; accessToken: string; expiresIn: number };
type RefreshResponse = { accessToken: string; expiresIn: number; user?: AuthStoreUser; rememberMe?: boolean };
type ProfileResponse = { userId: number; nickname: string | null; avatarUrl: string | null };

export type LoginPayload = {
  identifierType?: "username" | "email" | "phone";
  identifier: string;
  password: string;
  rememberMe?: boolean;
};
export type RegisterPayload = {
  identifierType?: "username" | "email" | "phone";
  identifier?: string;
  username: string;
  email?: string;
  phone?: string;
  password: string;
};

const EMPTY: AuthState = {
  user: null,
  token: null,
  tokenExpiresAt: null,
  isAuthenticated: false,
  rememberMe: false,
};

function readStored(storage: KeyValueStorage | null | undefined): AuthState {
  if (!storage) return { ...EMPTY };
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return { ...EMPTY };
    const value = JSON.parse(raw) as Partial<AuthState>;
    return {
      user: value.user && typeof value.user.id === "number" ? value.user : null,
      token: typeof value.token === "string" ? value.token : null,
      tokenExpiresAt: typeof value.tokenExpiresAt === "number" ? value.tokenExpiresAt : null,
      isAuthenticated: value.isAuthenticated === true && typeof value.token === "string",
      rememberMe: value.rememberMe === true,
    };
  } catch {
    return { ...EMPTY };
  }
}

export function createAuthStore({ api, storage, now = Date.now }: AuthStoreDeps) {
  let state = readStored(storage);
  const runtime: AuthRuntime = { nextRefreshAt: null, consecutiveFailures: 0 };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let refreshing: Promise<void> | null = null;

  function persist() {
    if (!storage) return;
    try {
      if (state.token || state.user) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
      else storage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Private mode or a full quota: the in-memory state still works.
    }
  }

  function stopAutoRefresh() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    runtime.nextRefreshAt = null;
  }

  function schedule(delay: number) {
    if (timer !== null) clearTimeout(timer);
    runtime.nextRefreshAt = now() + delay;
    timer = setTimeout(tick, delay);
  }

  async function tick() {
    timer = null;
    if (!(state.rememberMe && state.token)) return stopAutoRefresh();
    try {
      await refresh();
      runtime.consecutiveFailures = 0;
      syncAutoRefresh(true);
    } catch {
      runtime.consecutiveFailures += 1;
      if (runtime.consecutiveFailures >= AUTO_REFRESH_MAX_FAILURES) clear();
      else if (state.rememberMe && state.token) schedule(AUTO_REFRESH_RETRY_MS);
    }
  }

  /** spec §4: auto-refresh runs only while remember-me is on and a token exists; it stops when either goes. */
  function syncAutoRefresh(restart = false) {
    const wanted = state.rememberMe && Boolean(state.token);
    if (!wanted) {
      runtime.consecutiveFailures = 0;
      stopAutoRefresh();
    } else if (restart || timer === null) schedule(AUTO_REFRESH_INTERVAL_MS);
  }

  function setState(next: AuthState) {
    state = next;
    persist();
    syncAutoRefresh();
    for (const listener of listeners) listener();
  }

  function applyTokens(user: AuthStoreUser, accessToken: string, expiresIn: number, rememberMe: boolean) {
    setState({
      user,
      token: accessToken,
      tokenExpiresAt: now() + expiresIn * 1000,
      isAuthenticated: true,
      rememberMe,
    });
  }

  /** Clearing resets everything and stops auto-refresh. */
  function clear() {
    runtime.consecutiveFailures = 0;
    stopAutoRefresh();
    setState({ ...EMPTY });
  }

  function requireUser<T extends { user?: unknown }>(
    data: T | undefined | null,
  ): asserts data is T & { user: AuthStoreUser } {
    if (!data?.user) throw new Error(EMPTY_USER_MESSAGE);
  }

  async function login(payload: LoginPayload): Promise<AuthStoreUser> {
    const rememberMe = payload.rememberMe ?? false;
    const data = await api.post<AuthResponse>("/api/v1/login", { ...payload, rememberMe }, { auth: false });
    requireUser(data);
    applyTokens(data.user, data.accessToken, data.expiresIn, rememberMe);
    return data.user;
  }

  async function register(payload: RegisterPayload): Promise<AuthStoreUser> {
    const data = await api.post<AuthResponse>("/api/v1/register", payload, { auth: false });
    requireUser(data);
    applyTokens(data.user, data.accessToken, data.expiresIn, false);
    return data.user;
  }

  /** POST /api/v1/refresh (cookie based). Concurrent callers share one call, since a call may rotate the cookie. */
  function refresh(): Promise<void> {
    refreshing ??= (async () => {
      try {
        // keepalive: a navigation must not cancel a refresh the server may already have rotated,
        // or the browser would keep the replaced cookie (accepted for an hour only, ADR 043).
        const data = await api.post<RefreshResponse>("/api/v1/refresh", {}, { auth: false, keepalive: true });
        if (!data?.accessToken) throw new Error(ERROR_MESSAGES.refreshFailed);
        const user = data.user ?? state.user;
        if (!user) throw new Error(EMPTY_USER_MESSAGE);
        applyTokens(user, data.accessToken, data.expiresIn, data.rememberMe ?? state.rememberMe);
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function fetchCurrentUser(): Promise<AuthStoreUser> {
    if (!state.token) throw new Error(NO_TOKEN_MESSAGE);
    const profile = await api.get<ProfileResponse>("/api/v1/profile/me");
    if (!profile || typeof profile.userId !== "number") throw new Error(EMPTY_USER_MESSAGE);
    const user: AuthStoreUser = {
      ...(state.user ?? { username: "" }),
      id: profile.userId,
      nickname: profile.nickname,
      avatarUrl: profile.avatarUrl,
    };
    setState({ ...state, user, isAuthenticated: true });
    return user;
  }

  /** Startup: with a token, fetch the current user; 401/403 clears, other failures keep the state. */
  async function initialize(): Promise<void> {
    syncAutoRefresh();
    if (!state.token) return;
    try {
      await fetchCurrentUser();
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 403)) clear();
    }
  }

  /**
   * Logout calls the server with the bearer token, like every authenticated call (spec §6), so the
   * server ends that token's session too; whatever it answers, auto-refresh stops and the state is
   * cleared. No refresh first: a token about to expire still names its session, and a failed
   * refresh must not keep the server-side logout from happening.
   */
  async function logout(): Promise<void> {
    const token = state.token;
    try {
      await api.post(
        "/api/v1/logout",
        {},
        { auth: false, headers: token ? { Authorization: `Bearer ${token}` } : undefined },
      );
    } catch {
      // The local sign-out must happen even when the server cannot be reached.
    } finally {
      clear();
    }
  }

  const authHooks: ApiAuthHooks = {
    getToken: () => state.token,
    async beforeAuthenticatedRequest() {
      if (!state.token || state.tokenExpiresAt === null) return;
      if (state.tokenExpiresAt - now() > REFRESH_BEFORE_REQUEST_MS) return;
      try {
        await refresh();
      } catch {
        throw new Error(ERROR_MESSAGES.refreshFailed);
      }
    },
    onUnauthorized: () => clear(),
  };

  return {
    getState: (): AuthState => state,
    getRuntime: (): AuthRuntime => ({ ...runtime }),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    login,
    register,
    refresh,
    fetchCurrentUser,
    initialize,
    logout,
    clear,
    stopAutoRefresh,
    authHooks,
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
