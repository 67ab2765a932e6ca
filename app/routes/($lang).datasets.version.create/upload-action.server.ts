import { data } from "@remix-run/cloudflare";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import {
  dropUploadDraft,
  loadUploadDraft,
  previewDraft,
  saveUploadDraft,
  type UploadPreview,
} from "~/services/datasets/upload-draft.server";
import { createVersion } from "~/services/datasets/versions.server";
import { DomainError } from "~/utils/domain-error";
import { redirectWithToast } from "~/utils/toast.server";
import type { PageInput } from "~/web/page.server";
import { columnOverrides, readUploadFormForPage } from "~/web/upload-request.server";
import { ownedDatasetFromQuery } from "./owned-dataset.server";

export type UploadActionData = {
  draftId: string | null;
  changelog: string;
  preview: Omit<UploadPreview, "plan"> | null;
  formError: string | null;
};

const reply = (body: UploadActionData, status = 200) => data(body, { status });

/**
 * Step 1 stores the file as a draft and previews it; step 2 re-previews with the author's column
 * choices or saves. The form is read by the API's reader (`readUploadForm`, `columnOverrides`) and
 * checked by the API's schema and limits (`previewDraft` → `checkUploadPlan`): same refusals.
 */
export async function runUploadAction(input: PageInput) {
  const { user, dataset } = await ownedDatasetFromQuery(input);
  if (!dataset) throw new DomainError("NOT_FOUND", "Choose a dataset");
  const t = getT(input.locale, "datasets");
  const kv = input.deps.kv;
  const read = await readUploadFormForPage(input.request);
  if (!read.ok) {
    const formError = t("upload.tooLarge", { message: read.message });
    return reply({ draftId: null, changelog: "", preview: null, formError }, read.status);
  }
  const { form, file, changelog } = read.upload;
  let draftId = String(form.get("draft") ?? "");
  let draft = draftId ? await loadUploadDraft(kv, user.id, draftId, dataset.id) : null;
  if (file) {
    draft = { datasetId: dataset.id, fileName: file.name, text: file.text, changelog };
    draftId = await saveUploadDraft(kv, user.id, draft);
  } else if (!draft) {
    const formError = draftId ? t("upload.draftExpired") : t("upload.noFile");
    return reply({ draftId: null, changelog, preview: null, formError }, 400);
  }
  const { plan, ...preview } = previewDraft(draft, columnOverrides(form), changelog);
  const failed =
    preview.fileError !== null || preview.errorCount > 0 || Object.keys(preview.fieldErrors).length > 0;
  if (form.get("intent") !== "save" || failed || !plan) {
    return reply({ draftId, changelog, preview, formError: null }, failed ? 400 : 200);
  }
  const { version } = await createVersion(input.deps, user.id, dataset.id, plan);
  await dropUploadDraft(kv, user.id, draftId);
  return redirectWithToast(localizePath(`/datasets/${dataset.id}`, input.locale), {
    type: "success",
    title: t("upload.saved", { version: version.version, count: version.entriesCount }),
  });
}
