import { ATTRIBUTE_TYPES } from "~/schemas/datasets";
import { type ColumnOverride, planFromJson, type UploadPlan } from "~/services/datasets/upload-source";
import { planFromText } from "~/services/datasets/upload-text";
import { DomainError } from "~/utils/domain-error";
import { readBodyBytes, UPLOAD_BODY_LIMIT } from "~/utils/http/body.server";
import type { AttributeType } from "~db/schema";

const isType = (value: unknown): value is AttributeType =>
  typeof value === "string" && (ATTRIBUTE_TYPES as readonly string[]).includes(value);

const splitOrder = (text: string) =>
  text
    .split(/[;；\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The author's column choices from form fields `type_<key>`, `order_<key>` ("a; b; c"),
 * `unit_<key>`, or one `columns` JSON field `{key: {type, order, unit, label}}`.
 */
export function columnOverrides(form: FormData): Record<string, ColumnOverride> {
  const out: Record<string, ColumnOverride> = {};
  const columns = form.get("columns");
  if (typeof columns === "string" && columns.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(columns);
    } catch {
      throw new DomainError("INVALID", "columns is not valid JSON", {
        fields: { columns: ["invalid JSON"] },
      });
    }
    if (parsed && typeof parsed === "object") {
      for (const [key, raw] of Object.entries(parsed as Record<string, Record<string, unknown>>)) {
        out[key] = {
          type: isType(raw?.type) ? raw.type : undefined,
          order: Array.isArray(raw?.order)
            ? raw.order.map(String)
            : typeof raw?.order === "string"
              ? splitOrder(raw.order)
              : undefined,
          unit: typeof raw?.unit === "string" ? raw.unit.slice(0, 32) : undefined,
          label: typeof raw?.label === "string" ? raw.label.slice(0, 100) : undefined,
        };
      }
    }
  }
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const match = /^(type|order|unit)_(.+)$/.exec(name);
    if (!match) continue;
    const [, field, key] = match;
    out[key] ??= {};
    if (field === "type" && isType(value)) out[key].type = value;
    if (field === "order" && value.trim()) out[key].order = splitOrder(value);
    if (field === "unit" && value.trim()) out[key].unit = value.trim().slice(0, 32);
  }
  return out;
}

export type UploadRequest = { plan: UploadPlan; fileName: string; text: string | null };

/** `POST …/versions`: a JSON body (design §2) or multipart with `file` (CSV/JSON), ≤ 5 MB (else 413). */
export async function readUploadRequest(request: Request): Promise<UploadRequest> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const bytes = await readBodyBytes(request, UPLOAD_BODY_LIMIT);
  if (!contentType.includes("multipart/form-data")) {
    const text = new TextDecoder().decode(bytes);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new DomainError("INVALID", "Request body is not valid JSON");
    }
    return { plan: planFromJson(raw), fileName: "body.json", text: null };
  }
  const form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": contentType },
  }).formData();
  const file = form.get("file");
  if (!file || typeof file === "string") {
    throw new DomainError("INVALID", "Attach a CSV or JSON file as `file`", {
      fields: { file: ["required"] },
    });
  }
  const text = await file.text();
  const changelog = String(form.get("changelog") ?? "");
  return { plan: planFromText(file.name, text, changelog, columnOverrides(form)), fileName: file.name, text };
}
