import type { z } from "zod";
import { isDomainError } from "~/utils/domain-error";
import { camelKeys, snakeKeys, toSnake } from "~/utils/key-case";
import { InvalidInputError, parseOrThrow } from "~/utils/validation";
import { apiMessage, domainErrorMessage, messageLocale } from "./api-messages.server";
import { JSON_BODY_LIMIT, readJsonBody } from "./body.server";
import { answeringRateLimit, waitToAnswer } from "./gate-verdict.server";
import { rateLimited } from "./rate-limit.server";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" };

/** design §7 success envelope, keys converted to snake_case. */
export function apiOk(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  for (const [key, value] of Object.entries(JSON_HEADERS)) if (!headers.has(key)) headers.set(key, value);
  return new Response(JSON.stringify({ code: 0, message: "ok", data: snakeKeys(data) }), {
    ...init,
    headers,
  });
}

export function apiFailure(status: number, message: string, details: unknown = null, headers?: HeadersInit) {
  return new Response(JSON.stringify({ code: status, message, details: snakeKeys(details) }), {
    status,
    headers: { ...JSON_HEADERS, ...Object.fromEntries(new Headers(headers)) },
  });
}

/** The path parameter a value parsed on its own came from (`/dataset/abc` → `id`), for its error message. */
function paramName(
  error: unknown,
  params: Record<string, string | undefined> | undefined,
): string | undefined {
  if (!(error instanceof InvalidInputError) || !params) return undefined;
  if (typeof error.input !== "string") return undefined;
  const name = Object.keys(params).find((key) => params[key] === error.input);
  return name === undefined ? undefined : toSnake(name);
}

/**
 * Maps anything thrown by a handler to the error envelope, its message one finished sentence in
 * the request's language (English unless Accept-Language asks for Chinese); 500s carry no internals.
 */
export function apiErrorResponse(
  error: unknown,
  request?: Request,
  params?: Record<string, string | undefined>,
): Response {
  if (error instanceof Response) return error;
  const locale = messageLocale(request);
  if (error instanceof MethodNotAllowedError) {
    const headers = { Allow: error.allowed.join(", ") };
    return apiFailure(405, apiMessage("methodNotAllowed", locale), { allowed: error.allowed }, headers);
  }
  if (isDomainError(error)) {
    const headers: Record<string, string> = {};
    if (error.retryAfter !== undefined) headers["Retry-After"] = String(Math.ceil(error.retryAfter));
    const field = paramName(error, params);
    let details = error.details;
    if (field && details && typeof details === "object" && "fields" in details) {
      const { _: problems, ...fields } = (details as { fields: Record<string, string[]> }).fields;
      details = { ...details, fields: problems ? { ...fields, [field]: problems } : fields };
    }
    return apiFailure(error.status, domainErrorMessage(error, locale, field), details, headers);
  }
  console.error(error);
  return apiFailure(500, apiMessage("internal", locale));
}

/** Wraps a resource-route handler so every failure leaves as the JSON error envelope. */
export function apiHandler<A extends { request: Request; params?: Record<string, string | undefined> }>(
  handler: (args: A) => Promise<Response>,
) {
  return answeringRateLimit(async (args: A): Promise<Response> => {
    try {
      // The Worker's route gate spent the budgets before any route code ran (web/route-gate).
      const wait = waitToAnswer(args);
      if (wait !== null) throw rateLimited(wait);
      return await handler(args);
    } catch (error) {
      return apiErrorResponse(error, args.request, args.params);
    }
  });
}

/** A snake_case JSON body (≤ 1 MB unless told) parsed into the schema's camelCase shape. */
export async function parseJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  limit = JSON_BODY_LIMIT,
): Promise<z.output<S>> {
  return parseOrThrow(schema, camelKeys(await readJsonBody(request, limit)));
}

/** Query parameters (snake_case or camelCase) parsed into the schema's shape. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const [key, value] of params) raw[key] = value;
  return parseOrThrow(schema, camelKeys(raw));
}

/** A transport error, not a domain rule: 405 with the `Allow` header that HTTP requires. */
export class MethodNotAllowedError extends Error {
  constructor(readonly allowed: string[]) {
    super("Method not allowed");
  }
}

export function methodNotAllowed(allowed: string[]): never {
  throw new MethodNotAllowedError(allowed);
}
