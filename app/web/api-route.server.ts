import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import type { AuthUser } from "~/services/auth/authenticate.server";
import { parseOrThrow } from "~/utils/validation";
import { apiOk, parseJson, parseQuery } from "./api.server";
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

/** A request to an endpoint, with its path's parameters as matched (still raw strings). */
export type EndpointArgs = {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
};

/** A declared endpoint: what `/api/v1` serves (web/api/router.server.ts) and documents. */
export type ApiEndpoint = {
  operation: ApiOperation;
  run: (args: EndpointArgs) => Promise<Response>;
};

/**
 * Declares an API operation beside its handler: registers it for `/api/v1/openapi.json` and, when
 * served, parses the path parameters, the signed-in user (`auth: true`), the query and the JSON body, in
 * that order, before the handler runs. The handler returns the envelope's `data` (or a Response
 * of its own when it sets headers or sends a file).
 */
export function apiRoute<const Op extends ApiOperation>(
  operation: Op,
  handler: (args: ApiArgs<Op>) => Promise<unknown>,
): ApiEndpoint {
  registerOperation(operation);
  const run = async ({ request, context, params: raw }: EndpointArgs): Promise<Response> => {
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
  return { operation, run };
}
