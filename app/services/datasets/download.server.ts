import { asc, eq } from "drizzle-orm";
import { entries } from "~db/schema";
import type { DatasetDeps } from "./datasets.server";
import { entriesToCsv, entriesToJson } from "./download-format";
import { getVersion } from "./versions.server";

/** A version as a file (what `downloadUrl(s)` point to); 404 for a version of an invisible dataset. */
export async function downloadVersion(
  deps: DatasetDeps,
  versionId: number,
  viewerId: number | null,
  format: "csv" | "json",
): Promise<Response> {
  const version = await getVersion(deps, versionId, viewerId);
  const rows = await deps.db
    .select({
      name: entries.name,
      labels: entries.labels,
      aliases: entries.aliases,
      imageUrl: entries.imageUrl,
      attributes: entries.attributes,
    })
    .from(entries)
    .where(eq(entries.versionId, versionId))
    .orderBy(asc(entries.position));
  const body =
    format === "csv"
      ? entriesToCsv(version.attributeTypes, rows)
      : entriesToJson(version.changelog, version.attributeTypes, rows);
  const fileName = `dataset-${version.datasetId}-v${version.version}.${format}`;
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // Never shared caches: a dataset made private must stop being served at once.
      "Cache-Control": "private, no-store",
    },
  });
}
