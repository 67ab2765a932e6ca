import { createCookie, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { TOAST_TYPES, type Toast } from "~/utils/toast-types";

/**
 * Flash toasts travel in their own short-lived cookie (Epic Stack's toast.server.ts), read and
 * cleared by the root loader. Unsigned on purpose: a toast is display-only text rendered escaped,
 * so a forged one can do no more than its owner could type, and signing would tie every caller
 * to the Worker's secrets.
 */
const toastCookie = createCookie("dd_toast", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 60 });

const toastSchema = z.object({
  id: z
    .string()
    .max(64)
    .default(() => crypto.randomUUID()),
  type: z.enum(TOAST_TYPES).default("info"),
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
});

export type ToastInput = z.input<typeof toastSchema>;

/** A `Set-Cookie` header that shows `toast` on the next page the browser loads. */
export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const toast = toastSchema.parse(input);
  return new Headers({ "Set-Cookie": await toastCookie.serialize(toast) });
}

/** `redirectWithToast(lp("/datasets/my"), { type: "success", title: t("...") })` from an action. */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(toast)).getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(url, { ...init, headers });
}

/** The pending toast (if any) and the header that clears it; for the root loader. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const raw: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers: null };
  const parsed = toastSchema.safeParse(raw);
  const clear = new Headers({ "Set-Cookie": await toastCookie.serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers: clear };
}
