import type { z } from "zod";
import { DomainError } from "./domain-error";
import { toSnake } from "./key-case";

/** A schema's own message is a translation key (`errors.passwordTooShort`); zod's defaults are English prose. */
const TRANSLATION_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

export const hasOwnKey = (issue: z.core.$ZodIssue) => TRANSLATION_KEY.test(issue.message);

/**
 * A parse's error map for forms (a schema's own message still wins): a value that is missing — an
 * empty form field, which conform reads as absent — is `errors.required`, not "expected string".
 */
export const missingIsRequired: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.input === undefined ? "errors.required" : undefined;

/** The machine-readable key of an issue: the schema's key, else one named after zod's issue code. */
export function issueKey(issue: z.core.$ZodIssue): string {
  if (hasOwnKey(issue)) return issue.message;
  const code = issue.code.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `errors.${code}`;
}

/** The field an issue is about, as the API spells it: `dataset_id`, `attribute_types.0.key`; "_" for the input itself. */
export function issueField(issue: z.core.$ZodIssue): string {
  const path = issue.path.map((part) => (typeof part === "string" ? toSnake(part) : String(part))).join(".");
  return path || "_";
}

/** `{ field_name: ["errors.key", ...] }` with snake_case paths, as the API reports them. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issueField(issue);
    fields[field] ??= [];
    fields[field].push(issueKey(issue));
  }
  return fields;
}

/**
 * A 400 from a schema: `details.fields` for machines; the zod issues and the raw input stay on the
 * error (never sent) so the API can word the message in the client's language and name a path
 * parameter that was parsed on its own (`/api/v1/dataset/abc` → `id`).
 */
export class InvalidInputError extends DomainError {
  readonly issues: z.core.$ZodIssue[];
  readonly input: unknown;

  constructor(error: z.ZodError, input: unknown) {
    const fields = fieldErrors(error);
    const first = error.issues[0];
    super("INVALID", first ? `Invalid ${issueField(first)}: ${issueKey(first)}` : "Invalid input", {
      fields,
    });
    this.issues = error.issues;
    this.input = input;
    this.because("invalidInput");
  }
}

/** Parses with a schema or throws a 400 naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new InvalidInputError(result.error, input);
}
