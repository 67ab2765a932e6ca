const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** spec §4: 'sess_' + 32 random URL-safe characters (192 bits): the guest's only credential. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let out = "sess_";
  for (const byte of bytes) out += ALPHABET[byte & 63];
  return out;
}

export const isSessionId = (value: unknown): value is string =>
  typeof value === "string" && /^sess_[A-Za-z0-9_-]{24,}$/.test(value);

/** A uniform index in [0, length) without modulo bias. */
export function randomIndex(length: number): number {
  const limit = Math.floor(0x1_0000_0000 / length) * length;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % length;
  }
}
