import { eq, sql } from "drizzle-orm";
import { VALUE_LABELS_MAX_VALUES, type ValueLabelsInput } from "~/schemas/value-labels";
import { forgetOnWrite } from "~/services/forget-on-write.server";
import { DomainError } from "~/utils/domain-error";
import { type AttributeColumn, type AttributeType, datasetVersions, type LocalizedText } from "~db/schema";
import { type DatasetDeps, getOwnedDataset } from "./datasets.server";

/** design §2: columns whose cells are categories a player reads (a hint's prose is not one). */
const CATEGORY_TYPES: readonly AttributeType[] = ["text", "set", "ordinal"];

export type ValueRow = { value: string; entries: number; labels: LocalizedText };
export type CategoryColumn = {
  key: string;
  label: LocalizedText;
  type: AttributeType;
  /** The column's values, most common first; empty when it has more than the form offers. */
  values: ValueRow[];
  tooMany: boolean;
};

/** A column's distinct values (a list's items one by one) with how many entries hold each, up to one past the cap. */
async function distinctValues(deps: Pick<DatasetDeps, "db">, versionId: number, key: string) {
  return deps.db.all<{ value: string; entries: number }>(sql`
    SELECT cell.value AS value, count(*) AS entries
    FROM entries, json_each(entries.attributes, ${`$.${key}`}) AS cell
    WHERE entries.version_id = ${versionId} AND cell.type = 'text' AND trim(cell.value) <> ''
    GROUP BY cell.value ORDER BY entries DESC, cell.value
    LIMIT ${VALUE_LABELS_MAX_VALUES + 1}`);
}

async function latestVersion(deps: Pick<DatasetDeps, "db">, datasetId: number, userId: number) {
  const dataset = await getOwnedDataset(deps, datasetId, userId);
  const row =
    dataset.latestVersionId === null
      ? undefined
      : await deps.db.query.datasetVersions.findFirst({
          where: eq(datasetVersions.id, dataset.latestVersionId),
        });
  if (!row) throw new DomainError("NOT_FOUND", "The dataset has no version yet").because("noVersionYet");
  return { dataset, version: row };
}

async function categoryColumns(
  deps: Pick<DatasetDeps, "db">,
  versionId: number,
  columns: AttributeColumn[],
): Promise<CategoryColumn[]> {
  const categories = columns.filter((column) => CATEGORY_TYPES.includes(column.type));
  const found = await Promise.all(categories.map((column) => distinctValues(deps, versionId, column.key)));
  return categories.map((column, at) => {
    const rows = found[at];
    const tooMany = rows.length > VALUE_LABELS_MAX_VALUES;
    return {
      key: column.key,
      label: column.label,
      type: column.type,
      tooMany,
      values: tooMany
        ? []
        : rows.map((row) => ({
            value: row.value,
            entries: row.entries,
            labels: column.valueLabels?.[row.value] ?? {},
          })),
    };
  });
}

/**
 * The owner's page of value labels: each category column of the dataset's latest version with
 * its values and their labels per language (the game shows the page language's; solar-system's
 * seed carries them the same way).
 */
export async function valueLabelsOf(deps: Pick<DatasetDeps, "db">, datasetId: number, userId: number) {
  const { dataset, version } = await latestVersion(deps, datasetId, userId);
  return {
    dataset,
    versionId: version.id,
    version: version.version,
    columns: await categoryColumns(deps, version.id, version.attributeTypes),
  };
}

const cleaned = (labels: LocalizedText): LocalizedText =>
  Object.fromEntries(Object.entries(labels).filter(([, text]) => typeof text === "string" && text.trim()));

/**
 * Saves the labels the owner gave (owner only), on the latest version in place: labels are how a
 * value is shown, never what is compared, so games, boards and the quality report stand. A value
 * the version does not hold is refused (the page was older than the version); an empty pair
 * removes that value's labels.
 */
export async function saveValueLabels(
  deps: DatasetDeps,
  datasetId: number,
  userId: number,
  input: ValueLabelsInput,
) {
  const { version } = await latestVersion(deps, datasetId, userId);
  const categories = await categoryColumns(deps, version.id, version.attributeTypes);
  const known = new Map(
    categories.map((column) => [column.key, new Set(column.values.map((row) => row.value))]),
  );
  for (const pair of input.labels) {
    if (!known.get(pair.column)?.has(pair.value)) {
      throw new DomainError("INVALID", "A value the latest version does not hold").because(
        "valueLabelsStale",
      );
    }
  }
  const columns = version.attributeTypes.map((column) => {
    const pairs = input.labels.filter((pair) => pair.column === column.key);
    if (pairs.length === 0) return column;
    const valueLabels: Record<string, LocalizedText> = { ...column.valueLabels };
    for (const pair of pairs) {
      const labels = cleaned({ "zh-CN": pair.zh, "en-US": pair.en });
      if (Object.keys(labels).length > 0) valueLabels[pair.value] = labels;
      else delete valueLabels[pair.value];
    }
    const { valueLabels: _old, ...rest } = column;
    return Object.keys(valueLabels).length > 0 ? { ...rest, valueLabels } : rest;
  });
  await deps.db
    .update(datasetVersions)
    .set({ attributeTypes: columns })
    .where(eq(datasetVersions.id, version.id));
  await forgetOnWrite(deps, { kind: "version-relabelled", versionIds: [version.id] });
  return { versionId: version.id, columns };
}
