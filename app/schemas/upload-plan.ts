import { z } from "zod";
import { ATTRIBUTE_TYPES } from "../utils/dataset-fields";
import { answerPoolSchema } from "./answer-pool";

/**
 * What each source column becomes in the game: the entries' name, their name in one
 * language, an alias, the qualifier shown beside a name, the entry's picture, a compared attribute, a hint, or nothing.
 */
export const PLAN_ROLES = [
  "name",
  "name_zh",
  "name_en",
  "alias",
  "qualifier",
  "image",
  "attribute",
  "hint",
  "left_out",
] as const;
export type PlanRole = (typeof PLAN_ROLES)[number];

const shortText = (max: number) => z.string().trim().max(max, `errors.tooLong${max}`);

const bilingual = (max: number) =>
  z
    .object({ "zh-CN": shortText(max).optional(), "en-US": shortText(max).optional() })
    .strict()
    .default({});

/** One source column (a header, or a path such as `fields.height` in nested records). */
export const planColumnSchema = z
  .object({
    role: z.enum(PLAN_ROLES, "errors.invalidChoice"),
    type: z.enum(ATTRIBUTE_TYPES, "errors.invalidChoice").optional(),
    unit: shortText(32).optional(),
    tolerance: z.number().nonnegative().max(1e12).optional(),
    label: bilingual(100),
    short_label: bilingual(24),
    reveal_after: z.number().int().min(0).max(100).optional(),
    /** An ordinal column's values from lowest to highest. */
    order: z.array(shortText(100).min(1)).max(100).optional(),
    /** Dates written in numbers ("06/03/1902"): day first ("dmy") or month first ("mdy"). */
    day_order: z.enum(["dmy", "mdy"], "errors.invalidChoice").optional(),
    /** A latitude column joined with this longitude column (a path) into one location. */
    geo_with: z.string().max(200).optional(),
  })
  .strict();
export type PlanColumn = z.output<typeof planColumnSchema>;

/**
 * The column plan: one schema for the upload page's form and for `POST /api/v1/dataset/{id}/versions`
 * (its `plan` field). `columns` is keyed by the source column's path; a column the plan does not
 * name keeps the importer's proposal; so does an absent `qualifier_column` or `answer_pool` (null says none).
 */
export const uploadPlanSchema = z
  .object({
    /** JSON with several arrays of records: the one whose records are the entries (`volumes[].poems`). */
    records_path: z.string().min(1).max(200).optional(),
    /** A CSV's header line, counting non-empty lines from 1: the lines above it (a title, notes) are left out. */
    header_row: z.number().int().min(1).max(50).optional(),
    name_column: z.string().min(1).max(200).nullable().default(null),
    /** A second column joined after the name ("Curie" after "Marie"); null says none, absent takes the proposal. */
    name_with: z.string().min(1).max(200).nullable().optional(),
    columns: z.record(z.string().min(1).max(200), planColumnSchema).default({}),
    /** Entries named only in Chinese get their pinyin as another name (absent: yes). */
    pinyin_aliases: z.boolean().optional(),
    /** Names nearly all in lower case get a capital first letter ("aardonyx" → "Aardonyx"); absent: the proposal. */
    capitalize_names: z.boolean().optional(),
    /** Names written "A / B" in a minority of rows are split into a name and aliases (absent: yes); false keeps them whole. */
    split_slash_names: z.boolean().optional(),
    skip_invalid_rows: z.boolean().default(false),
    empty_invalid_cells: z.boolean().default(false),
    qualifier_column: z.string().min(1).max(200).nullable().optional(),
    answer_pool: answerPoolSchema.nullable().optional(),
  })
  .strict();
export type UploadPlanInput = z.input<typeof uploadPlanSchema>;
export type ColumnPlan = z.output<typeof uploadPlanSchema>;
