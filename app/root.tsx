import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { revalidateUnlessAnswered } from "~/utils/answered-action";
import { AuthSync } from "./components/auth/auth-sync";
import { useBarePage } from "./components/layout/bare-page";
import { BuildBanner } from "./components/layout/build-banner";
import { ErrorPage, errorKind } from "./components/layout/error-page";
import { SiteShell } from "./components/layout/site-shell";
import { StorageStandIn } from "./components/layout/storage-stand-in";
import { usePalette } from "./components/palette/use-palette";
import { ToastViewport } from "./components/toast/toast-viewport";
import { localeFromPath } from "./i18n/config";
import { PageTranslations } from "./i18n/route-namespaces";
import stylesHref from "./styles/app.css?url";
import { useNonce } from "./utils/nonce-provider";
import { PAGE_STYLES_SLOT_ID } from "./utils/page-styles-slot";
import { readPalette } from "./web/palette.server";
import { shellTitles } from "./web/shell-titles.server";
import { getShellUser } from "./web/shell-user.server";
import { getToast } from "./web/toast.server";

const NO_STYLES = { __html: "" };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** A scripted guess answered with its view: nothing reloads (see answered-action). */
export const shouldRevalidate = revalidateUnlessAnswered;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [user, { toast, headers }, palette] = await Promise.all([
    getShellUser(context, request),
    getToast(request),
    readPalette(request),
  ]);
  return data(
    { locale, user, toast, palette, titles: shellTitles(locale) },
    headers ? { headers } : undefined,
  );
}

/** Used when a page sets no title, and on error pages (the boundary is here, so no route below sets one). */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [{ title: data?.titles.app ?? "Datadle" }];
  const kind = errorKind(isRouteErrorResponse(error) ? error.status : 500);
  return [{ title: data?.titles[kind] ?? "Datadle" }];
};

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export type RootLoaderData = NonNullable<ReturnType<typeof useRootData>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The root loader's data is missing when the root loader itself failed: the path still says the language.
  const { pathname } = useLocation();
  const nonce = useNonce();
  const palette = usePalette(data?.palette);
  const bare = useBarePage();
  return (
    <html
      lang={data?.locale ?? localeFromPath(pathname)}
      data-theme={data?.user?.theme ?? "system"}
      data-palette={palette === "colorblind" ? "colorblind" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Only pages shown in other sites' frames meet blocked storage. */}
        {bare ? <StorageStandIn nonce={nonce} /> : null}
        {/* The stylesheets first: the first paint waits for them, not for the page's messages. */}
        <Meta />
        {/* Filled by the server with the page's stylesheets (app/web/inline-styles.server.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: always empty here; React then leaves the server's copy alone */}
        <style id={PAGE_STYLES_SLOT_ID} suppressHydrationWarning dangerouslySetInnerHTML={NO_STYLES} />
        <Links />
        <PageTranslations />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, toast } = useLoaderData<typeof loader>();
  const bare = useBarePage();
  // An embed is the game alone: no shell, no toasts, no session sync (it never uses the session).
  if (bare) {
    return (
      <main id="main" className="bare-main">
        <Outlet />
      </main>
    );
  }
  return (
    <>
      <SiteShell user={user}>
        <Outlet />
      </SiteShell>
      <ToastViewport serverToast={toast} />
      <BuildBanner />
      <AuthSync serverUserId={user?.id ?? null} />
    </>
  );
}

/** spec §8: one error page for every error, with its status (a thrown Response's, else 500). */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A future day's daily is a 404 that says when the day opens (the game page's loader).
  const opensAt =
    isRouteErrorResponse(error) && typeof error.data?.opensAt === "string" ? error.data.opensAt : null;
  return (
    <SiteShell user={data?.user ?? null}>
      <ErrorPage status={status} opensAt={opensAt} />
    </SiteShell>
  );
}
