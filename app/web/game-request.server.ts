import type { AppLoadContext } from "@remix-run/cloudflare";
import { getAuthUser } from "~/web/current-user.server";

/** A lazy, memoized user id: the JWT/cookie check runs only when a session id did not settle it. */
export function lazyUserId(context: AppLoadContext, request: Request): () => Promise<number | null> {
  let pending: Promise<number | null> | null = null;
  return () => {
    pending ??= getAuthUser(context, request).then((user) => user?.id ?? null);
    return pending;
  };
}

/** API answers name entries in the caller's language: `?lang=`, else Accept-Language, else zh-CN. */
export function apiLocale(request: Request): "zh-CN" | "en-US" {
  const lang = new URL(request.url).searchParams.get("lang") ?? request.headers.get("Accept-Language") ?? "";
  return lang.trim().toLowerCase().startsWith("en") ? "en-US" : "zh-CN";
}
