import type { AppLoadContext } from "@remix-run/cloudflare";
import { type AgnosticRouteMatch, type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import { prefixedLocale } from "~/i18n/config";
import { LruCache } from "~/services/lru-cache";
import { apiRateTier, apiTarget } from "./api/router.server";
import { apiErrorResponse } from "./api.server";
import { getAuthUser } from "./current-user.server";
import { readDeviceClaims } from "./device-cookie.server";
import { type GateVerdict, gateWait, isAnsweringRateLimit } from "./gate-verdict.server";
import { provenGuest, sharesIpStartGuard, withGuestKey } from "./guest-key.server";
import { pageNotFound } from "./not-found.server";
import { type RouteTiers, rateLimited, routeTier, spendRateLimits } from "./rate-limit.server";

/**
 * The gate in front of every route (ADR 017, ADR 029). The Worker matches each request once, as
 * Remix's server reads it (a `?_data=` route, a single-fetch `.data` path, a resource route's leaf,
 * a form's target with `?index`; case, a trailing slash and percent-encoding by the router's own
 * `matchRoutes`), and that one match decides both the route that runs and the tier it spends: the
 * tier its module declares beside its loader and action (`rateTiers`), or its API operation's.
 * Every loader and action is wrapped: one that is not the matched route's refuses (404), so no
 * reading of the URL can run code the gate did not price, and none runs when the budget is spent
 * (a 429) or the `($lang)` prefix is unknown (the 404 page).
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

/** Whether the gate priced this route's loader or action for the request (ADR 029). */
function priced(gate: GateVerdict | undefined, routeId: string, kind: "loader" | "action"): boolean {
  // Without a gate (Remix's dev server) nothing was priced, and nothing is refused for it.
  if (!gate) return true;
  if (kind === "action") return gate.routeId === routeId;
  // The root renders every page, the 404 page too.
  return routeId === "root" || gate.matchIds.includes(routeId);
}

function gateFunction(routeId: string, kind: "loader" | "action", fn: RouteFunction): RouteFunction {
  const answers = isAnsweringRateLimit(fn);
  return (args) => {
    if (routeId !== "root" && !isKnownLocaleParam(args.params.lang)) throw pageNotFound(args.request);
    if (!priced(args.context.gate, routeId, kind)) throw pageNotFound(args.request);
    const wait = gateWait(args.context, kind);
    if (wait !== null && !answers) throw limitedResponse(routeId, args.request, wait);
    // The slot (loader or action) decides the wait, not the wrapper inside it: `pageLoader` serves
    // as the upload page's action.
    return fn(answers ? ({ ...args, gateWait: wait } as RouteArgs) : args);
  };
}

type Build = { routes: Record<string, ManifestRoute> };
type Match = AgnosticRouteMatch<string, AgnosticRouteObject>;

/** What a request targets: the route that runs, every route matched, and the path's params. */
export type RouteTarget = {
  readonly routeId: string | null;
  readonly matchIds: readonly string[];
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The path Remix routes by (`.data` taken off). */
  readonly path: string;
};

/** The one route serving `/api/v1`; its endpoints declare their own tiers. */
const API_ROUTE_ID = "routes/api.v1.$";

const isWrite = (method: string) => method !== "GET" && method !== "HEAD";
/** Whether a match's parameter (not a splat's) holds a slash, which only `%2F` can put there. */
const holdsSlash = (match: { params: Record<string, string | undefined> }) =>
  Object.entries(match.params).some(([name, value]) => name !== "*" && value?.includes("/"));

/** A match's route id (every route of the gate's tree has one). */
const idOf = (match: Match) => match.route.id ?? "";

/**
 * A form's target among the matches, as Remix's router picks it: the index route when the query
 * has a bare `?index`, else the deepest route that adds to the path.
 */
function formTarget(matches: Match[], search: URLSearchParams): Match {
  const last = matches[matches.length - 1];
  if (last.route.index && search.getAll("index").some((value) => value === "")) return last;
  const contributing = matches.filter((match, i) => i === 0 || (match.route.path ?? "").length > 0);
  return contributing[contributing.length - 1];
}

/** The route gate of one build: its matcher, and the build with every loader and action behind it. */
export function createRouteGate<B extends Build>(build: B) {
  const tree = routeTree(build.routes);
  const routes: Record<string, ManifestRoute> = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module: Record<string, unknown> = { ...route.module };
    for (const name of ["loader", "action"] as const) {
      const fn = module[name];
      if (typeof fn === "function") module[name] = gateFunction(id, name, fn as RouteFunction);
    }
    routes[id] = { ...route, module };
  }
  const moduleOf = (routeId: string | null) => (routeId ? build.routes[routeId]?.module : undefined);
  /** A resource route: Remix runs its leaf's loader or action whatever the query says. */
  const isResource = (routeId: string) => {
    const module = moduleOf(routeId);
    return module?.default == null && module?.ErrorBoundary == null;
  };

  // Matching walks every route branch; the same few paths come again and again (a daily rush reloads
  // one page), so an isolate remembers its latest answers. Bounded: paths come from clients.
  const matched = new LruCache<Match[]>({ maxEntries: 512 });
  function matchesOf(path: string): Match[] {
    const known = matched.get(path);
    if (known) return known;
    const found = (matchRoutes(tree, path) ?? []) as Match[];
    matched.set(path, found, Number.POSITIVE_INFINITY);
    return found;
  }

  /**
   * The route a request runs, read as Remix's server reads it (server-runtime's `requestHandler`):
   * a `?_data=` request runs the route it names (on the raw path; a route the path does not match
   * runs nothing); a `.data` path is its page's, whose write goes to the form's target; a resource
   * route runs its leaf; a page's write goes to the form's target, its read renders every match.
   */
  function target(url: URL, method = "GET"): RouteTarget {
    const named = url.searchParams.has("_data") ? (url.searchParams.get("_data") ?? "") : null;
    const path = named === null ? matchedPath(url) : url.pathname;
    const matches = matchesOf(path);
    // A parameter holding an encoded slash (`/datasets/version%2Fcreate`) names no entry: no match,
    // so nothing runs (the gate's wrappers refuse what it did not price).
    if (matches.some(holdsSlash)) return { routeId: null, matchIds: [], params: {}, path };
    const leaf = matches.at(-1);
    const matchIds = matches.map(idOf);
    const params = { ...leaf?.params };
    const formTargetId = () => idOf(formTarget(matches, url.searchParams));
    let routeId: string | null = null;
    if (leaf && named !== null) {
      // `?_data=` names a route of the match (else Remix refuses, 403); empty, the form's target.
      routeId = named === "" ? formTargetId() : matchIds.includes(named) ? named : null;
    } else if (leaf && path === url.pathname && isResource(idOf(leaf))) routeId = idOf(leaf);
    else if (leaf) routeId = isWrite(method) ? formTargetId() : idOf(leaf);
    return { routeId, matchIds, params, path };
  }

  /** The tier a request spends: its API operation's, or what its route's module declares. */
  async function tierOf(request: Request, url: URL, found: RouteTarget) {
    if (found.routeId === API_ROUTE_ID) {
      const api = apiTarget(found.path);
      return { tier: apiRateTier(api, url, request.method), api };
    }
    if (found.routeId === null)
      return { tier: isWrite(request.method) ? ("write" as const) : null, api: null };
    const declared = moduleOf(found.routeId)?.rateTiers as RouteTiers | undefined;
    const intent = isWrite(request.method) && declared?.intents ? await formIntent(request) : null;
    return { tier: routeTier(declared, request.method, url, intent), api: null };
  }

  /** The verdict without spending (what `check` spends), for a request as it arrives. */
  async function price(request: Request) {
    const url = new URL(request.url);
    const found = target(url, request.method);
    return { ...found, ...(await tierOf(request, url, found)) };
  }

  /** Spends the request's budgets (before any route code runs) and says what the routes must do. */
  async function check(request: Request, context: AppLoadContext): Promise<GateVerdict> {
    const { routeId, matchIds, params, tier, api } = await price(request);
    const env = context.cloudflare.env;
    // Per player first (ADR 037): the signed-in user, else a guest this server marked, else the IP.
    // A signed-in player and a guest that was there before spend only their own starts (ADR 055).
    let playerKey: string | null = null;
    const retryAfter = await spendRateLimits(env, request, tier, async () => {
      const userId = (await getAuthUser(context, request))?.id ?? null;
      if (userId !== null) {
        playerKey = `u:${userId}`;
        return { key: playerKey, sharesIpStart: false };
      }
      // A browser that signed in before (its device token, ADR 047) asks for its resets on a budget of
      // its own: strangers' forgot-password requests from its address cannot spend it (ADR 055).
      const device = tier === "reset" ? (await readDeviceClaims(env, request))[0] : undefined;
      if (device) {
        playerKey = `d:${device.userId}|${device.nonce}`;
        return { key: playerKey, sharesIpStart: false };
      }
      const guest = await provenGuest(env, request);
      if (guest === null) return null;
      playerKey = `g:${guest.guestId}`;
      return { key: playerKey, sharesIpStart: sharesIpStartGuard(guest, Date.now()) };
    });
    const actionAnswers = isWrite(request.method) && typeof moduleOf(routeId)?.action === "function";
    return {
      routeId,
      matchIds,
      tier,
      // Paid only where an IP was charged (a test calling the Worker directly sends none).
      newGuest: tier === "gameStart" && playerKey === null && request.headers.has("CF-Connecting-IP"),
      api,
      retryAfter,
      actionAnswers,
      unknownLocale: !isKnownLocaleParam(params.lang),
    };
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

  /** The answer, with the new guest's mark after a start its IP paid for (ADR 037). */
  function withPlayerKey(request: Request, response: Response, context: AppLoadContext): Promise<Response> {
    const newGuest = context.gate?.newGuest === true && context.gate.retryAfter === null;
    return withGuestKey(context.cloudflare.env, request, response, newGuest);
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

  return {
    build: { ...build, routes } as B,
    target,
    price,
    check,
    refusal,
    routedRequest,
    withRetryAfter,
    withPlayerKey,
  };
}
