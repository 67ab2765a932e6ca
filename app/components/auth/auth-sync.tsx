import { useEffect } from "react";
import { getBrowserAuthStore } from "~/client/auth-store-browser";

/**
 * Keeps the browser auth store in line with the session cookie the pages use: signed out on the
 * server (logout, expired browser session) clears it; signed in without a matching local token
 * (a form login, an OAuth callback) gets one from the cookie-based refresh.
 */
export function AuthSync({ serverUserId }: { serverUserId: number | null }) {
  useEffect(() => {
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
  }, [serverUserId]);
  return null;
}
