import type { AppEnv } from "~/services/deps.server";
import { hmacSha256 } from "~/utils/hmac";

/**
 * What the stats count a guest by instead of its address (migration 0042; the creator's dashboard
 * since migration 0040): `h:` and HMAC-SHA256 of "dashboard-ip:<ip>" under DAILY_SECRET (else
 * JWT_SECRET), 16 bytes in base64url. The message keeps its first name so the keys the dashboard
 * already stored stay the same. The same address gives the same key, so a guest still counts once
 * per address and day (ADR 025), and no stats table holds an address. Null without a secret: the
 * tick then keys the game by its session.
 */
export async function guestAddressKey(
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

/** The keys of the addresses given (a deleted account's games, stored before their key was). */
export async function guestAddressKeys(
  env: Pick<AppEnv, "DAILY_SECRET" | "JWT_SECRET">,
  addresses: readonly string[],
): Promise<string[]> {
  const keys: string[] = [];
  for (const address of addresses) {
    const key = await guestAddressKey(env, address);
    if (key) keys.push(key);
  }
  return keys;
}
