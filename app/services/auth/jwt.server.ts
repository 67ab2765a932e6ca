import { base64UrlToBytes, bytesToBase64Url, utf8 } from "./crypto.server";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type JwtConfig = { secret: string; kid: string };
/** `sid` is the session family the token was issued for: writes check that it is still live. */
export type AccessClaims = { sub: string; username: string; sid?: string; iat: number; exp: number };

type Header = { alg?: unknown; typ?: unknown; kid?: unknown };

async function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

function encodeJson(value: unknown): string {
  return bytesToBase64Url(utf8(JSON.stringify(value)));
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(base64UrlToBytes(part)));
  } catch {
    return null;
  }
}

export async function signAccessToken(
  config: JwtConfig,
  user: { id: number; username: string },
  sessionId: string,
  now = Date.now(),
): Promise<{ token: string; expiresIn: number; expiresAt: number }> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(user.id),
    username: user.username,
    sid: sessionId,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
  };
  const unsigned = `${encodeJson({ alg: "HS256", typ: "JWT", kid: config.kid })}.${encodeJson(claims)}`;
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(config.secret), utf8(unsigned));
  return {
    token: `${unsigned}.${bytesToBase64Url(new Uint8Array(signature))}`,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    expiresAt: claims.exp * 1000,
  };
}

/**
 * The algorithm is fixed here, never taken from the token: `alg: none`, another algorithm, an
 * unknown `kid`, a bad signature or an expired token all give null.
 */
export async function verifyAccessToken(
  config: JwtConfig,
  token: string,
  now = Date.now(),
): Promise<AccessClaims | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[2]) return null;
  const header = decodeJson(parts[0]) as Header | null;
  if (header?.alg !== "HS256" || header.kid !== config.kid) return null;
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = base64UrlToBytes(parts[2]);
  } catch {
    return null;
  }
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(config.secret),
    signature,
    utf8(`${parts[0]}.${parts[1]}`),
  );
  if (!valid) return null;
  const claims = decodeJson(parts[1]) as Partial<AccessClaims> | null;
  if (!claims || typeof claims.sub !== "string" || typeof claims.exp !== "number") return null;
  if (claims.exp * 1000 <= now) return null;
  return claims as AccessClaims;
}
