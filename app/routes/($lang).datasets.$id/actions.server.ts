import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { idParamSchema } from "~/schemas/datasets";
import { deleteDataset } from "~/services/datasets/trash.server";
import { addFavorite, removeFavorite } from "~/services/datasets/favorites.server";
import { forkDataset } from "~/services/datasets/fork.server";
import { isDomainError } from "~/utils/domain-error";
import { pageNotFound } from "~/utils/not-found.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUserForPage } from "~/web/guards.server";

/** The dataset page's buttons: favorite, unfavorite, fork, delete (POST, work without JavaScript). */
export async function runDatasetAction({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUserForPage(context, request);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = getT(locale, "datasets");
  const id = idParamSchema.safeParse(params.id);
  if (!id.success) throw pageNotFound(request);
  const deps = context.deps;
  const intent = String((await request.formData()).get("intent") ?? "");
  const here = url.pathname;
  try {
    switch (intent) {
      case "favorite":
        await addFavorite(deps, user.id, id.data);
        return redirectWithToast(here, { type: "success", title: t("detail.favorited") });
      case "unfavorite":
        await removeFavorite(deps, user.id, id.data);
        return redirectWithToast(here, { type: "success", title: t("detail.unfavorited") });
      case "fork": {
        const { dataset } = await forkDataset(deps, user.id, id.data, {});
        return redirectWithToast(localizePath(`/datasets/${dataset.id}`, locale), {
          type: "success",
          title: t("detail.forked"),
        });
      }
      case "delete":
        await deleteDataset(deps, user.id, id.data);
        return redirectWithToast(localizePath("/datasets/my", locale), {
          type: "success",
          title: t("detail.deleted"),
        });
      default:
        return redirect(here);
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === "NOT_FOUND") throw pageNotFound(request);
    const title =
      error.code === "FORBIDDEN"
        ? t(intent === "fork" ? "detail.forkNotAllowed" : "errors.forbidden")
        : t("errors.failed");
    return redirectWithToast(here, { type: "error", title });
  }
}
