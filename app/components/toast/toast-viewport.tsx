import { useState } from "react";
import { lazyPart } from "~/components/layout/lazy-part";
import type { Toast } from "~/utils/toast-types";

/** The toast and its store: their code loads with the first toast, not on every first visit. */
const ToastList = lazyPart(() => import("./toast-list").then((module) => module.ToastList));

/** Fetches the toast code ahead of a likely toast (a form sent, a page on its way). */
export const preloadToasts = () => ToastList.preload().catch(() => {});

/**
 * The one toast region (spec §9: one visible at a time), always on the page so screen readers
 * follow it. `serverToast` is the flash toast from the root loader: rendered by the server so it
 * shows without JavaScript; from the first one on, the toast list stays mounted.
 */
export function ToastViewport({ serverToast }: { serverToast: Toast | null }) {
  const [shown, setShown] = useState(serverToast !== null);
  if (serverToast && !shown) setShown(true);
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {shown ? <ToastList serverToast={serverToast} /> : null}
    </div>
  );
}
