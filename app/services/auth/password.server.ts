import { base64ToBytes, bytesToBase64, timingSafeEqual, utf8 } from "./crypto.server";

/** Cloudflare's production runtime refuses PBKDF2 above this count in one call (design §6). */
export const MAX_PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = "pbkdf2-sha256";

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  if (iterations > MAX_PBKDF2_ITERATIONS) throw new Error("PBKDF2 iteration count exceeds the Workers limit");
  const key = await crypto.subtle.importKey("raw", utf8(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`: parameters stored so they can be raised later. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${PREFIX}$${iterations}$${bytesToBase64(salt)}$${bytesToBase64(hash)}`;
}

export function parsePasswordHash(stored: string) {
  const [prefix, iterations, salt, hash] = stored.split("$");
  const count = Number(iterations);
  if (prefix !== PREFIX || !Number.isInteger(count) || count < 1 || !salt || !hash) return null;
  return { iterations: count, salt: base64ToBytes(salt), hash: base64ToBytes(hash) };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parsePasswordHash(stored) : null;
  if (!parsed || parsed.iterations > MAX_PBKDF2_ITERATIONS) return false;
  const candidate = await derive(password, parsed.salt, parsed.iterations);
  return timingSafeEqual(candidate, parsed.hash);
}

/** A hash of a random password, so unknown accounts cost the same time as known ones. */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
