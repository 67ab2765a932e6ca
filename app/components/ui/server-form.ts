import type { SubmissionResult } from "@conform-to/react";

/**
 * Forms validated on the server only (design §7: a page form and its API twin parse with the same
 * zod schema, in `pageAction`). The browser gets no zod and no conform runtime
 * (first-visit JavaScript): this reads the server's reply (conform's `SubmissionResult`, a plain
 * object) into what the fields render. The ids are conform's (`<form>-<field>`), so labels, tests
 * and links to fields stay the same.
 */
export type ServerFormReply = SubmissionResult<string[]> | null | undefined;

export type FieldMeta = {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  /** The value the server saw in a refused submit (never a hidden one, like a password), else the default. */
  defaultValue: string | undefined;
};

export type FormMeta = {
  id: string;
  errorId: string;
  /** The whole form's errors (conform's "" key). */
  errors: string[] | undefined;
  /**
   * Always set: the server is the one judge of a form, so the browser's own constraint bubbles
   * (in the browser's language, not the page's) never block a submit; `required` and `maxLength`
   * stay on the inputs as hints.
   */
  noValidate: true;
};

type Defaults = Record<string, string | boolean | undefined>;

const asString = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : Array.isArray(value) && typeof value[0] === "string"
      ? value[0]
      : undefined;

/** The form's and each named field's metadata from the server's last reply. */
export function serverForm<Name extends string>(
  id: string,
  names: readonly Name[],
  lastResult: ServerFormReply,
  defaults: Partial<Record<Name, string | boolean>> = {},
): { form: FormMeta; fields: Record<Name, FieldMeta> } {
  const submitted = lastResult?.initialValue as Record<string, unknown> | null | undefined;
  const errorsOf = (name: string) => {
    const errors = lastResult?.error?.[name];
    return errors && errors.length > 0 ? errors : undefined;
  };
  const fields = {} as Record<Name, FieldMeta>;
  for (const name of names) {
    const fallback = (defaults as Defaults)[name];
    // A refused submit: what was sent (a checkbox left unticked is absent from it).
    const value = submitted
      ? asString(submitted[name])
      : typeof fallback === "boolean"
        ? fallback
          ? "on"
          : undefined
        : fallback;
    fields[name] = {
      id: `${id}-${name}`,
      name,
      errorId: `${id}-${name}-error`,
      errors: errorsOf(name),
      defaultValue: value,
    };
  }
  return { form: { id, errorId: `${id}-error`, errors: errorsOf(""), noValidate: true }, fields };
}

/**
 * An input's id, name and kept value (a checkbox: its checked state). Its label, hint and error
 * wiring (`aria-describedby`, `aria-invalid`) come from `FormField`.
 */
export function inputProps(field: FieldMeta, type: string) {
  const common = { id: field.id, name: field.name, type };
  if (type === "checkbox") return { ...common, value: "on", defaultChecked: field.defaultValue === "on" };
  return { ...common, defaultValue: field.defaultValue };
}
