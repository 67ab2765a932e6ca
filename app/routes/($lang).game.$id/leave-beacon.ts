import { useEffect, useRef } from "react";

/** spec §4: ends the record when the page is left, by sendBeacon, else a keepalive fetch. */
export function sendEndBeacon(recordId: number, sessionId: string): void {
  const url = `/api/v1/game/record/${recordId}`;
  const body = JSON.stringify({
    session_id: sessionId,
    result: "abandoned",
    end_time: new Date().toISOString(),
  });
  const type = "text/plain;charset=UTF-8";
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(url, new Blob([body], { type })))
    return;
  fetch(url, {
    method: "POST",
    body,
    keepalive: true,
    credentials: "same-origin",
    headers: { "Content-Type": type },
  }).catch(() => {});
}

/** While a game is playing, leaving the page (closing, reloading, navigating away in the app) ends it. */
export function useLeaveBeacon(game: { recordId: number; sessionId: string; playing: boolean } | null): void {
  const current = useRef(game);
  current.current = game;
  useEffect(() => {
    const leave = () => {
      const game = current.current;
      if (!game?.playing) return;
      current.current = { ...game, playing: false };
      sendEndBeacon(game.recordId, game.sessionId);
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, []);
}
