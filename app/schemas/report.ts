import { z } from "zod";
import { cleanText } from "./datasets";

export const reportReasons = ["spam", "offensive", "copyright", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

/** POST /api/v1/dataset/{id}/report. Messages are i18n keys of the `datasets` namespace. */
export const reportSchema = z.object({
  reason: z.enum(reportReasons, { error: "errors.reportReason" }),
  // Stripped of control characters when written: an operator reads notes in a terminal (moderate.mjs).
  note: cleanText(2000, "errors.reportNoteTooLong").optional().default(""),
});
export type ReportInput = z.output<typeof reportSchema>;

export const reportFormSchema = reportSchema.extend({ intent: z.literal("report") });
