import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export type JwtConfig = { secret: string; kid: string };
/** `sid` is the session family the token was issued for: writes check that it is still live. */
export type AccessClaims = { sub: string; username: string; sid?: string; iat: number; exp: number };

const ALGORITHM = "HS256";

const hmacKey = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  config: JwtConfig,
  user: { id: number; username: string },
  sessionId: string,
  now = Date.now(),
): Promise<{ token: string; expiresIn: number; expiresAt: number }> {
  const iat = Math.floor(now / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ username: user.username, sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT", kid: config.kid })
    .setSubject(String(user.id))
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(hmacKey(config.secret));
  return { token, expiresIn: ACCESS_TOKEN_TTL_SECONDS, expiresAt: exp * 1000 };
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
  try {
    const { payload, protectedHeader } = await jwtVerify(token, hmacKey(config.secret), {
      algorithms: [ALGORITHM],
      currentDate: new Date(now),
      clockTolerance: 0,
    });
    if (protectedHeader.kid !== config.kid) return null;
    if (typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
    if (payload.exp * 1000 <= now) return null;
    return payload as AccessClaims;
  } catch {
    return null;
  }
}
