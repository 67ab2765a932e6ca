import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { getVisibleDataset } from "~/services/datasets/visibility.server";
import { loadGameVersion } from "~/services/game/version-cache.server";
import { DomainError } from "~/utils/domain-error";
import { encodeNames, LOCAL_SUGGEST_MAX_ENTRIES } from "~/utils/suggest-names";
import { parseOrThrow } from "~/utils/validation";
import { apiHandler } from "~/web/api.server";
import { getAuthUser } from "~/web/current-user.server";
import type { RouteTiers } from "~/web/rate-limit.server";

/** docs/rate-limits.md: once per version and cached for good, so only the IP budget. */
export const rateTiers: RouteTiers = { read: null };

const id = z.coerce.number().int().positive();
const query = z.object({ datasetId: id, versionId: id });

/**
 * A small dataset's names for the guess box, once per version (ADR 032): a version's entries never
 * change, so the browser keeps the answer for as long as it likes (the URL names the version). It
 * is the same for every game of the version and holds no attribute: nothing in it tells the answer.
 */
export const loader = apiHandler(async ({ request, context, params }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const input = parseOrThrow(query, { datasetId: params.id, versionId: url.searchParams.get("v") });
  const user = await getAuthUser(context, request);
  await getVisibleDataset(context.deps, input.datasetId, user?.id ?? null);
  const version = await loadGameVersion(context.deps, input.versionId);
  if (version.datasetId !== input.datasetId) throw new DomainError("NOT_FOUND", "Dataset version not found");
  if (version.entries.length > LOCAL_SUGGEST_MAX_ENTRIES)
    throw new DomainError("TOO_LARGE", "Too many entries: use the suggest endpoint");
  return new Response(JSON.stringify(encodeNames(version.id, version.entries)), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // Private: a private dataset's names are its viewers' only.
      "Cache-Control": "private, max-age=31536000, immutable",
    },
  });
});
