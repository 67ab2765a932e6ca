import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  installChunkReloadGuard,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from "./chunk-reload-guard";

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => {
      data.delete(key);
    },
    setItem: (key, value) => {
      data.set(key, value);
    },
  };
}

describe("shouldReloadAfterChunkError", () => {
  it("allows one reload per path per 10 seconds", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    const storage = memoryStorage();
    const start = 1_000_000;
    expect(shouldReloadAfterChunkError(storage, "/datasets", start)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, "/datasets", start + 1)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, "/datasets", start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadAfterChunkError(storage, "/datasets", start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it("keeps a separate window for each path", () => {
    const storage = memoryStorage();
    expect(shouldReloadAfterChunkError(storage, "/a", 50_000)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, "/b", 50_001)).toBe(true);
    expect(shouldReloadAfterChunkError(storage, "/a", 50_002)).toBe(false);
  });
});

describe("isChunkLoadError", () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe("installChunkReloadGuard", () => {
  function fakeWindow(pathname: string) {
    const handlers = new Map<string, (event: Event) => void>();
    const reload = vi.fn();
    const win = {
      addEventListener: (type: string, handler: (event: Event) => void) => handlers.set(type, handler),
      sessionStorage: memoryStorage(),
      location: { pathname, reload },
    };
    installChunkReloadGuard(win as unknown as Parameters<typeof installChunkReloadGuard>[0]);
    const fire = (type: string, extra: Record<string, unknown> = {}) => {
      const event = { preventDefault: vi.fn(), ...extra } as unknown as Event;
      handlers.get(type)?.(event);
      return event;
    };
    return { reload, fire };
  }

  it("reloads on a Vite preload error once within 10 s", () => {
    vi.useFakeTimers();
    vi.setSystemTime(2_000_000);
    const { reload, fire } = fakeWindow("/game/1");
    const first = fire("vite:preloadError");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.preventDefault).toHaveBeenCalled();
    fire("vite:preloadError");
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(2_000_000 + CHUNK_RELOAD_GUARD_MS);
    fire("vite:preloadError");
    expect(reload).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("reloads on an unhandled chunk-load rejection but not on other rejections", () => {
    const { reload, fire } = fakeWindow("/news");
    fire("unhandledrejection", { reason: new Error("boom") });
    expect(reload).not.toHaveBeenCalled();
    fire("unhandledrejection", { reason: new TypeError("Failed to fetch dynamically imported module: x") });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
