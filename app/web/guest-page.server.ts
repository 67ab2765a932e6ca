import type { AppLoadContext } from "@remix-run/cloudflare";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { enabledOAuthProviders } from "~/services/auth/oauth/providers.server";
import { requireGuest, safeRedirectPath } from "./guards.server";

/** What the login and register pages load: guests only, where to go back to, which providers. */
export async function loadGuestAuthPage(
  context: AppLoadContext,
  request: Request,
  titleKey: "login.metaTitle" | "register.metaTitle",
) {
  await requireGuest(context, request);
  const url = new URL(request.url);
  const t = getT(localeFromPath(url.pathname), "auth");
  return {
    title: t(titleKey),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")) ?? "",
    providers: enabledOAuthProviders(context.cloudflare.env),
  };
}
