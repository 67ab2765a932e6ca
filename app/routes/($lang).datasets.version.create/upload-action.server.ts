import { data } from "@remix-run/cloudflare";
import type { Locale } from "~/i18n/config";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { previousVersion } from "~/services/datasets/previous-version.server";
import { comparesNothing } from "~/services/datasets/quality/compares-nothing";
import {
  dropUploadDraft,
  loadUploadDraft,
  previewDraft,
  saveUploadDraft,
  type UploadPreview,
} from "~/services/datasets/upload-draft.server";
import { createVersion } from "~/services/datasets/versions.server";
import { DomainError } from "~/utils/domain-error";
import { domainErrorMessage } from "~/web/api-messages.server";
import type { PageInput } from "~/web/page.server";
import { redirectWithToast } from "~/web/toast.server";
import {
  columnOverridesOrNull,
  pageChoices,
  pagePlan,
  readUploadFormForPage,
} from "~/web/upload-request.server";
import { ownedDatasetFromQuery } from "./owned-dataset.server";

/** The preview the page shows: no plan, and its refusal already worded in the page's language. */
export type PagePreview = Omit<UploadPreview, "plan" | "refusal" | "prepared">;

export type UploadActionData = {
  draftId: string | null;
  changelog: string;
  preview: PagePreview | null;
  formError: string | null;
};

/**
 * A refused file in the page's language (never the service's English): a row rule's words
 * (`uploadErrors.<code>`), else the API's sentence for the refusal (its reason, or its first bad
 * field and problem). The changelog's own errors stay next to the changelog.
 */
function wordedPreview(preview: Omit<UploadPreview, "plan" | "prepared">, locale: Locale): PagePreview {
  const { refusal, ...rest } = preview;
  if (!refusal) return rest;
  const otherFields = Object.keys(rest.fieldErrors).filter((field) => field !== "changelog");
  if (!rest.fileError && otherFields.length === 0) return rest;
  const t = getT(locale, "authoring");
  const reason = rest.fileError?.reason ?? "fields";
  const rowRule = t(`uploadErrors.${reason}` as "uploadErrors.notText", { defaultValue: "" });
  const message = rowRule || domainErrorMessage(refusal, locale);
  return { ...rest, fileError: { reason, message } };
}

const reply = (body: UploadActionData, status = 200) => data(body, { status });

/**
 * Step 1 stores the file as a draft and previews it; step 2 re-previews with the author's column
 * choices or saves. The form is read by the API's reader (`readUploadForm`, `columnOverrides`) and
 * checked by the API's schema and limits (`previewDraft` → `checkUploadPlan`): same refusals.
 */
export async function runUploadAction(input: PageInput) {
  const { user, dataset } = await ownedDatasetFromQuery(input);
  if (!dataset) throw new DomainError("NOT_FOUND", "Choose a dataset");
  const t = getT(input.locale, "authoring");
  const kv = input.deps.kv;
  const read = await readUploadFormForPage(input.request);
  if (!read.ok) {
    // Only a 413 is "too large": a form that cannot be read or a UTF-32 file says its own words.
    const message = domainErrorMessage(read.error, input.locale);
    const formError = read.status === 413 ? t("upload.tooLarge", { message }) : message;
    return reply({ draftId: null, changelog: "", preview: null, formError }, read.status);
  }
  const { form, file, changelog } = read.upload;
  let draftId = String(form.get("draft") ?? "");
  let draft = draftId ? await loadUploadDraft({ kv }, user.id, draftId, dataset.id) : null;
  if (file) {
    draft = {
      datasetId: dataset.id,
      fileName: file.name,
      text: file.text,
      changelog,
      encoding: file.encoding,
    };
    draftId = await saveUploadDraft({ kv }, user.id, draft);
  } else if (!draft) {
    const formError = draftId ? t("upload.draftExpired") : t("upload.noFile");
    return reply({ draftId: null, changelog, preview: null, formError }, 400);
  }
  // The preview's selects and inputs cannot send an unreadable choice: one that arrives was changed
  // outside the page, so the preview is shown as inferred, with the form's error above it.
  const overrides = columnOverridesOrNull(form);
  // The plan the page last previewed with the author's rows over it: one plan from preview to save.
  const columnPlan = pagePlan(form);
  const planUnreadable = form.get("plan_form") === "1" && !columnPlan;
  const choices = {
    ...pageChoices(form, columnPlan),
    previous: await previousVersion(input.deps, dataset.id),
  };
  const { plan, prepared, ...checked } = previewDraft(
    draft,
    overrides ?? {},
    changelog,
    choices,
    input.locale,
  );
  const preview = wordedPreview(checked, input.locale);
  if (!overrides || planUnreadable) {
    const formError = getT(input.locale, "datasets")("errors.badFormValue");
    return reply({ draftId, changelog, preview, formError }, 400);
  }
  const failed =
    preview.fileError !== null || preview.errorCount > 0 || Object.keys(preview.fieldErrors).length > 0;
  // A table no column compares makes no game: its preview says so, and it is not saved.
  if (form.get("intent") !== "save" || failed || !prepared || comparesNothing(prepared.quality)) {
    return reply({ draftId, changelog, preview, formError: null }, failed ? 400 : 200);
  }
  // The entries, plan and report just previewed are stored as they are: no second read or report.
  const { version } = await createVersion(input.deps, user.id, dataset.id, prepared);
  await dropUploadDraft({ kv }, user.id, draftId);
  return redirectWithToast(localizePath(`/datasets/${dataset.id}`, input.locale), {
    type: "success",
    title: t("upload.saved", { version: version.version, count: version.entriesCount }),
  });
}
