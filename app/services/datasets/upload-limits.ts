import { UPLOAD_MAX_ATTRIBUTES, UPLOAD_MAX_ENTRIES } from "~/schemas/datasets";
import { DomainError } from "~/utils/domain-error";

/** Refuses an upload with more entries or attributes than one holds (entries are told first). */
export function assertUploadLimits(entries: number, attributes: number): void {
  if (entries > UPLOAD_MAX_ENTRIES) {
    throw new DomainError(
      "TOO_LARGE",
      `An upload holds at most ${UPLOAD_MAX_ENTRIES} entries; this one has ${entries}`,
      { limit: UPLOAD_MAX_ENTRIES, entries },
    ).because("uploadTooManyEntries");
  }
  if (attributes > UPLOAD_MAX_ATTRIBUTES) {
    throw new DomainError(
      "TOO_LARGE",
      `An upload holds at most ${UPLOAD_MAX_ATTRIBUTES} attributes; this one has ${attributes}`,
      { limit: UPLOAD_MAX_ATTRIBUTES, attributes },
    ).because("uploadTooManyAttributes");
  }
}
