import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { raw } from "~/services/datasets/testing/api-client";
import { apiOperations } from "~/web/api/router.server";
import { createTestUser } from "../factories/users";
import { type BuildRoute, builtRoutes, gateOfBuild } from "./testing/route-gate";

// ADR 029: one match decides both the route a request runs and the tier it spends. Every API
// operation and every page route (its reads, and its action's writes) is sent as every variant a
// client can write of its path (`.data`, `?_data=`, case, a trailing slash, `%2F`): each spends
// the same tier as the plain path and runs the same route, or is refused outright as not found.
// Before, `POST /api/v1/register.data` spent `write` (60 a minute) instead of sign-up's 20.

const SAMPLE_PARAMS: Record<string, string> = {
  lang: "en-US",
  id: "1",
  userId: "1",
  datasetId: "1",
  provider: "github",
  locale: "en-US",
  file: "x.csv",
  date: "2026-01-01",
};

const fill = (template: string) =>
  template
    .replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "1")
    .replace(/:(\w+)\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "1")
    .replace(/\*$/, "x");

/** A page route's full path (its ancestors' paths joined), with sample parameters. */
function pagePath(route: BuildRoute): string {
  const parts: string[] = [];
  for (let at: BuildRoute | undefined = route; at; at = at.parentId ? builtRoutes[at.parentId] : undefined) {
    if (at.path) parts.unshift(at.path);
  }
  return `/${fill(parts.join("/"))}`.replace(/\/+/g, "/");
}

type Operation = { label: string; method: string; path: string; form?: URLSearchParams };

function operations(): Operation[] {
  const api = apiOperations().map(({ path, method }) => ({
    label: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path: fill(path),
  }));
  const pages = Object.values(builtRoutes)
    .filter((route) => route.id !== "root" && route.id !== "routes/api.v1.$")
    .flatMap((route) => {
      const path = pagePath(route);
      const reads: Operation[] = [{ label: `GET ${route.id}`, method: "GET", path }];
      if (typeof route.module.action !== "function") return reads;
      const intents = (route.module.rateTiers as { intents?: Record<string, string> } | undefined)?.intents;
      const forms = [
        undefined,
        ...Object.keys(intents ?? {}).map((intent) => new URLSearchParams({ intent })),
      ];
      return [
        ...reads,
        ...forms.map((form) => ({
          label: `POST ${route.id}${form ? ` ${form}` : ""}`,
          method: "POST",
          path,
          form,
        })),
      ];
    });
  return [...api, ...pages];
}

/** The variants of a path a client can write; `routeId` is the plain path's route (for `?_data=`). */
function variants(path: string, routeId: string | null): string[] {
  const [pathname, query = ""] = path.split("?");
  const withQuery = (p: string, extra = "") => {
    const search = [query, extra].filter(Boolean).join("&");
    return search ? `${p}?${search}` : p;
  };
  const localePrefix = pathname.startsWith("/en-US") ? "/en-US" : "";
  const rest = pathname.slice(localePrefix.length);
  const swapped = [...rest].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");
  const lastSlash = pathname.lastIndexOf("/");
  return [
    withQuery(pathname === "/" ? "/_root.data" : `${pathname}.data`),
    ...(routeId ? [withQuery(pathname, `_data=${encodeURIComponent(routeId)}`)] : []),
    withQuery(`${localePrefix}${swapped}`),
    withQuery(pathname.endsWith("/") ? pathname : `${pathname}/`),
    ...(lastSlash > 0
      ? [withQuery(`${pathname.slice(0, lastSlash)}%2F${pathname.slice(lastSlash + 1)}`)]
      : []),
  ];
}

function requestOf(operation: Operation, path: string): Request {
  const body = operation.form?.toString();
  return new Request(`http://localhost${path}`, {
    method: operation.method,
    body,
    headers: body
      ? { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) }
      : {},
  });
}

describe("one match decides a request's route and its tier", { timeout: 120_000 }, () => {
  it("every API operation and page route, as every variant of its path, spends the plain path's tier or is refused as not found", async () => {
    const gate = gateOfBuild();
    const differing: string[] = [];
    let checked = 0;
    for (const operation of operations()) {
      const plain = await gate.price(requestOf(operation, operation.path));
      for (const variant of variants(operation.path, plain.routeId)) {
        const priced = await gate.price(requestOf(operation, variant));
        checked += 1;
        const sameEndpoint =
          priced.api?.endpoints === plain.api?.endpoints || (priced.api === null && plain.api === null);
        if (priced.routeId === plain.routeId && priced.tier === plain.tier && sameEndpoint) continue;
        // Another route (or none): what runs must be a refusal, never the operation at a cheaper tier.
        const response = await raw(variant, {
          method: operation.method,
          body: operation.form,
          headers: { Accept: "text/html" },
        });
        await response.body?.cancel();
        if (response.status !== 404 && response.status !== 405 && response.status !== 403) {
          differing.push(
            `${operation.label} as ${variant}: ${priced.routeId} spends ${priced.tier} (plain: ${plain.routeId}, ${plain.tier}) and answered ${response.status}`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(differing).toEqual([]);
  });

  it("prices the attack's variants by the operation they run", async () => {
    const gate = gateOfBuild();
    const tier = async (path: string, method = "POST") =>
      (await gate.price(new Request(`http://localhost${path}`, { method }))).tier;
    expect(await tier("/api/v1/register.data")).toBe("signUp");
    expect(await tier("/api/v1/register?_data=routes%2Fapi.v1.%24")).toBe("signUp");
    expect(await tier("/API/V1/REGISTER/")).toBe("signUp");
    expect(await tier("/api/v1/dataset/1/versions.data")).toBe("upload");
    expect(await tier("/en-US/datasets/version/create.data")).toBe("upload");
    expect(
      await tier("/en-US/datasets/version/create?_data=routes%2F(%24lang).datasets.version.create"),
    ).toBe("upload");
    expect(await tier("/api/v1/dataset/search.data?search=x", "GET")).toBe("search");
    expect(await tier("/api/v1/versions/1/download.data", "GET")).toBe("download");
  });

  it("refuses a route a `?_data=` names that the gate did not price: nothing runs", async () => {
    // The root matches every path; the register form's path with `_data=root` must not run the form.
    const response = await raw("/en-US/auth/register?_data=root", {
      method: "POST",
      body: new URLSearchParams({ username: "x", email: "x@example.com", password: "p" }),
    });
    expect([403, 404, 405]).toContain(response.status);
    await response.body?.cancel();
  });

  it("30 sign-ups to /api/v1/register.data from one address: the sign-up budget (20 a minute) refuses the rest", async () => {
    const ip = `198.19.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      const response = await raw("/api/v1/register.data", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({ username: "", email: "bad", password: "" }),
      });
      await response.body?.cancel();
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    // A fixed window may straddle its end: at most twice the limit pass before the first 429.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length - 1).toBeLessThanOrEqual(40);
  });

  it("uploads through /api/v1/dataset/{id}/versions.data spend the upload budget by size", async () => {
    const user = await createTestUser(env.DB);
    const big = "a".repeat(5 * 1024 * 1024);
    let before = 0;
    for (; before < 14; before++) {
      const response = await raw("/api/v1/dataset/999999/versions.data", {
        method: "POST",
        headers: { Authorization: `Bearer ${user.accessToken}`, "Content-Type": "application/json" },
        body: big,
      });
      await response.body?.cancel();
      if (response.status === 429) break;
    }
    // Six units of thirty each: at most ten before a 429, where the write tier let 60 through.
    expect(before).toBeLessThanOrEqual(10);
  });
});
