import { useEffect, useRef } from "react";

const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};

/**
 * After a guess (the count grows) the guess box and the newest feedback row must both be on screen
 * (design §1). They sit next to each other, so when either is off screen the play card is scrolled
 * to the top, which brings the row right under it. Without JavaScript the page reloads at the top,
 * where the same order puts both in the first screen.
 */
export function useNewRowInView(attempts: number): void {
  const seen = useRef(attempts);
  useEffect(() => {
    if (attempts === seen.current) return;
    seen.current = attempts;
    const play = document.querySelector(".game-play");
    const newest = document.querySelector(".game-table tbody tr");
    if (!play || !newest) return;
    if (inView(play) && inView(newest)) return;
    play.scrollIntoView({ block: "start" });
    if (!inView(newest)) newest.scrollIntoView({ block: "nearest" });
  }, [attempts]);
}
