import { describe, expect, it } from "vitest";
import { worker } from "./shell-worker";

/**
 * The OpenAPI document and the route files describe the same API: every `api.v1.*` route file's
 * URL and methods are in `/api/v1/openapi.json`, and every path and method there has a route file
 * that answers it. The route files are read by name (Remix's flat-route convention) and their
 * methods by asking them (a method a route lacks is 405 with `Allow`), not from the document.
 */
const routeFiles = Object.keys(import.meta.glob("/app/routes/api.v1.*.ts")).map((file) =>
  file.replace(/^.*\/routes\//, ""),
);

/** `api.v1.game.record_.$id.guess.ts` → `/api/v1/game/record/{id}/guess`; null for the splat. */
function routePath(file: string): string | null {
  const segments = file
    .replace(/\.ts$/, "")
    .replaceAll("[.]", "\u0000")
    .split(".")
    .map((segment) => segment.replaceAll("\u0000", "."));
  if (segments.includes("$")) return null;
  const parts = segments
    .filter((segment) => segment !== "_index")
    .map((segment) => segment.replace(/_$/, ""))
    .map((segment) => (segment.startsWith("$") ? `{${segment.slice(1)}}` : segment));
  return `/${parts.join("/")}`;
}

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

describe("API route files and /api/v1/openapi.json", () => {
  it("finds the route files", () => {
    expect(routeFiles.length).toBeGreaterThan(30);
    expect(routePath("api.v1.game.record_.$id.guess.ts")).toBe("/api/v1/game/record/{id}/guess");
    expect(routePath("api.v1.openapi[.]json.ts")).toBe("/api/v1/openapi.json");
    expect(routePath("api.v1.dataset.search._index.ts")).toBe("/api/v1/dataset/search");
  });

  it("documents every route file's path and methods, and nothing else", async () => {
    const documented = await documentedOperations();
    const served = new Map<string, string[]>();
    for (const file of routeFiles) {
      const path = routePath(file);
      if (path) served.set(path, (await allowedMethods(path)).sort());
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
