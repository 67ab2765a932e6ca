/** spec §8/§9: a failed code-chunk load reloads the page, at most once per 10 s per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = "datadle:chunk-reload:";

type GuardWindow = Pick<Window, "addEventListener" | "sessionStorage" | "location">;

export function shouldReloadAfterChunkError(storage: Storage, path: string, now: number): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? "");
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(
    message,
  );
}

export function installChunkReloadGuard(win: GuardWindow): void {
  const reload = (event: Event) => {
    if (!shouldReloadAfterChunkError(win.sessionStorage, win.location.pathname, Date.now())) return;
    event.preventDefault();
    win.location.reload();
  };
  // Vite fires this when a dynamic import's preload fails.
  win.addEventListener("vite:preloadError", reload);
  win.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reload(event);
  });
}
