import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { ShellUser } from "~/services/shell-user.server";
import { NavigationProgress } from "./navigation-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useShellPreloads } from "./use-shell-preloads";

export function SiteShell({ user, children }: { user: ShellUser | null; children: ReactNode }) {
  const { t } = useTranslation();
  useShellPreloads();
  return (
    <>
      <NavigationProgress />
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <SiteHeader user={user} />
      <main id="main" className="site-main">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
