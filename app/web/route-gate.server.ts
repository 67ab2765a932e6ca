import type { AppLoadContext } from "@remix-run/cloudflare";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import { prefixedLocale } from "~/i18n/config";
import { LruCache } from "~/services/lru-cache";
import { apiRateTier } from "./api/router.server";
import { apiErrorResponse } from "./api.server";
import { getAuthUser } from "./current-user.server";
import { type GateVerdict, gateWait, isAnsweringRateLimit } from "./gate-verdict.server";
import { pageNotFound } from "./not-found.server";
import { isGamePage, rateLimited, rateTier, spendRateLimits } from "./rate-limit.server";

/**
 * The gate in front of every route (ADR 017). The Worker matches each request with the router's own
 * `matchRoutes` over the build's routes (so case, a trailing slash, percent-encoding and the
 * `($lang)` segment are read exactly as Remix reads them), spends the rate limits of the route it
 * matched, and wraps every route module so that no loader or action runs when the request is
 * refused: an unknown `($lang)` prefix is the 404 page, a spent budget is a 429.
 */
type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: Record<string, unknown>;
};

type RouteArgs = { request: Request; params: Record<string, string | undefined>; context: AppLoadContext };
type RouteFunction = (args: RouteArgs) => unknown;

/** Only the known locales are a `($lang)` prefix: `en-US` (zh-CN is unprefixed). */
export const isKnownLocaleParam = (lang: string | undefined) => lang === undefined || lang === prefixedLocale;

function routeTree(manifest: Record<string, ManifestRoute>, parentId = ""): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? "") === parentId)
    .map((route) => {
      const children = routeTree(manifest, route.id);
      return route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
}

/** The path Remix matches: a single-fetch data request (`/x.data`, `/_root.data`) is its page's. */
function matchedPath(url: URL): string {
  if (!url.pathname.endsWith(".data")) return url.pathname;
  return url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
}

const SMALL_FORM = 64 * 1024;

/** The intent of a small form post (the game page posts starts and guesses to one URL). */
async function formIntent(request: Request): Promise<string | null> {
  const type = request.headers.get("Content-Type") ?? "";
  const length = Number(request.headers.get("Content-Length") ?? Number.NaN);
  const isForm =
    type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  if (!isForm || !(length >= 0 && length <= SMALL_FORM)) return null;
  const intent = await request
    .clone()
    .formData()
    .then((form) => form.get("intent"))
    .catch(() => null);
  return typeof intent === "string" ? intent : null;
}

/** A plain-text 429, where no route (and so no page or envelope) can say it. */
function plainTooManyRequests(retryAfter: number): Response {
  const { message } = rateLimited(retryAfter);
  return new Response(message, { status: 429, headers: { "Retry-After": String(retryAfter) } });
}

function limitedResponse(routeId: string, request: Request, retryAfter: number): Response {
  if (routeId.startsWith("routes/api.")) return apiErrorResponse(rateLimited(retryAfter), request);
  return plainTooManyRequests(retryAfter);
}

function gateFunction(routeId: string, fn: RouteFunction): RouteFunction {
  const answers = isAnsweringRateLimit(fn);
  return (args) => {
    if (routeId !== "root" && !isKnownLocaleParam(args.params.lang)) throw pageNotFound(args.request);
    const wait = gateWait(args.context);
    if (wait !== null && !answers) throw limitedResponse(routeId, args.request, wait);
    return fn(args);
  };
}

type Build = { routes: Record<string, ManifestRoute> };
type RouteTarget = {
  readonly routeId: string | null;
  readonly params: Readonly<Record<string, string | undefined>>;
};

/** The one route serving `/api/v1`; its endpoints declare their own tiers. */
const API_ROUTE_ID = "routes/api.v1.$";

/** The route gate of one build: its matcher, and the build with every loader and action behind it. */
export function createRouteGate<B extends Build>(build: B) {
  const tree = routeTree(build.routes);
  const routes: Record<string, ManifestRoute> = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module: Record<string, unknown> = { ...route.module };
    for (const name of ["loader", "action"] as const) {
      const fn = module[name];
      if (typeof fn === "function") module[name] = gateFunction(id, fn as RouteFunction);
    }
    routes[id] = { ...route, module };
  }

  // Matching walks every route branch; the same few paths come again and again (a daily rush reloads
  // one page), so an isolate remembers its latest answers. Bounded: paths come from clients.
  const targets = new LruCache<RouteTarget>({ maxEntries: 512 });

  /** The route a request targets (the deepest match; null when nothing matches) and its path's params. */
  function target(url: URL): RouteTarget {
    const path = matchedPath(url);
    const known = targets.get(path);
    if (known) return known;
    const last = matchRoutes(tree, path)?.at(-1);
    const found: RouteTarget = { routeId: last?.route.id ?? null, params: { ...last?.params } };
    targets.set(path, found, Number.POSITIVE_INFINITY);
    return found;
  }

  /** Spends the request's budgets (before any route code runs) and says what the routes must do. */
  async function check(request: Request, context: AppLoadContext): Promise<GateVerdict> {
    const url = new URL(request.url);
    const { routeId, params } = target(url);
    const write = request.method !== "GET" && request.method !== "HEAD";
    const intent = write && isGamePage(routeId) ? await formIntent(request) : null;
    const tier =
      routeId === API_ROUTE_ID
        ? apiRateTier(url, request.method)
        : rateTier(routeId, request.method, url, intent);
    const retryAfter = await spendRateLimits(context.cloudflare.env, request, tier, async () => {
      return (await getAuthUser(context, request))?.id ?? null;
    });
    return { routeId, retryAfter, unknownLocale: !isKnownLocaleParam(params.lang) };
  }

  /**
   * The answer of a limited write where no route matched (a plain 429); null when Remix should
   * handle the request. A routed limited write goes to Remix, whose gated action answers before any
   * route code: the API with its envelope, a page form with its own message, any other page with
   * the 429 error page in the page's language (in single fetch's encoding for the page's script,
   * which cannot read a plain-text answer: "Unable to decode turbo-stream response", then the 500
   * page).
   */
  function refusal(request: Request, verdict: GateVerdict): Response | null {
    const write = request.method !== "GET" && request.method !== "HEAD";
    if (verdict.retryAfter === null || !write) return null;
    if (verdict.routeId !== null) return null;
    return plainTooManyRequests(verdict.retryAfter);
  }

  /** A 429 that Remix rendered (an error page drops a thrown answer's headers) says when to come back. */
  function withRetryAfter(response: Response, verdict: GateVerdict): Response {
    if (response.status !== 429 || verdict.retryAfter === null || response.headers.has("Retry-After")) {
      return response;
    }
    const headers = new Headers(response.headers);
    headers.set("Retry-After", String(verdict.retryAfter));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  /**
   * What Remix is handed: an unknown `($lang)` prefix is the 404 page whatever the method, so a write
   * there becomes a plain read of the page (every loader but the root's then answers 404 at once).
   */
  function routedRequest(request: Request, verdict: GateVerdict): Request {
    if (!verdict.unknownLocale || request.method === "GET" || request.method === "HEAD") return request;
    const url = new URL(request.url);
    url.pathname = matchedPath(url);
    return new Request(url, { method: "GET", headers: request.headers });
  }

  return { build: { ...build, routes } as B, target, check, refusal, routedRequest, withRetryAfter };
}
