import { useEffect } from "react";
import { AUTH_STORAGE_KEY } from "~/client/auth-storage-key";

/**
 * Keeps the browser auth store in line with the session cookie the pages use: signed out on the
 * server (logout, expired browser session) clears it; signed in without a matching local token
 * (a form login, an OAuth callback) gets one from the cookie-based refresh.
 * The store (and the API client it wires) loads only when there is something to sync: a visitor
 * signed out on both sides downloads none of it (first-visit JavaScript).
 */
export function AuthSync({ serverUserId }: { serverUserId: number | null }) {
  useEffect(() => {
    if (serverUserId === null && !window.localStorage.getItem(AUTH_STORAGE_KEY)) return;
    let current = true;
    import("~/client/auth-store-browser").then(({ getBrowserAuthStore }) => {
      if (!current) return;
      const store = getBrowserAuthStore();
      const state = store.getState();
      if (serverUserId === null) {
        if (state.token || state.user) store.clear();
        return;
      }
      if (state.token && state.user?.id === serverUserId) {
        void store.initialize();
        return;
      }
      store.refresh().catch(() => {
        // Pages keep working from the cookie; API calls will ask to sign in again.
      });
    });
    return () => {
      current = false;
    };
  }, [serverUserId]);
  return null;
}
