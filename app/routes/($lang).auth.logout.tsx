import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import authStyles from "~/components/auth/auth.css?url";
import { localeFromPath, localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { logoutFromRequest } from "~/web/auth-session.server";
import type { RouteTiers } from "~/web/rate-limit.server";

/** docs/rate-limits.md: Logout keeps its own throttle (ADR 009): only the IP budget here. */
export const rateTiers: RouteTiers = { write: null };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

/** The site header posts here; the page itself only exists for a visitor who opens the URL. */
export async function action({ request, context }: ActionFunctionArgs) {
  const setCookie = await logoutFromRequest(context, request);
  const home = localizePath("/", localeFromPath(new URL(request.url).pathname));
  return redirect(home, { headers: { "Set-Cookie": setCookie } });
}

/** The browser loads these translations before hydrating. */
export const handle = { i18n: ["auth"] };

export function loader({ request }: LoaderFunctionArgs) {
  return { title: getT(localeFromPath(new URL(request.url).pathname), "auth")("logout.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function LogoutPage() {
  const { t } = useTranslation("auth");
  return (
    <section className="auth-page card" aria-labelledby="logout-title">
      <h1 id="logout-title">{t("logout.title")}</h1>
      <p>{t("logout.confirm")}</p>
      <Form method="post">
        <button type="submit" className="button button--primary button--lg">
          {t("logout.submit")}
        </button>
      </Form>
    </section>
  );
}
