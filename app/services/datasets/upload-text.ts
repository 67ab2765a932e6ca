import { DomainError } from "~/utils/domain-error";
import { type ColumnOverride, looksLikeJson, planFromCsv, planFromJson } from "./upload-source";

/** A CSV or JSON text (from a file or a stored draft) as an upload plan. */
export function planFromText(
  fileName: string,
  text: string,
  changelog: string,
  overrides: Record<string, ColumnOverride>,
) {
  if (looksLikeJson(fileName, text)) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new DomainError("INVALID", "The file is not valid JSON").because("uploadNotJson");
    }
    const plan = planFromJson(raw);
    return { ...plan, changelog: changelog || plan.changelog };
  }
  return planFromCsv(text, changelog, overrides);
}
