import { hmacSha256 } from "~/utils/hmac";
import type { AppEnv } from "../deps.server";

/**
 * A challenge link's token: `<recordId>.<HMAC-SHA256(secret, "challenge:<recordId>")>` (the first
 * 16 bytes, base64url). It names the challenger's game, never its answer; the signature stops
 * anyone from playing a stranger's game by counting record ids.
 */
const PREFIX = "challenge:";

function challengeSecret(env: Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET">): string {
  const secret = env.DAILY_SECRET ?? env.JWT_SECRET;
  if (!secret) throw new Error("DAILY_SECRET is not configured");
  return secret;
}

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function signature(secret: string, recordId: number): Promise<string> {
  const mac = await hmacSha256(secret, `${PREFIX}${recordId}`);
  return base64url(mac.slice(0, 16));
}

export async function challengeToken(
  { env }: { env: Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET"> },
  recordId: number,
): Promise<string> {
  return `${recordId}.${await signature(challengeSecret(env), recordId)}`;
}

/** The challenger's record id, or null for a token this server did not sign. */
export async function readChallengeToken(
  { env }: { env: Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET"> },
  token: string,
): Promise<number | null> {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const recordId = Number(match[1]);
  const expected = await signature(challengeSecret(env), recordId);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ match[2].charCodeAt(i);
  return diff === 0 ? recordId : null;
}
