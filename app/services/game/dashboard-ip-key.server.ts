import type { AppEnv } from "~/services/deps.server";
import { hmacSha256 } from "~/utils/hmac";

/**
 * What the creator's dashboard counts a guest by instead of its address (ADR 047): `h:` and
 * HMAC-SHA256 of "dashboard-ip:<ip>" under DAILY_SECRET (else JWT_SECRET), 16 bytes in base64url.
 * The same address gives the same key, so a guest still counts once per address and day (ADR 025),
 * and the dashboard tables hold no address. Null without a secret: the tick then keys the game by
 * its session.
 */
export async function dashboardIpKey(
  env: Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET">,
  ip: string,
): Promise<string | null> {
  const secret = env.DAILY_SECRET ?? env.JWT_SECRET;
  if (!secret) return null;
  const mac = (await hmacSha256(secret, `dashboard-ip:${ip}`)).slice(0, 16);
  let text = "";
  for (const byte of mac) text += String.fromCharCode(byte);
  return `h:${btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

/** `[["ip:<ip>", "h:<hash>"], …]` for the `ip:` player keys given, as the tick and deletion bind them. */
export async function dashboardIpKeyPairs(
  env: Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET">,
  playerKeys: readonly string[],
): Promise<[string, string][]> {
  const pairs: [string, string][] = [];
  for (const playerKey of playerKeys) {
    if (!playerKey.startsWith("ip:")) continue;
    const hashed = await dashboardIpKey(env, playerKey.slice(3));
    if (hashed) pairs.push([playerKey, hashed]);
  }
  return pairs;
}
