import { z } from "zod";
import { toSnake } from "~/utils/key-case";
import type { ApiOperation } from "./api-operation";

type JsonSchema = Record<string, unknown>;

/** The wire format is snake_case while schemas are camelCase: rename properties for the document. */
function snakeCaseSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeCaseSchema);
  if (schema === null || typeof schema !== "object") return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties" && value && typeof value === "object") {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [toSnake(name), snakeCaseSchema(inner)]),
      );
    } else if (key === "required" && Array.isArray(value)) {
      out.required = value.map((name) => toSnake(String(name)));
    } else {
      out[key] = snakeCaseSchema(value);
    }
  }
  return out;
}

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "openapi-3.0",
  }) as JsonSchema;
  delete converted.$schema;
  return snakeCaseSchema(converted) as JsonSchema;
}

const errorSchema = {
  type: "object",
  required: ["code", "message", "details"],
  properties: { code: { type: "integer" }, message: { type: "string" }, details: {} },
};

function queryParameters(schema: z.ZodType) {
  const converted = jsonSchema(schema, "input");
  const properties = (converted.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((converted.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, inner]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: inner,
  }));
}

function pathParameters(path: string) {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
}

function describe(operation: ApiOperation) {
  const success = {
    type: "object",
    required: ["code", "message", "data"],
    properties: {
      code: { type: "integer", enum: [0] },
      message: { type: "string" },
      data: operation.response ? jsonSchema(operation.response, "output") : {},
    },
  };
  const responses: Record<string, unknown> = {
    "200": { description: "Success", content: { "application/json": { schema: success } } },
  };
  for (const status of [400, ...(operation.auth ? [401] : []), ...(operation.errors ?? []), 500]) {
    responses[String(status)] = {
      description: `Error ${status}`,
      content: { "application/json": { schema: errorSchema } },
    };
  }
  return {
    summary: operation.summary,
    tags: [operation.tag],
    parameters: [
      ...pathParameters(operation.path),
      ...(operation.query ? queryParameters(operation.query) : []),
    ],
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              [operation.bodyContentType ?? "application/json"]: {
                schema: jsonSchema(operation.body, "input"),
              },
            },
          },
        }
      : {}),
    ...(operation.auth ? { security: [{ bearerAuth: [] }, { sessionCookie: [] }] } : {}),
    responses,
  };
}

/** Every operation an `apiRoute` declared, by method and path (a module loaded again replaces its own). */
const registry = new Map<string, ApiOperation>();

export function registerOperation(operation: ApiOperation): void {
  registry.set(`${operation.method} ${operation.path}`, operation);
}

/** The document of every registered operation; the server build loads every route module first. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  const operations = [...registry.values()].sort((a, b) => a.path.localeCompare(b.path));
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path][operation.method] = describe(operation);
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Datadle API",
      version: "1.0.0",
      description: "snake_case JSON in a {code, message, data} envelope.",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "dd_session" },
      },
    },
  };
}
