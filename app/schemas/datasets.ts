import { z } from "zod";
import {
  ATTRIBUTE_TYPES,
  DATASET_DESCRIPTION_MAX,
  DATASET_LANGUAGES,
  DATASET_NAME_MAX,
  DATASET_SORTS,
  DATASET_TYPES,
  type DatasetSort,
  type DatasetType,
  UPLOAD_MAX_ATTRIBUTES,
  UPLOAD_MAX_ENTRIES,
} from "../utils/dataset-fields";
import { MAX_PAGE, pageSize } from "./page-param";

export {
  ATTRIBUTE_TYPES,
  DATASET_LANGUAGES,
  DATASET_SORTS,
  DATASET_TYPES,
  type DatasetSort,
  type DatasetType,
};

// Zod messages are locale keys (namespace "datasets"), translated where they are shown.

const tag = z.preprocess(
  (value) => (typeof value === "string" ? stripControls(value) : value),
  z
    .string()
    .trim()
    .min(1, "errors.tagEmpty")
    .max(32, "errors.tagTooLong")
    .refine((text) => text === "" || hasVisibleText(text), "errors.invisible"),
);

/** Tags as an array or a comma-joined string ("a, b"), as forms and SPEC's query strings send them. */
export const tagsSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    return value
      .split(/[,，]/)
      .map((part) => part.trim())
      .filter(Boolean);
  },
  z.array(tag).max(20, "errors.tooManyTags"),
);

// C0/C1 controls (tab and newline only where a text may span lines) and the bidi embedding,
// override and isolate controls (U+202A–202E, U+2066–2069) that can reverse how a name reads.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// Carriage return goes too: alone it rewinds a terminal line over what was printed (CRLF becomes LF).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// A terminal escape sequence whole (CSI `ESC [ … final`, OSC `ESC ] … BEL|ST`, and the C1 forms),
// so no "[2K" or "]52;c;…" is left behind once its ESC is gone. Each part is linear: no nested repeats.
const ESCAPE_SEQUENCES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]?|(?:\u001B\]|\u009D)[^\u0007\u001B\u009C]*(?:\u0007|\u001B\\|\u009C)?|\u001B[ -~]?/g;
// Nothing a reader can see: spaces, format characters (zero-width, joiners, marks), the Hangul and
// braille blanks that render as nothing.
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Removes control characters; `lines` keeps tab and newline (descriptions, changelogs). */
export function stripControls(text: string, { lines = false } = {}): string {
  return text.replace(ESCAPE_SEQUENCES, "").replace(lines ? CONTROLS_BUT_LINES : CONTROLS, "");
}

/** Whether a text has at least one character a reader can see. */
export const hasVisibleText = (text: string) => text.replace(INVISIBLE, "").length > 0;

/**
 * A one-line name anyone can reuse (datasets, tags, nicknames): control characters are stripped,
 * then it must be 1..max long and hold something visible (a name of only zero-width spaces, NUL
 * or RTL overrides is refused with `errors.invisible`).
 */
export function visibleName(max: number, tooLongKey = `errors.tooLong${max}`) {
  return z.preprocess(
    (value) => (typeof value === "string" ? stripControls(value) : value),
    z
      .string()
      .trim()
      .min(1, "errors.required")
      .max(max, tooLongKey)
      .refine((text) => text === "" || hasVisibleText(text), "errors.invisible"),
  );
}

/** A multi-line text with its control characters (but tab and newline) stripped. */
export function cleanText(max: number, tooLongKey = `errors.tooLong${max}`) {
  return z.preprocess(
    (value) => (typeof value === "string" ? stripControls(value, { lines: true }) : value),
    z.string().trim().max(max, tooLongKey),
  );
}

const name = visibleName(DATASET_NAME_MAX);
const description = cleanText(DATASET_DESCRIPTION_MAX);
const language = z.enum(DATASET_LANGUAGES, "errors.invalidChoice");
const type = z.enum(DATASET_TYPES, "errors.invalidChoice");

/** `true`/`false`/`"on"`/`"1"` from query strings and checkboxes. */
const flag = z.preprocess((value) => {
  if (value === "true" || value === "on" || value === "1") return true;
  if (value === "false" || value === "off" || value === "0") return false;
  return value;
}, z.boolean());

export const createDatasetSchema = z.object({
  name,
  description: description.default(""),
  isPublic: flag.default(true),
  allowFork: flag.default(true),
  language: language.default("zh-CN"),
  type: type.default("other"),
  tags: tagsSchema.default([]),
});
export type CreateDatasetInput = z.output<typeof createDatasetSchema>;

export const updateDatasetSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  isPublic: flag.optional(),
  allowFork: flag.optional(),
  language: language.optional(),
  type: type.optional(),
  tags: tagsSchema.optional(),
});
export type UpdateDatasetInput = z.output<typeof updateDatasetSchema>;

/** The create/edit page form: an unchecked checkbox is absent, so it means false. */
export const datasetFormSchema = z.object({
  name,
  description: description.default(""),
  isPublic: flag.optional().transform((value) => value ?? false),
  allowFork: flag.optional().transform((value) => value ?? false),
  language: language.default("zh-CN"),
  type: type.default("other"),
  tags: tagsSchema.default([]),
});

const limit = pageSize;
const page = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);
const optionalId = z.coerce.number().int().positive().optional();
// A search text never carries control characters (a NUL once cut the LIKE pattern to "%").
const query = z
  .preprocess(
    (value) => (typeof value === "string" ? stripControls(value) : value),
    z.string().trim().max(100, "errors.tooLong100"),
  )
  .optional();

