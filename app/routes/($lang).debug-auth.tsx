import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { getBrowserAuthStore, useAuthState } from "~/client/auth-store-browser";
import authStyles from "~/components/auth/auth.css?url";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import { getRequestAuth } from "~/web/current-user.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The auth state without secrets: who, how, and until when; never a token. */
/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await getRequestAuth(context, request);
  const t = getT(localeFromPath(new URL(request.url).pathname), "auth");
  return {
    title: t("debug.metaTitle"),
    server: {
      via: auth.kind,
      user: auth.kind === "none" ? null : { id: auth.user.id, username: auth.user.username },
      rememberMe: auth.kind === "cookie" ? auth.user.rememberMe : null,
      sessionExpiresAt: auth.kind === "cookie" ? auth.user.sessionExpiresAt.toISOString() : null,
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

function useNow(intervalMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

export default function DebugAuthPage() {
  const { server } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const locale = useCurrentLocale();
  const client = useAuthState();
  const now = useNow(1000);
  const runtime = now === null ? null : getBrowserAuthStore().getRuntime();
  const format = (value: string | number | null) =>
    value === null
      ? "—"
      : new Date(value).toLocaleString(locale, { dateStyle: "medium", timeStyle: "medium" });
  const yesNo = (value: boolean | null) => (value === null ? "—" : value ? t("debug.yes") : t("debug.no"));
  const via = { cookie: t("debug.viaCookie"), bearer: t("debug.viaBearer"), none: t("debug.viaNone") }[
    server.via
  ];
  return (
    <section className="profile-page" aria-labelledby="debug-title">
      <h1 id="debug-title">{t("debug.title")}</h1>
      <p className="muted">{t("debug.intro")}</p>
      <section className="card" aria-labelledby="debug-server">
        <h2 id="debug-server">{t("debug.server")}</h2>
        <dl className="debug-list" data-testid="debug-server">
          <dt>{t("debug.via")}</dt>
          <dd>{server.user ? `${t("debug.signedIn")} (${via})` : t("debug.signedOut")}</dd>
          <dt>{t("debug.user")}</dt>
          <dd>{server.user ? `${server.user.username} (#${server.user.id})` : "—"}</dd>
          <dt>{t("debug.rememberMe")}</dt>
          <dd>{yesNo(server.rememberMe)}</dd>
          <dt>{t("debug.sessionExpires")}</dt>
          <dd>{format(server.sessionExpiresAt)}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="debug-client">
        <h2 id="debug-client">{t("debug.client")}</h2>
        {runtime === null ? (
          <p>{t("debug.loading")}</p>
        ) : (
          <dl className="debug-list" data-testid="debug-client">
            <dt>{t("debug.via")}</dt>
            <dd>{client.isAuthenticated ? t("debug.signedIn") : t("debug.signedOut")}</dd>
            <dt>{t("debug.user")}</dt>
            <dd>{client.user ? `${client.user.username} (#${client.user.id})` : "—"}</dd>
            <dt>{t("debug.hasToken")}</dt>
            <dd>{yesNo(client.token !== null)}</dd>
            <dt>{t("debug.tokenExpires")}</dt>
            <dd>{format(client.tokenExpiresAt)}</dd>
            <dt>{t("debug.rememberMe")}</dt>
            <dd>{yesNo(client.rememberMe)}</dd>
            <dt>{t("debug.nextRefresh")}</dt>
            <dd>{runtime.nextRefreshAt === null ? t("debug.noRefresh") : format(runtime.nextRefreshAt)}</dd>
            <dt>{t("debug.failures")}</dt>
            <dd>{runtime.consecutiveFailures}</dd>
          </dl>
        )}
      </section>
    </section>
  );
}
