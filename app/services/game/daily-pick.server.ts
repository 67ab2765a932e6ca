import { hmacSha256 } from "~/utils/hmac";
/** HMAC-SHA256(secret, date): the only source of randomness of a daily pick, so every caller agrees. */
export async function dailyDigest(secret: string, date: string): Promise<Uint8Array> {
  return hmacSha256(secret, date);
}

/** An index in [0, size) from 6 bytes of the digest starting at `offset` (bias below 2^-30). */
export function digestIndex(digest: Uint8Array, offset: number, size: number): number {
  if (size <= 0) throw new RangeError("size must be positive");
  let value = 0;
  for (let i = 0; i < 6; i++) value = value * 256 + (digest[offset + i] ?? 0);
  return value % size;
}
