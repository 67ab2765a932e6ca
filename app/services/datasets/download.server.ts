import { asc, eq } from "drizzle-orm";
import { entries } from "~db/schema";
import type { DatasetDeps } from "./datasets.server";
import { entriesToCsv, entriesToJson } from "./download-format";
import { getVersion } from "./versions.server";

export type VersionFile = { body: string; fileName: string; format: "csv" | "json" };

/** A version as a file (what `downloadUrl(s)` point to); 404 for a version of an invisible dataset. */
export async function downloadVersion(
  deps: DatasetDeps,
  versionId: number,
  viewerId: number | null,
  format: "csv" | "json",
): Promise<VersionFile> {
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
  return { body, fileName, format };
}
