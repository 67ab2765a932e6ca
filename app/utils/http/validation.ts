import type { z } from "zod";
import { DomainError } from "../domain-error";
import { toSnake } from "../key-case";

/** `{ field_name: ["message", ...] }` with snake_case paths, as the API reports them. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path
      .map((part) => (typeof part === "string" ? toSnake(part) : String(part)))
      .join(".");
    const key = path || "_";
    fields[key] ??= [];
    fields[key].push(issue.message);
  }
  return fields;
}

/** Parses with a schema or throws a 400 DomainError naming every bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  const first = Object.entries(fields)[0];
  const message = first ? `Invalid ${first[0]}: ${first[1][0]}` : "Invalid input";
  throw new DomainError("INVALID", message, { fields });
}
