import { stripLocale } from "~/i18n/config";
import { isGuestId, newGuestId, type Player } from "~/services/game/guest-player";

/**
 * The embeddable pages live under `/embed/` (with or without the language prefix). They are the
 * only pages another site may frame (workers/security-headers.ts), and they never act with the
 * visitor's session or guest cookie: in a frame from another site those cookies are often blocked,
 * and a framed page that acted with them could be clicked into doing so (clickjacking). An embed
 * carries its own guest instead, in its URL and so in its forms' actions.
 */
export const isEmbedPath = (pathname: string): boolean => stripLocale(pathname).startsWith("/embed/");

/** The query parameter that carries an embed's own guest id from page to form to page. */
export const EMBED_GUEST_PARAM = "guest";

/** The embed's guest: the one its URL carries (a well-formed id), else nobody yet. */
export function embedPlayer(url: URL): Player {
  const guestId = url.searchParams.get(EMBED_GUEST_PARAM);
  return { userId: null, guestId: isGuestId(guestId) ? guestId : null };
}

/** The guest a start in the embed plays as (a new one on its first start), and the query that keeps it. */
export function embedGuestForStart(url: URL): { player: Player; search: string } {
  const known = embedPlayer(url).guestId;
  const guestId = known ?? newGuestId();
  return {
    player: { userId: null, guestId },
    search: `?${new URLSearchParams({ [EMBED_GUEST_PARAM]: guestId }).toString()}`,
  };
}
