import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { datasetPageIntentSchema, idParamSchema } from "~/schemas/datasets";
import { getOwnedDataset } from "~/services/datasets/datasets.server";
import { addFavorite, removeFavorite } from "~/services/datasets/favorites.server";
import { forkDataset } from "~/services/datasets/fork.server";
import { deleteDataset, deleteVersion, restoreVersion } from "~/services/datasets/trash.server";
import { DomainError } from "~/utils/domain-error";
import { pageAction } from "~/web/page.server";
import { redirectWithToast } from "~/web/toast.server";

/** The dataset id of the page, or the 404 page. */
export function datasetIdParam(raw: string | undefined): number {
  const id = idParamSchema.safeParse(raw);
  if (!id.success) throw new DomainError("NOT_FOUND", "Dataset not found");
  return id.data;
}

/**
 * The dataset page's forms (POST, no JavaScript needed): favorite, unfavorite, fork (name,
 * visibility, note), delete (the dataset's name typed to confirm; Undo on "My datasets"), and
 * delete/restore a version. Refusals come back to the form that sent them.
 */
export const datasetAction = pageAction(
  datasetPageIntentSchema,
  async ({ deps, requireUser, params, locale, url, value }) => {
    const user = await requireUser();
    const id = datasetIdParam(params.id);
    const t = getT(locale, "datasets");
    const here = url.pathname;
    switch (value.intent) {
      case "favorite":
        await addFavorite(deps, user.id, id);
        return redirectWithToast(here, { type: "success", title: t("detail.favorited") });
      case "unfavorite":
        await removeFavorite(deps, user.id, id);
        return redirectWithToast(here, { type: "success", title: t("detail.unfavorited") });
      case "fork": {
        const { dataset } = await forkDataset(deps, user.id, id, {
          name: value.name,
          isPublic: value.isPublic,
          note: value.note,
        });
        return redirectWithToast(localizePath(`/datasets/${dataset.id}`, locale), {
          type: "success",
          title: t("detail.forked"),
        });
      }
      case "delete": {
        const dataset = await getOwnedDataset(deps, id, user.id);
        if (value.confirmName.trim() !== dataset.name.trim()) {
          throw new DomainError("INVALID", "The typed name does not match the dataset's name", {
            fields: { confirmName: ["errors.deleteNameMismatch"] },
          });
        }
        await deleteDataset(deps, user.id, id);
        // "My datasets" shows the Undo button for it (and the 30-day trash).
        return redirectWithToast(localizePath(`/datasets/my?deleted=${id}`, locale), {
          type: "success",
          title: t("detail.deleted"),
        });
      }
      case "deleteVersion":
        await deleteVersion(deps, user.id, value.versionId);
        return redirectWithToast(here, { type: "success", title: t("detail.versionDeleted") });
      case "restoreVersion":
        await restoreVersion(deps, user.id, value.versionId);
        return redirectWithToast(here, { type: "success", title: t("detail.versionRestored") });
    }
  },
  // The typed fields show their errors; a bad intent, version id or checkbox is the form's error.
  { shownFields: ["name", "note", "confirmName"] },
);
