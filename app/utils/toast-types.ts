export const TOAST_TYPES = ["success", "error", "info"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** A notification as the store and the viewport see it; texts are already translated. */
export type Toast = {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
};
