import { isSessionId } from "~/services/game/session-id";

/** The page's current game: record id and session id only, never anything about the answer. */
export const GAME_COOKIE = "dd_game";
const MAX_AGE_SECONDS = 24 * 60 * 60;

export type GameCookie = { recordId: number; sessionId: string };

export function readGameCookie(request: Request): GameCookie | null {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== GAME_COOKIE) continue;
    const [id, sessionId] = decodeURIComponent(rest.join("=")).split(".");
    const recordId = Number(id);
    if (Number.isInteger(recordId) && recordId > 0 && isSessionId(sessionId)) return { recordId, sessionId };
  }
  return null;
}

export function gameCookieHeader(value: GameCookie, secure: boolean): string {
  const attributes = [
    `Max-Age=${MAX_AGE_SECONDS}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ];
  return `${GAME_COOKIE}=${value.recordId}.${value.sessionId}; ${attributes.join("; ")}`;
}
