import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import authStyles from "~/components/auth/auth.css?url";
import { PublicProfileView } from "~/components/auth/public-profile-view";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { loadPublicProfilePage } from "~/web/profile-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth", "stats", "datasets"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadPublicProfilePage(context, request, params.id);
  const t = getT(localeFromPath(new URL(request.url).pathname), "auth");
  return {
    ...page,
    title: t("publicProfile.metaTitle", { name: page.profile.nickname ?? `#${page.profile.userId}` }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function UserPage() {
  const { profile, isOwn } = useLoaderData<typeof loader>();
  return <PublicProfileView profile={profile} isOwn={isOwn} />;
}
