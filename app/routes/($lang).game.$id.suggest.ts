import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { localeFromPath } from "~/i18n/config";
import { getVisibleDataset } from "~/services/datasets/visibility.server";
import { suggestEntries } from "~/services/game/resolve-guess";
import { loadGameVersion } from "~/services/game/version-cache.server";
import { DomainError } from "~/utils/domain-error";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";
import type { RouteTiers } from "~/web/rate-limit.server";

/** docs/rate-limits.md: Autocomplete is a search. */
export const rateTiers: RouteTiers = { read: "search" };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, max-age=60" },
  });

const id = z.coerce.number().int().positive();
const query = z.object({ datasetId: id, versionId: id, q: z.string().default("") });

/**
 * The guess box's autocomplete, over the game's own version (a daily may play an older one) and
 * from the isolate's cached entries: names, labels, aliases and images, never attributes. A
 * refusal leaves as the API's error envelope (`apiHandler`); the box treats any non-200 as empty.
 */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const input = parseOrThrow(query, {
    datasetId: params.id,
    versionId: url.searchParams.get("v"),
    q: url.searchParams.get("q") ?? "",
  });
  const user = await getAuthUser(context, request);
  await getVisibleDataset(context.deps, input.datasetId, user?.id ?? null);
  const version = await loadGameVersion(context.deps, input.versionId);
  if (version.datasetId !== input.datasetId) throw new DomainError("NOT_FOUND", "Dataset version not found");
  const suggestions = suggestEntries(version.entries, input.q.slice(0, 200), localeFromPath(url.pathname));
  return json({ suggestions });
});
