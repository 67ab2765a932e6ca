import { useSyncExternalStore } from "react";
import { apiClient } from "~/client/api-client";
import { type AuthState, type AuthStore, createAuthStore } from "~/client/auth-store";

let store: AuthStore | null = null;

/** The one store of the page, wired into the shared API client (bearer token, refresh, 401 → clear). */
export function getBrowserAuthStore(): AuthStore {
  if (!store) {
    store = createAuthStore({ api: apiClient, storage: window.localStorage });
    apiClient.setAuth(store.authHooks);
  }
  return store;
}

const SERVER_STATE: AuthState = {
  user: null,
  token: null,
  tokenExpiresAt: null,
  isAuthenticated: false,
  rememberMe: false,
};

/** The auth state in components; the server render always sees the signed-out state. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(
    (listener) => getBrowserAuthStore().subscribe(listener),
    () => getBrowserAuthStore().getState(),
    () => SERVER_STATE,
  );
}
