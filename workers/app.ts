import * as build from "@remix-build";
import { createRequestHandler } from "@remix-run/cloudflare";
import type { WorkerHooks } from "../app/worker-hooks.server";
import { type AppEnv, getLoadContext } from "../load-context";
import { withCachePolicy, withSecureCookies } from "./cache-policy";
import { withD1Session } from "./d1-bookmark";
import { locationCacheUrl, readLocationCache, writeLocationCache } from "./location-cache";
import { pageCacheKey, readPageCache, sharedMaxAge, writePageCache } from "./page-cache";
import { createNonce, isCrossSiteWrite, withSecurityHeaders } from "./security-headers";

const hooks = (build.entry.module as unknown as { workerHooks: WorkerHooks }).workerHooks;
// Every loader and action behind the route gate: rate limits by matched route, known locales only.
const gate = hooks.createRouteGate(build as unknown as Parameters<WorkerHooks["createRouteGate"]>[0]);
const handleRemixRequest = createRequestHandler(gate.build as unknown as typeof build);

type RouteModules = Record<string, { id: string; module: Record<string, unknown> }>;
const API_ROUTE_ID = "routes/api.v1.$";
/** A resource route: no component and no error boundary (Remix answers it with its bare response). */
const isResource = (route: { module: Record<string, unknown> }) =>
  !route.module.default && !route.module.ErrorBoundary;
const gatedRoutes = (gate.build as unknown as { routes: RouteModules }).routes;
/**
 * The same app without its resource routes but the API: a browser's GET that a resource route
 * answered 404 (a template that does not exist) is then the catch-all's 404 page, the app's one error
 * page, rendered for the very URL (so it hydrates as it was rendered).
 */
const pageRouteIds = new Set(
  Object.entries(gatedRoutes)
    .filter(([id, route]) => id === API_ROUTE_ID || !isResource(route))
    .map(([id]) => id),
);
const onlyPages = <T>(routes: Record<string, T>) =>
  Object.fromEntries(Object.entries(routes).filter(([id]) => pageRouteIds.has(id)));
const handlePageRequest = createRequestHandler({
  ...(gate.build as unknown as typeof build),
  routes: onlyPages(gatedRoutes) as unknown as typeof build.routes,
  assets: { ...build.assets, routes: onlyPages(build.assets.routes) },
});

/** Whether a bare 404 from a resource route should be the 404 page: a browser asked for a page. */
function wantsNotFoundPage(request: Request, response: Response, routeId: string | null): boolean {
  if (response.status !== 404 || request.method !== "GET") return false;
  if (!(request.headers.get("Accept") ?? "").includes("text/html")) return false;
  if ((response.headers.get("Content-Type") ?? "").includes("text/html")) return false;
  const route = routeId ? gatedRoutes[routeId] : undefined;
  return route !== undefined && routeId !== API_ROUTE_ID && isResource(route);
}

function forbidden(): Response {
  return Response.json(
    { code: 403, message: "Forbidden: cross-site request", details: null },
    { status: 403 },
  );
}

async function renderWithRemix(request: Request, env: AppEnv, ctx: ExecutionContext, nonce: string) {
  const loadContext = getLoadContext({ request, context: { cloudflare: { env, ctx }, nonce } });
  loadContext.gate = await gate.check(request, loadContext);
  const refused = gate.refusal(request, loadContext.gate);
  if (refused) return refused;
  const pageKey = loadContext.gate.retryAfter === null ? pageCacheKey(request, env.APP_ORIGIN) : null;
  // A dataset edit starts a new generation, so no shared page outlives it (e.g. one made private).
  const generation = pageKey ? await hooks.publicCacheGeneration(env.KV) : null;
  const cacheKey = pageKey && `${generation} ${pageKey}`;
  const hit = cacheKey ? readPageCache(cacheKey, nonce) : null;
  if (hit) return hit;
  // Then the location's cache (ADR 036): another isolate here may have rendered it.
  const nearKey = pageKey ? locationCacheUrl(env.APP_ORIGIN, pageKey, String(generation)) : null;
  const near = nearKey ? await readLocationCache(nearKey, nonce) : null;
  if (near) {
    const nearAge = sharedMaxAge(near);
    return cacheKey && nearAge ? writePageCache(cacheKey, near, nonce, nearAge) : near;
  }
  const routed = gate.routedRequest(request, loadContext.gate);
  let answer = await handleRemixRequest(routed, loadContext);
  if (wantsNotFoundPage(request, answer, loadContext.gate.routeId)) {
    await answer.body?.cancel();
    answer = await handlePageRequest(routed, loadContext);
  }
  const response = await gate.withPlayerKey(
    request,
    gate.withRetryAfter(answer, loadContext.gate),
    loadContext,
  );
  const maxAge = cacheKey ? sharedMaxAge(response) : null;
  if (!cacheKey || !nearKey || !maxAge) return response;
  const stored = await writePageCache(cacheKey, response, nonce, maxAge);
  writeLocationCache(nearKey, await stored.clone().text(), stored, nonce, (work) => ctx.waitUntil(work));
  return stored;
}

async function handleFetch(request: Request, env: AppEnv, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  // Bare route without Remix: the benchmark's baseline and a liveness probe.
  if (url.pathname === "/healthz") return new Response("ok");
  if (isCrossSiteWrite(request, [url.origin, env.APP_ORIGIN])) return forbidden();
  const redirect = await hooks.detectFirstVisitLocale(request);
  if (redirect) return redirect;
  const nonce = createNonce();
  const response = await withD1Session(request, env.DB, () => renderWithRemix(request, env, ctx, nonce));
  const https = url.protocol === "https:";
  const secured = withSecurityHeaders(response, nonce, https, hooks.isFramable(url.pathname));
  const localeCookieHeader = hooks.rememberLocale(request);
  if (localeCookieHeader) secured.headers.append("Set-Cookie", localeCookieHeader);
  return withSecureCookies(withCachePolicy(request, secured), https);
}

export default {
  fetch: (request, env, ctx) => handleFetch(request, env as AppEnv, ctx),
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(hooks.runScheduledJobs(env as AppEnv, controller.cron, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
