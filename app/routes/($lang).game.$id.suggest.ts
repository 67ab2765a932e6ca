import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localeFromPath } from "~/i18n/config";
import { getAuthUser } from "~/web/current-user.server";
import { getVisibleDataset } from "~/services/datasets/visibility.server";
import { suggestEntries } from "~/services/game/resolve-guess";
import { loadGameVersion } from "~/services/game/version-cache.server";
import { isDomainError } from "~/utils/domain-error";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, max-age=60" },
  });

/**
 * The guess box's autocomplete, over the game's own version (a daily may play an older one) and
 * from the isolate's cached entries: names, labels, aliases and images, never attributes.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const datasetId = Number(params.id);
  const versionId = Number(url.searchParams.get("v"));
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  if (!Number.isInteger(datasetId) || !Number.isInteger(versionId) || versionId <= 0)
    return json({ suggestions: [] }, 400);
  try {
    const user = await getAuthUser(context, request);
    await getVisibleDataset(context.deps, datasetId, user?.id ?? null);
    const version = await loadGameVersion(context.deps, versionId);
    if (version.datasetId !== datasetId) return json({ suggestions: [] }, 404);
    return json({ suggestions: suggestEntries(version.entries, query, localeFromPath(url.pathname)) });
  } catch (error) {
    if (isDomainError(error)) return json({ suggestions: [] }, error.status);
    throw error;
  }
}
