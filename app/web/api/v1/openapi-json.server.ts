import { z } from "zod";
import { apiRoute } from "~/web/api-route.server";
import { openApiDocument } from "~/web/openapi.server";

let cached: string | null = null;

/** GET /api/v1/openapi.json: every operation the API routes declared with `apiRoute`. */
const route = apiRoute(
  {
    method: "get",
    path: "/api/v1/openapi.json",
    summary: "This document",
    tag: "meta",
    response: z.object({ openapi: z.string() }).passthrough(),
  },
  async () => {
    cached ??= JSON.stringify(openApiDocument());
    return new Response(cached, {
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
    });
  },
);

export const endpoints = [route];
