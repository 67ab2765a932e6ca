import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { AuthUser } from "~/services/auth/authenticate.server";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler, apiOk, methodNotAllowed, parseJson, parseQuery } from "./api.server";
import type { ApiOperation } from "./api-operation";
import { requireAuthUser } from "./current-user.server";
import { registerOperation } from "./openapi.server";

export type { ApiOperation };

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type ParsedParams<P> =
  P extends Record<string, z.ZodType> ? { [K in keyof P]: z.output<P[K]> } : Record<never, never>;

export type ApiArgs<Op extends ApiOperation> = {
  request: Request;
  context: AppLoadContext;
  params: ParsedParams<Op["params"]>;
  query: Parsed<Op["query"]>;
  body: Op["bodyReadByHandler"] extends true ? undefined : Parsed<Op["body"]>;
} & (Op["auth"] extends true ? { user: AuthUser } : unknown);

type RemixArgs = { request: Request; context: AppLoadContext; params: Record<string, string | undefined> };

/** A declared endpoint, ready to be served alone or with the other methods of its path. */
export type ApiEndpoint = {
  operation: ApiOperation;
  run: (args: RemixArgs) => Promise<Response>;
  loader: (args: RemixArgs) => Promise<Response>;
  action: (args: RemixArgs) => Promise<Response>;
};

/**
 * Declares an API operation beside its handler: registers it for `/api/v1/openapi.json` and
 * parses the path parameters, the signed-in user (`auth: true`), the query and the JSON body, in
 * that order, before the handler runs. The handler returns the envelope's `data` (or a Response
 * of its own when it sets headers or sends a file).
 */
export function apiRoute<const Op extends ApiOperation>(
  operation: Op,
  handler: (args: ApiArgs<Op>) => Promise<unknown>,
): ApiEndpoint {
  registerOperation(operation);
  const run = async ({ request, context, params: raw }: RemixArgs): Promise<Response> => {
    const params: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(operation.params ?? {})) {
      params[name] = parseOrThrow(schema, raw[name]);
    }
    const user = operation.auth === true ? await requireAuthUser(context, request) : undefined;
    const query = operation.query ? parseQuery(request, operation.query) : undefined;
    const body =
      operation.body && !operation.bodyReadByHandler ? await parseJson(request, operation.body) : undefined;
    const args = { request, context, params, query, body, user } as unknown as ApiArgs<Op>;
    const result = await handler(args);
    return result instanceof Response ? result : apiOk(result, { status: operation.status ?? 200 });
  };
  return { operation, run, ...apiMethods({ operation, run }) };
}

/**
 * The loader and action of a route serving several methods of one path; any other method is 405
 * with the `Allow` header listing these, in this order.
 */
export function apiMethods(...endpoints: Pick<ApiEndpoint, "operation" | "run">[]) {
  const allowed = endpoints.map((endpoint) => endpoint.operation.method.toUpperCase());
  const dispatch = (args: RemixArgs) => {
    const method = args.request.method === "HEAD" ? "GET" : args.request.method;
    const endpoint = endpoints.find((candidate) => candidate.operation.method.toUpperCase() === method);
    return endpoint ? endpoint.run(args) : methodNotAllowed(allowed);
  };
  return { loader: apiHandler(dispatch), action: apiHandler(dispatch) };
}
