import { matchRoutes } from "@remix-run/react";
import { createPreloadQueue } from "~/client/preload-queue";

type ManifestRoute = { id: string; module: string };
type RemixGlobals = {
  __remixManifest?: { version: string; routes: Record<string, ManifestRoute | undefined> };
  __remixRouter?: { routes: Parameters<typeof matchRoutes>[0]; basename?: string };
  __remixRouteModules?: Record<string, unknown>;
};

const queue = createPreloadQueue();

/** The module URLs of the routes `path` renders that the browser has not loaded yet. */
export function routeModulesToPreload(globals: RemixGlobals, path: string): string[] {
  const { __remixManifest: manifest, __remixRouter: router, __remixRouteModules: loaded = {} } = globals;
  if (!manifest || !router) return [];
  const matches = matchRoutes(router.routes, path, router.basename) ?? [];
  const urls: string[] = [];
  for (const match of matches) {
    const id = match.route.id;
    const entry = id ? manifest.routes[id] : undefined;
    if (entry && !(entry.id in loaded)) urls.push(entry.module);
  }
  return urls;
}

/**
 * Loads the route modules of `path` ahead of a likely navigation, through the shared queue (at most
 * 4 at a time). Importing warms the browser's module map, so Remix's own `import()` on navigation
 * resolves at once; routes not yet discovered by Remix (lazy route discovery) are simply skipped.
 */
export function preloadRoute(path: string): void {
  if (typeof window === "undefined") return;
  for (const url of routeModulesToPreload(window as unknown as RemixGlobals, path)) {
    queue.enqueue(url, () => import(/* @vite-ignore */ url));
  }
}
