/** A prototype the API's key converter does not recognise as a plain object. */
class Verbatim {}

/**
 * The API converts every key to snake_case, which would turn "zh-CN" into "zh-_c_n" and rename
 * attribute keys. Values whose keys are data (locales, attribute keys, value labels) are wrapped so
 * they are serialized exactly as stored.
 */
export function verbatim<T extends object>(value: T): T {
  return Object.assign(Object.create(Verbatim.prototype) as T, value);
}

export function verbatimOrNull<T extends object>(value: T | null | undefined): T | null {
  return value ? verbatim(value) : null;
}

type Localized = { "zh-CN"?: string; "en-US"?: string };
type Column = { label: Localized; valueLabels?: Record<string, Localized> };

/** Attribute columns for the API: labels and value labels keep their keys. */
export function wireColumns<C extends Column>(columns: C[]): C[] {
  return columns.map((column) => ({
    ...column,
    label: verbatim(column.label),
    ...(column.valueLabels ? { valueLabels: verbatim(column.valueLabels) } : {}),
  }));
}

export function wireDataset<
  D extends {
    nameI18n: Localized | null;
    descriptionI18n: Localized | null;
    forkedFrom?: { nameI18n: Localized | null } | null;
  },
>(dataset: D): D {
  return {
    ...dataset,
    nameI18n: verbatimOrNull(dataset.nameI18n),
    descriptionI18n: verbatimOrNull(dataset.descriptionI18n),
    ...(dataset.forkedFrom
      ? { forkedFrom: { ...dataset.forkedFrom, nameI18n: verbatimOrNull(dataset.forkedFrom.nameI18n) } }
      : {}),
  };
}

export function wireVersion<V extends { attributeTypes: Column[] }>(version: V): V {
  return { ...version, attributeTypes: wireColumns(version.attributeTypes) };
}

export function wireEntry<E extends { labels: Localized | null; attributes?: Record<string, unknown> }>(
  entry: E,
): E {
  return {
    ...entry,
    labels: verbatimOrNull(entry.labels),
    ...(entry.attributes ? { attributes: verbatim(entry.attributes) } : {}),
  };
}
