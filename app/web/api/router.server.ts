import type { AppLoadContext } from "@remix-run/cloudflare";
import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import { LruCache } from "~/services/lru-cache";
import { apiFailure, apiHandler, methodNotAllowed } from "../api.server";
import { apiMessage, messageLocale } from "../api-messages.server";
import type { ApiEndpoint } from "../api-route.server";
import { answeringRateLimit, type GatedArgs } from "../gate-verdict.server";
import { declaredTier, type RateTier } from "../rate-limit.server";

/**
 * `/api/v1` is served by one Remix route (`routes/api.v1.$`) and dispatched here, so the API's paths
 * are not branches of the tree Remix matches for every page (each match flattens and ranks them all).
 * The endpoints are the `endpoints` of the files in `./v1`, each declaring its path and method once.
 */
const files = import.meta.glob<{ endpoints: readonly ApiEndpoint[] }>("./v1/*.server.ts", { eager: true });

/** Every endpoint by path template (`/api/v1/dataset/{id}`), methods in the order they were declared. */
const endpointsByPath = new Map<string, ApiEndpoint[]>();
for (const file of Object.values(files)) {
  for (const endpoint of file.endpoints) {
    const { path } = endpoint.operation;
    endpointsByPath.set(path, [...(endpointsByPath.get(path) ?? []), endpoint]);
  }
}

/** The router's own matching, so case, a trailing slash and percent-encoding read as on a page. */
const tree: AgnosticRouteObject[] = [...endpointsByPath.keys()].map((path) => ({
  id: path,
  path: path.replace(/\{(\w+)\}/g, ":$1"),
}));

export type ApiTarget = {
  endpoints: readonly ApiEndpoint[];
  params: Readonly<Record<string, string | undefined>>;
};

// Clients send the same few paths again and again; bounded, since paths come from clients.
const targets = new LruCache<ApiTarget | null>({ maxEntries: 512 });

/** The endpoints serving a path, and its parameters; null when no path template matches. */
export function apiTarget(pathname: string): ApiTarget | null {
  const known = targets.get(pathname);
  if (known !== undefined) return known;
  const match = matchRoutes(tree, pathname)?.at(-1);
  // A parameter holding an encoded slash (`/dataset/1%2Fdaily`) names nothing: no operation.
  const slashed = match && Object.values(match.params).some((value) => value?.includes("/"));
  const found =
    match && !slashed
      ? { endpoints: endpointsByPath.get(match.route.id ?? "") ?? [], params: { ...match.params } }
      : null;
  targets.set(pathname, found, Number.POSITIVE_INFINITY);
  return found;
}

const methodOf = (method: string) => (method === "HEAD" ? "get" : method.toLowerCase());

function endpointFor(target: ApiTarget | null, method: string): ApiEndpoint | null {
  return target?.endpoints.find((endpoint) => endpoint.operation.method === method) ?? null;
}

/** The rate-limit tier of a request to `/api/v1` that matched `target`: the one its operation declares. */
export function apiRateTier(target: ApiTarget | null, url: URL, method: string): RateTier | null {
  const endpoint = endpointFor(target, methodOf(method));
  return declaredTier(endpoint?.operation ?? null, method, url);
}

/** Every operation (path template and method), for tests that walk the whole API. */
export function apiOperations(): { path: string; method: string }[] {
  return [...endpointsByPath.values()].flatMap((endpoints) =>
    endpoints.map(({ operation }) => ({ path: operation.path, method: operation.method })),
  );
}

type ServeArgs = { request: Request; context: AppLoadContext } & GatedArgs;
type DispatchArgs = ServeArgs & { params: Record<string, string | undefined>; target: ApiTarget | null };

const dispatch = apiHandler(async ({ request, context, params, target }: DispatchArgs) => {
  const endpoint = endpointFor(target, methodOf(request.method));
  if (endpoint) return endpoint.run({ request, context, params });
  if (!target) {
    const values = { method: request.method, path: new URL(request.url).pathname };
    return apiFailure(404, apiMessage("endpointNotFound", messageLocale(request), values));
  }
  // Any other method is 405, with `Allow` listing the path's methods in the order they were declared.
  return methodNotAllowed(target.endpoints.map((candidate) => candidate.operation.method.toUpperCase()));
});

/**
 * Serves any `/api/v1` request (the loader and action of `routes/api.v1.$`); every failure leaves
 * as the JSON error envelope, a parameter's error named after the path parameter it came from.
 */
export const serveApi = answeringRateLimit((args: ServeArgs): Promise<Response> => {
  // The gate's match, which priced the request (ADR 029); Remix's dev server has no gate.
  const gate = args.context.gate;
  const target = gate ? gate.api : apiTarget(new URL(args.request.url).pathname);
  const { request, context, gateWait } = args;
  return dispatch({ request, context, gateWait, params: { ...target?.params }, target });
});
