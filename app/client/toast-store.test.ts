import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from "~/client/toast-store";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("shows one toast at a time, in order", () => {
    const store = createToastStore();
    store.show({ id: "a", title: "A" });
    store.show({ id: "b", title: "B", type: "error" });
    expect(store.getSnapshot().visible?.id).toBe("a");
    store.dismiss("a");
    expect(store.getSnapshot().visible).toMatchObject({ id: "b", type: "error" });
    store.dismiss("b");
    expect(store.getSnapshot().visible).toBeNull();
  });

  it("times out the visible toast, then starts the next one's time", () => {
    const store = createToastStore();
    store.show({ id: "a", title: "A" });
    vi.advanceTimersByTime(TOAST_DURATION_MS / 2);
    store.show({ id: "b", title: "B" });
    vi.advanceTimersByTime(TOAST_DURATION_MS / 2);
    expect(store.getSnapshot().visible?.id).toBe("b");
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot().visible?.id).toBe("b");
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible).toBeNull();
  });

  it("keeps dismissed toasts until the long removal delay", () => {
    const store = createToastStore();
    store.show({ id: "a", title: "A" });
    store.dismiss("a");
    expect(store.getSnapshot().toasts).toEqual([expect.objectContaining({ id: "a", open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts).toHaveLength(0);
  });

  it("shows a toast with a known id only once", () => {
    const store = createToastStore();
    store.show({ id: "flash-1", title: "Saved" });
    store.show({ id: "flash-1", title: "Saved" });
    expect(store.getSnapshot().toasts).toHaveLength(1);
  });

  it("dismisses everything without an id and notifies subscribers", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ title: "A" });
    store.show({ title: "B" });
    store.dismiss();
    expect(store.getSnapshot().visible).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.show({ title: "C" });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("keeps the snapshot stable between changes", () => {
    const store = createToastStore();
    store.show({ title: "A" });
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it("holds the countdown while the toast is hovered or focused, then gives it its full time", () => {
    const store = createToastStore();
    store.show({ id: "a", title: "A" });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    store.hold();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 10);
    expect(store.getSnapshot().visible?.id).toBe("a");
    store.release();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot().visible?.id).toBe("a");
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible).toBeNull();
  });

  it("does not start the next toast's countdown while held", () => {
    const store = createToastStore();
    store.show({ id: "a", title: "A" });
    store.show({ id: "b", title: "B" });
    store.hold();
    store.dismiss("a");
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(store.getSnapshot().visible?.id).toBe("b");
    store.release();
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(store.getSnapshot().visible).toBeNull();
  });
});
