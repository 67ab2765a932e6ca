import type { Toast, ToastType } from "~/utils/toast-types";

/** spec §9: one toast visible at a time. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 6_000;
/** spec §4: dismissed toasts leave the store only after a very long delay (kept for exit animations and dedupe). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastInput = { id?: string; type?: ToastType; title: string; description?: string };
export type ToastEntry = Toast & { open: boolean };
export type ToastSnapshot = { readonly toasts: readonly ToastEntry[]; readonly visible: ToastEntry | null };

export type ToastStore = {
  show(input: ToastInput): string;
  dismiss(id?: string): void;
  /** Stops the visible toast's countdown while the pointer or focus is on it (WCAG 2.2.1)... */
  hold(): void;
  /** ...and gives it its full time again afterwards. */
  release(): void;
  getSnapshot(): ToastSnapshot;
  subscribe(listener: () => void): () => void;
};

type StoreOptions = { durationMs?: number; removeDelayMs?: number };

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A queue of toasts: the oldest open one is visible; the next shows when it is dismissed or times out. */
export function createToastStore({
  durationMs = TOAST_DURATION_MS,
  removeDelayMs = TOAST_REMOVE_DELAY_MS,
}: StoreOptions = {}): ToastStore {
  let toasts: ToastEntry[] = [];
  let snapshot: ToastSnapshot = { toasts, visible: null };
  const listeners = new Set<() => void>();
  let visibleTimer: { id: string; timer: ReturnType<typeof setTimeout> } | null = null;

  let held = false;

  function startTimer(id: string) {
    if (visibleTimer) clearTimeout(visibleTimer.timer);
    visibleTimer = { id, timer: setTimeout(() => dismiss(id), durationMs) };
  }

  function commit(next: ToastEntry[]) {
    toasts = next;
    const visible = toasts.filter((toast) => toast.open).slice(0, TOAST_LIMIT)[0] ?? null;
    snapshot = { toasts, visible };
    if (visible && visibleTimer?.id !== visible.id && !held) startTimer(visible.id);
    for (const listener of listeners) listener();
  }

  function dismiss(id?: string) {
    const targets = toasts.filter((toast) => toast.open && (id === undefined || toast.id === id));
    if (targets.length === 0) return;
    if (visibleTimer && targets.some((toast) => toast.id === visibleTimer?.id)) {
      clearTimeout(visibleTimer.timer);
      visibleTimer = null;
    }
    for (const target of targets) {
      setTimeout(() => commit(toasts.filter((toast) => toast.id !== target.id)), removeDelayMs);
    }
    const closing = new Set(targets.map((toast) => toast.id));
    commit(toasts.map((toast) => (closing.has(toast.id) ? { ...toast, open: false } : toast)));
  }

  return {
    show(input) {
      const id = input.id ?? nextId();
      // A flash toast can be handed over twice (StrictMode, revalidation): show it once.
      if (toasts.some((toast) => toast.id === id)) return id;
      const entry: ToastEntry = {
        id,
        type: input.type ?? "info",
        title: input.title,
        description: input.description,
        open: true,
      };
      commit([...toasts, entry]);
      return id;
    },
    dismiss,
    hold() {
      held = true;
      if (visibleTimer) clearTimeout(visibleTimer.timer);
      visibleTimer = null;
    },
    release() {
      held = false;
      if (snapshot.visible) startTimer(snapshot.visible.id);
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one store: API errors and flash toasts both go through it. */
export const toastStore = createToastStore();
