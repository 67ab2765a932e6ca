import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import {
  dropUploadDraft,
  loadUploadDraft,
  previewDraft,
  saveUploadDraft,
  type UploadPreview,
} from "~/services/datasets/upload-draft.server";
import { createVersion } from "~/services/datasets/versions.server";
import { isDomainError } from "~/utils/domain-error";
import { readBodyBytes, UPLOAD_BODY_LIMIT } from "~/utils/http/body.server";
import { redirectWithToast } from "~/utils/toast.server";
import { columnOverrides } from "~/web/upload-request.server";
import { ownedDatasetFromQuery } from "./owned-dataset.server";

export type UploadActionData = {
  draftId: string | null;
  changelog: string;
  preview: Omit<UploadPreview, "plan"> | null;
  formError: string | null;
};

const reply = (body: UploadActionData, status = 200) => data(body, { status });

async function readForm(request: Request): Promise<FormData> {
  const bytes = await readBodyBytes(request, UPLOAD_BODY_LIMIT);
  const contentType = request.headers.get("Content-Type") ?? "application/x-www-form-urlencoded";
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": contentType },
  }).formData();
}

/** Step 1 stores the file as a draft and previews it; step 2 re-previews with new types or saves. */
export async function runUploadAction(args: ActionFunctionArgs) {
  const { user, dataset } = await ownedDatasetFromQuery(args);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const t = getT(locale, "datasets");
  const kv = args.context.cloudflare.env.KV;
  let form: FormData;
  try {
    form = await readForm(args.request);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return reply(
      {
        draftId: null,
        changelog: "",
        preview: null,
        formError: t("upload.tooLarge", { message: error.message }),
      },
      error.status,
    );
  }
  const changelog = String(form.get("changelog") ?? "").slice(0, 5000);
  const file = form.get("file");
  let draftId = String(form.get("draft") ?? "");
  let draft = draftId ? await loadUploadDraft(kv, user.id, draftId, dataset.id) : null;
  if (file && typeof file !== "string" && file.size > 0) {
    draft = { datasetId: dataset.id, fileName: file.name.slice(0, 200), text: await file.text(), changelog };
    draftId = await saveUploadDraft(kv, user.id, draft);
  } else if (!draft) {
    const formError = draftId ? t("upload.draftExpired") : t("upload.noFile");
    return reply({ draftId: null, changelog, preview: null, formError }, 400);
  }
  const { plan, ...preview } = previewDraft(draft, columnOverrides(form), changelog);
  const failed = preview.fileError !== null || preview.errorCount > 0;
  if (form.get("intent") !== "save" || failed || !plan) {
    return reply({ draftId, changelog, preview, formError: null }, failed ? 400 : 200);
  }
  try {
    const { version } = await createVersion(args.context.deps, user.id, dataset.id, plan);
    await dropUploadDraft(kv, user.id, draftId);
    return redirectWithToast(localizePath(`/datasets/${dataset.id}`, locale), {
      type: "success",
      title: t("upload.saved", { version: version.version, count: version.entriesCount }),
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return reply(
      { draftId, changelog, preview, formError: t("upload.invalid", { message: error.message }) },
      error.status,
    );
  }
}
