import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ATTRIBUTE_TYPES } from "~/schemas/datasets";
import { templateCsv, templateJson } from "~/services/datasets/templates";
import { pageNotFound } from "~/web/not-found.server";
import type { AttributeType } from "~db/schema";

/** GET /datasets/templates/{type}.csv|json: a template per attribute type, else 404. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const match = /^([a-z]+)\.(csv|json)$/.exec(params.file ?? "");
  const type = match?.[1] as AttributeType | undefined;
  if (!match || !type || !(ATTRIBUTE_TYPES as readonly string[]).includes(type)) {
    // spec §8's 404 text; a browser's request for a page gets the app's 404 page (workers/app.ts).
    throw pageNotFound(request);
  }
  const csv = match[2] === "csv";
  return new Response(csv ? templateCsv(type) : templateJson(type), {
    headers: {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="datadle-template-${type}.${match[2]}"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
