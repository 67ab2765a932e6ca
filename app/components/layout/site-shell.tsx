import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ShellUser } from "~/services/shell-user.server";
import { NavigationProgress } from "./navigation-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export function SiteShell({ user, children }: { user: ShellUser | null; children: ReactNode }) {
  const { t } = useTranslation();
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
