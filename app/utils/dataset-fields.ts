/**
 * The dataset forms' choices and limits, shared by the zod schemas (`app/schemas/datasets.ts`) and
 * the pages' controls. No zod here: pages import this in the browser (first-visit
 * JavaScript).
 */
export const DATASET_TYPES = [
  "science",
  "geography",
  "astronomy",
  "history",
  "games",
  "anime",
  "sports",
  "music",
  "movies",
  "people",
  "animals",
  "food",
  "other",
] as const;
export type DatasetType = (typeof DATASET_TYPES)[number];

export const DATASET_LANGUAGES = ["zh-CN", "en-US"] as const;
/** `trending`: plays in the last 7 days (what browse and featured lead with). */
export const DATASET_SORTS = ["newest", "favorites", "plays", "trending"] as const;
export type DatasetSort = (typeof DATASET_SORTS)[number];

export const DATASET_NAME_MAX = 64;
/** What one upload may hold (the page states them; the API refuses more with 413). */
export const UPLOAD_MAX_ENTRIES = 20_000;
export const UPLOAD_MAX_ATTRIBUTES = 50;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const DATASET_DESCRIPTION_MAX = 5000;

export const ATTRIBUTE_TYPES = ["text", "set", "number", "date", "ordinal", "geo", "hint"] as const;
