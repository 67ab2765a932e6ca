/**
 * Handlers that preload a link's route modules on intent (hover, focus, touch) through the shared
 * queue. The preloading code itself loads with the first intent (not on a first visit).
 */
export function preloadOnIntent(path: string) {
  const preload = () => {
    import("~/client/route-preload").then(
      ({ preloadRoute }) => preloadRoute(path),
      () => {
        // A failed load is retried on the next intent; the navigation itself loads what it needs.
      },
    );
  };
  return { onMouseEnter: preload, onFocus: preload, onTouchStart: preload };
}
