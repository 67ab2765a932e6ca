import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { FieldMeta } from "./server-form";

/** The namespaces whose `errors.*` keys the zod schemas of forms use as messages. */
export type FormErrorNamespace = "auth" | "datasets" | "game";

/** Translates zod message keys (`errors.*`) of a form's namespace into one sentence, or null. */
export function useErrorText(ns: FormErrorNamespace = "auth") {
  const { t } = useTranslation(ns);
  // A key may carry a count after a colon (`errors.throttled:2`, minutes to wait).
  const text = (entry: string) => {
    // A finished sentence is already in the page's language (`pageIssueMessage`: a rule with no key).
    if (/[.。!！?？]$/.test(entry)) return entry;
    const [key, count] = entry.split(":");
    const options = count === undefined ? {} : { count: Number(count) || 1 };
    return t(key as "errors.generic", { ...options, defaultValue: t("errors.generic") });
  };
  return (errors: string[] | undefined) => (errors?.length ? errors.map(text).join(" ") : null);
}

/** A field's translated errors, announced when they appear. */
export function FieldErrors({
  id,
  errors,
  ns = "auth",
}: {
  id: string;
  errors: string[] | undefined;
  ns?: FormErrorNamespace;
}) {
  const text = useErrorText(ns)(errors);
  if (!text) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  );
}

export type FieldProps = {
  field: Pick<FieldMeta, "id" | "errorId" | "errors">;
  label: string;
  hint?: string;
  ns?: FormErrorNamespace;
  children: (aria: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
};

/** Label, control, hint and translated errors, wired together for screen readers. */
export function FormField({ field, label, hint, ns, children }: FieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      {children({
        id: field.id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(field.errors?.length ? { "aria-invalid": true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="muted field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} ns={ns} />
    </div>
  );
}

/**
 * Errors of the whole form (login failed, throttled...), already translated by the caller. A new
 * message that is out of view (a long form's error sits above it, the submit button below) is
 * scrolled to the middle of the screen, clear of the sticky header on phones.
 */
export function FormError({ id, message }: { id: string; message: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!message || !element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  }, [message]);
  if (!message) return null;
  return (
    <div id={id} ref={box} className="form-error" role="alert">
      {message}
    </div>
  );
}
