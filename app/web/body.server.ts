import { UPLOAD_MAX_BYTES } from "~/utils/dataset-fields";
import { DomainError } from "~/utils/domain-error";

export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES;

function tooLarge(limit: number): DomainError {
  const kb = Math.round(limit / 1024);
  return new DomainError("TOO_LARGE", `Request body is larger than ${kb} KB`, {
    limit_bytes: limit,
    limit_kb: kb,
  }).because("bodyTooLarge");
}

/** Reads a body, refusing (413) as soon as it passes `limit` bytes, whatever Content-Length says. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > limit) throw tooLarge(limit);
  if (!request.body) return new Uint8Array();
  // HTTP framing holds a body with a Content-Length to exactly that length: read it at once.
  if (request.headers.has("Content-Length")) return new Uint8Array(await request.arrayBuffer());
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readBodyText(request: Request, limit = JSON_BODY_LIMIT): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/** Parses a JSON body (any content type: beacons send text/plain). An empty body is `{}`. */
export async function readJsonBody(request: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const text = await readBodyText(request, limit);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("INVALID", "Request body is not valid JSON");
  }
}
