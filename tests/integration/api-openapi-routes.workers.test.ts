import { describe, expect, it } from "vitest";
import type { ApiEndpoint } from "~/web/api-route.server";
import { worker } from "./shell-worker";

/**
 * The OpenAPI document and the endpoint files describe the same API: every operation a file in
 * `app/web/api/v1` declares is in `/api/v1/openapi.json`, and every path and method there is
 * answered by its endpoint. The served methods are found by asking (a method a path lacks is 405
 * with `Allow`), not from the document.
 */
const files = import.meta.glob<{ endpoints: readonly ApiEndpoint[] }>("/app/web/api/v1/*.server.ts", {
  eager: true,
});
const declared = Object.values(files).flatMap((file) => file.endpoints.map((endpoint) => endpoint.operation));

/** A concrete URL for a path template (any value: the method is checked before the parameters). */
const concrete = (path: string) => `http://localhost${path.replace(/\{\w+\}/g, "1")}`;

async function allowedMethods(path: string): Promise<string[]> {
  const response = await worker.fetch(concrete(path), {
    method: "PATCH",
    headers: { Origin: "http://localhost" },
  });
  expect(response.status, `PATCH ${path}`).toBe(405);
  return (response.headers.get("Allow") ?? "").split(",").map((method) => method.trim().toLowerCase());
}

async function documentedOperations(): Promise<Map<string, string[]>> {
  const response = await worker.fetch("http://localhost/api/v1/openapi.json");
  const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return new Map(Object.entries(doc.paths).map(([path, item]) => [path, Object.keys(item).sort()]));
}

describe("API endpoint files and /api/v1/openapi.json", () => {
  it("finds the endpoint files", () => {
    expect(Object.keys(files).length).toBeGreaterThan(30);
    expect(declared.map(({ method, path }) => `${method} ${path}`)).toContain(
      "post /api/v1/game/record/{id}/guess",
    );
  });

  it("documents every declared path with the methods it serves, and nothing else", async () => {
    const documented = await documentedOperations();
    const served = new Map<string, string[]>();
    for (const path of new Set(declared.map((operation) => operation.path))) {
      served.set(path, (await allowedMethods(path)).sort());
    }
    expect([...served.keys()].sort()).toEqual([...documented.keys()].sort());
    for (const [path, methods] of served) expect(documented.get(path), path).toEqual(methods);
  });

  it("answers every documented method with its handler, not 405 or the unknown-endpoint 404", async () => {
    for (const [path, methods] of await documentedOperations()) {
      for (const method of methods) {
        const response = await worker.fetch(concrete(path), {
          method: method.toUpperCase(),
          headers: { Origin: "http://localhost", "Content-Type": "application/json" },
          body: method === "get" ? undefined : "{}",
        });
        expect(response.status, `${method} ${path}`).not.toBe(405);
        const text = await response.text();
        expect(text, `${method} ${path}`).not.toContain("There is no API endpoint");
      }
    }
  });

  it("names body fields in snake_case, as the wire does", async () => {
    const response = await worker.fetch("http://localhost/api/v1/openapi.json");
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    expect(JSON.stringify(doc.paths["/api/v1/dataset"])).toContain('"is_public"');
  });
});