export const datasetListQuerySchema = z.object({
  query,
  tags: tagsSchema.optional(),
  language: language.optional(),
  type: type.optional(),
  isPublic: flag.optional(),
  ownerId: optionalId,
  sort: z.enum(DATASET_SORTS).default("newest"),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit,
});
export type DatasetListQuery = z.output<typeof datasetListQuerySchema>;

export const datasetPageQuerySchema = z.object({
  page,
  limit,
  language: language.optional(),
  isPublic: flag.optional(),
  tags: tagsSchema.optional(),
  type: type.optional(),
  sort: z.enum(DATASET_SORTS).default("newest"),
});
export type DatasetPageQuery = z.output<typeof datasetPageQuerySchema>;

export const datasetSearchQuerySchema = z.object({
  search: query,
  page,
  limit,
  type: type.optional(),
  language: language.optional(),
  tags: tagsSchema.optional(),
  sort: z.enum(DATASET_SORTS).default("newest"),
});

export const datasetTagSearchQuerySchema = z.object({
  tags: tagsSchema,
  page,
  limit,
  type: type.optional(),
  language: language.optional(),
});

export const forkDatasetSchema = z.object({
  name: name.optional(),
  description: description.optional(),
  isPublic: flag.optional(),
  allowFork: flag.optional(),
  /** The fork's first changelog ("Forked from <name>" when empty). */
  note: cleanText(500).optional(),
});

/** The fork page form: an unchecked "public" box is absent, so it means private. */
export const forkFormSchema = z.object({
  intent: z.literal("fork"),
  name,
  isPublic: flag.optional().transform((value) => value ?? false),
  note: cleanText(500).optional(),
});
export type ForkDatasetInput = z.output<typeof forkDatasetSchema>;

export const idParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The dataset page's forms, one action: favorite, fork (a short form), delete (type the name), versions. */
export const datasetPageIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("favorite") }),
  z.object({ intent: z.literal("unfavorite") }),
  forkFormSchema,
  z.object({ intent: z.literal("delete"), confirmName: z.string().max(200).default("") }),
  z.object({ intent: z.literal("deleteVersion"), versionId: idParamSchema }),
  z.object({ intent: z.literal("restoreVersion"), versionId: idParamSchema }),
]);

/** "My datasets": undo a delete. */
export const restoreDatasetFormSchema = z.object({ intent: z.literal("restore"), id: idParamSchema });

export const favoriteCreateSchema = z.object({ datasetId: idParamSchema });
export const offsetQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit,
});

export const entriesQuerySchema = z.object({
  query: z
    .preprocess(
      (value) => (typeof value === "string" ? stripControls(value) : value),
      z.string().max(100, "errors.tooLong100"),
    )
    .default(""),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const downloadQuerySchema = z.object({ format: z.enum(["csv", "json"]).default("csv") });

export const updateVersionSchema = z.object({
  changelog: z.string().trim().max(5000, "errors.tooLong5000").optional(),
  name: name.optional(),
  description: description.optional(),
  tags: tagsSchema.optional(),
  isPublic: flag.optional(),
});
export type UpdateVersionInput = z.output<typeof updateVersionSchema>;

export const ATTRIBUTE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export { UPLOAD_MAX_ATTRIBUTES, UPLOAD_MAX_ENTRIES } from "../utils/dataset-fields";

const localizedText = z.object({
  "zh-CN": z.string().trim().max(100, "errors.tooLong100").optional(),
  "en-US": z.string().trim().max(100, "errors.tooLong100").optional(),
});

/** One column of `attributeTypes` (design §2). */
export const attributeColumnSchema = z
  .object({
    key: z.string().regex(ATTRIBUTE_KEY_PATTERN, "errors.attributeKey"),
    label: localizedText,
    shortLabel: z
      .object({
        "zh-CN": z.string().trim().max(24, "errors.tooLong24").optional(),
        "en-US": z.string().trim().max(24, "errors.tooLong24").optional(),
      })
      .optional(),
    type: z.enum(ATTRIBUTE_TYPES, "errors.invalidChoice"),
    unit: z.string().trim().max(32, "errors.tooLong32").optional(),
    tolerance: z.number().nonnegative().max(1e12).optional(),
    order: z.array(z.string().trim().min(1).max(100, "errors.tooLong100")).max(100).optional(),
    revealAfter: z.number().int().min(0).max(100).optional(),
    showInTable: z.boolean().optional(),
    valueLabels: z.record(z.string().max(100), localizedText).optional(),
  })
  .refine((column) => column.type !== "ordinal" || (column.order?.length ?? 0) > 0, {
    message: "errors.ordinalOrder",
    path: ["order"],
  });
export type AttributeColumnInput = z.output<typeof attributeColumnSchema>;

export const attributeTypesSchema = z
  .array(attributeColumnSchema)
  .max(UPLOAD_MAX_ATTRIBUTES, "errors.tooManyAttributes")
  .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, {
    message: "errors.duplicateKey",
  });

/** design §2 upload (entries are checked cell by cell afterwards, to report row and column). */
export const versionPayloadSchema = z.object({
  changelog: z.string().trim().max(5000, "errors.tooLong5000").default(""),
  attributeTypes: attributeTypesSchema,
  entries: z
    .array(z.record(z.string(), z.unknown()))
    .min(1, "errors.noEntries")
    .max(UPLOAD_MAX_ENTRIES, "errors.tooManyEntries"),
});
export type VersionPayload = z.output<typeof versionPayloadSchema>;
