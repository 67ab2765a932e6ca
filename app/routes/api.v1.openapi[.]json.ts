import { buildOpenApiDocument } from "~/api/openapi.server";
import { allOperations } from "~/api/operations.server";

let cached: string | null = null;

export function loader() {
  cached ??= JSON.stringify(buildOpenApiDocument(allOperations));
  return new Response(cached, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
