import { z } from "zod";

// Zod messages are locale keys (namespace "datasets"), translated where they are shown.
const column = z.string().trim().min(1, "upload.pool.errors.column").max(200, "upload.pool.errors.column");
const text = z.string().trim().min(1).max(200);

/**
 * which entries can be the answer (daily and practice); every entry stays guessable.
 * `column` is a source column (its header, or its path in nested records); `ids` are entry names.
 */
export const answerPoolSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("top"),
    column,
    count: z.coerce.number().int("upload.pool.errors.count").min(1, "upload.pool.errors.count").max(20_000),
    order: z.enum(["asc", "desc"]).default("desc"),
  }),
  z.object({
    kind: z.literal("filter"),
    column,
    values: z.array(text).min(1, "upload.pool.errors.values").max(1000),
  }),
  z.object({
    kind: z.literal("ids"),
    ids: z.array(text).min(1, "upload.pool.errors.values").max(20_000),
  }),
]);

export type AnswerPool = z.infer<typeof answerPoolSchema>;
