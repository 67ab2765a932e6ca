import { z } from "zod";
import { formatSocialLines, genders, profileLanguages, themes } from "../utils/profile-fields";

export { formatSocialLines, genders, profileLanguages, themes };

const httpUrl = z
  .string()
  .trim()
  .max(2048, "errors.urlTooLong")
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), "errors.urlInvalid");

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const nullable = <S extends z.ZodType>(schema: S) => z.preprocess(emptyToNull, schema.nullable().optional());

/** PUT /api/v1/profile/me: every field optional (only sent fields change); empty strings clear. */
export const profileUpdateSchema = z.object({
  nickname: nullable(z.string().trim().max(64, "errors.nicknameTooLong")),
  avatarUrl: nullable(httpUrl),
  gender: z.enum(genders, { error: "errors.invalidChoice" }).optional(),
  birthday: nullable(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "errors.dateInvalid")
      .refine((value) => !Number.isNaN(Date.parse(value)) && value <= "9999-12-31", "errors.dateInvalid"),
  ),
  location: nullable(z.string().trim().max(100, "errors.locationTooLong")),
  bio: nullable(z.string().max(5000, "errors.bioTooLong")),
  language: nullable(z.enum(profileLanguages, { error: "errors.invalidChoice" })),
  timezone: nullable(
    z.string().max(64, "errors.timezoneInvalid").refine(isTimeZone, "errors.timezoneInvalid"),
  ),
  theme: z.enum(themes, { error: "errors.invalidChoice" }).optional(),
  website: nullable(httpUrl),
  socialLinks: nullable(
    z
      .record(z.string().trim().min(1).max(32, "errors.socialNameTooLong"), httpUrl)
      .refine((links) => Object.keys(links).length <= 10, "errors.tooManySocialLinks"),
  ),
  interests: nullable(
    z.array(z.string().trim().min(1).max(32, "errors.interestTooLong")).max(20, "errors.tooManyInterests"),
  ),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** "github https://github.com/me" per line → { github: "https://github.com/me" } (form only). */
export function parseSocialLines(text: string): Record<string, string> {
  const links: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const match = /^(\S+?)[\s:：]+(\S+)$/.exec(trimmed);
    if (match) links[match[1]] = match[2];
    else links[trimmed] = "";
  }
  return links;
}

export function parseInterests(text: string): string[] {
  return text
    .split(/[,，、\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The /profile page's form: social links and interests are text areas, turned into the API shape. */
export const profileFormSchema = z
  .object({
    nickname: z.string().max(64, "errors.nicknameTooLong").optional(),
    avatarUrl: z.string().max(2048, "errors.urlTooLong").optional(),
    gender: z.enum(genders, { error: "errors.invalidChoice" }).default("unspecified"),
    birthday: z.string().max(10, "errors.dateInvalid").optional(),
    location: z.string().max(100, "errors.locationTooLong").optional(),
    bio: z.string().max(5000, "errors.bioTooLong").optional(),
    language: z.string().max(8).optional(),
    timezone: z.string().max(64, "errors.timezoneInvalid").optional(),
    theme: z.enum(themes, { error: "errors.invalidChoice" }).default("system"),
    website: z.string().max(2048, "errors.urlTooLong").optional(),
    socialLinks: z.string().max(4000, "errors.socialLinksTooLong").optional(),
    interests: z.string().max(1000, "errors.interestsTooLong").optional(),
  })
  .transform((form, ctx) => {
    const candidate = {
      ...form,
      nickname: form.nickname ?? "",
      avatarUrl: form.avatarUrl ?? "",
      birthday: form.birthday ?? "",
      location: form.location ?? "",
      bio: form.bio ?? "",
      language: form.language ?? "",
      timezone: form.timezone ?? "",
      website: form.website ?? "",
      socialLinks: form.socialLinks?.trim() ? parseSocialLines(form.socialLinks) : null,
      interests: form.interests?.trim() ? parseInterests(form.interests) : null,
    };
    const parsed = profileUpdateSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", path: [String(issue.path[0] ?? "")], message: issue.message });
    }
    return z.NEVER;
  });

export const publicProfileSchema = z.object({
  userId: z.number().int(),
  nickname: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  gender: z.enum(genders),
});

export const fullProfileSchema = publicProfileSchema.extend({
  birthday: z.string().nullable(),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  language: z.enum(profileLanguages).nullable(),
  timezone: z.string().nullable(),
  theme: z.enum(themes),
  website: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()).nullable(),
  interests: z.array(z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FullProfile = z.output<typeof fullProfileSchema>;
export type PublicProfile = z.output<typeof publicProfileSchema>;

/** `{userId}` / `{id}` path parameters. */
export const userIdParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
