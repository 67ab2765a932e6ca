import { useCallback, useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from "react";
import { type ToastSnapshot, toastStore } from "~/client/toast-store";
import { useTranslation } from "~/i18n/react";
import type { Toast } from "~/utils/toast-types";

// Layout effect in the browser so a server toast moves into the store before paint (no flicker).
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * The visible toast of the toast region (spec §9: one visible at a time). `serverToast` is the
 * flash toast from the root loader: rendered by the server so it shows without JavaScript, then
 * queued in the store, which counts it down.
 */
export function ToastList({ serverToast }: { serverToast: Toast | null }) {
  const { t } = useTranslation();
  const serverSnapshot = useMemo<ToastSnapshot>(() => {
    const visible = serverToast ? { ...serverToast, open: true } : null;
    return { toasts: visible ? [visible] : [], visible };
  }, [serverToast]);
  const { visible } = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    () => serverSnapshot,
  );

  // The countdown pauses while the pointer or keyboard focus is on the toast (WCAG 2.2.1).
  const holdWhileInUse = useCallback((element: HTMLDivElement | null) => {
    // Unmounted (dismissed under the pointer): no pointerleave will come, so let the next one count down.
    if (!element) {
      toastStore.release();
      return;
    }
    for (const type of ["pointerenter", "focusin"]) element.addEventListener(type, toastStore.hold);
    for (const type of ["pointerleave", "focusout"]) element.addEventListener(type, toastStore.release);
  }, []);

  useBrowserLayoutEffect(() => {
    if (serverToast) toastStore.show(serverToast);
  }, [serverToast]);

  if (!visible) return null;
  return (
    <div key={visible.id} ref={holdWhileInUse} className={`toast toast--${visible.type}`}>
      <p className="toast__title">{visible.title}</p>
      {visible.description ? <p className="toast__description">{visible.description}</p> : null}
      <button
        type="button"
        className="toast__close"
        aria-label={t("toast.close")}
        onClick={() => toastStore.dismiss(visible.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
