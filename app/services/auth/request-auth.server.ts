import type { AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { profiles } from "~db/schema";
import { jwtConfig } from "./config.server";
import { verifyAccessToken } from "./jwt.server";
import { readSessionCookie } from "./session-cookie.server";
import { findSessionUser, type SessionUser } from "./sessions.server";

export type RequestAuth =
  | { kind: "none" }
  | { kind: "bearer"; user: { id: number; username: string }; tokenExpiresAt: number }
  | { kind: "cookie"; user: SessionUser };

// The root loader and the page loader both ask; one lookup per request is enough.
const cache = new WeakMap<Request, Promise<RequestAuth>>();

function bearerToken(request: Request): string | null | undefined {
  const header = request.headers.get("Authorization");
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

async function resolve(context: AppLoadContext, request: Request): Promise<RequestAuth> {
  const bearer = bearerToken(request);
  // A presented but invalid bearer token is a 401, never silently replaced by the cookie.
  if (bearer !== undefined) {
    if (!bearer) return { kind: "none" };
    const claims = await verifyAccessToken(jwtConfig(context.cloudflare.env), bearer);
    const id = claims ? Number(claims.sub) : Number.NaN;
    if (!claims || !Number.isInteger(id)) return { kind: "none" };
    return { kind: "bearer", user: { id, username: claims.username }, tokenExpiresAt: claims.exp * 1000 };
  }
  const token = readSessionCookie(request);
  if (!token) return { kind: "none" };
  const user = await findSessionUser(context.deps.db, token);
  return user ? { kind: "cookie", user } : { kind: "none" };
}

export function getRequestAuth(context: AppLoadContext, request: Request): Promise<RequestAuth> {
  let pending = cache.get(request);
  if (!pending) {
    pending = resolve(context, request);
    cache.set(request, pending);
  }
  return pending;
}

export async function profileShellFields(context: AppLoadContext, userId: number) {
  const row = await context.deps.db
    .select({ nickname: profiles.nickname, avatarUrl: profiles.avatarUrl, theme: profiles.theme })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .get();
  return {
    nickname: row?.nickname ?? null,
    avatarUrl: row?.avatarUrl ?? null,
    theme: row?.theme ?? "system",
  };
}
