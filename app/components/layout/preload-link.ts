import { preloadRoute } from "~/client/route-preload";

/** Handlers that preload a link's route modules on intent (hover, focus, touch) through the shared queue. */
export function preloadOnIntent(path: string) {
  const preload = () => preloadRoute(path);
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
