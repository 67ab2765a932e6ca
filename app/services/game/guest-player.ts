/**
 * Who plays: a signed-in user, else a guest known by a random 128-bit id (the dd_guest cookie),
 * else nobody (an API client without cookies: its games have no history).
 */
export type Player = { userId: number | null; guestId: string | null };

/** `g_` + 32 hex characters (128 random bits). */
export function newGuestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `g_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export const isGuestId = (value: unknown): value is string =>
  typeof value === "string" && /^g_[0-9a-f]{32}$/.test(value);

/** The key of a player's stats row: the account when there is one, else the guest. */
export function playerKey(player: Player): string | null {
  if (player.userId !== null) return `u:${player.userId}`;
  return player.guestId ? `g:${player.guestId}` : null;
}

/** Same secret, compared in constant time. */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
