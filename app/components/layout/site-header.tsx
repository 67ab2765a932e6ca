import { Form, Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { ShellUser } from "~/services/shell-user.server";
import { preloadOnIntent } from "./preload-link";

const NAV_ITEMS = [
  { to: "/datasets", key: "nav.datasets" },
  { to: "/game", key: "nav.games" },
  { to: "/daily-challenge", key: "nav.daily" },
  { to: "/leaderboard", key: "nav.leaderboard" },
  { to: "/news", key: "nav.news" },
] as const;

export function SiteHeader({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={lp("/")} className="brand" aria-label={t("nav.home")}>
          <span className="brand__mark" aria-hidden="true">
            D
          </span>
          <span className="brand__name">{t("appName")}</span>
        </Link>
        <nav aria-label={t("nav.mainMenu")} className="site-nav">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={lp(item.to)} {...preloadOnIntent(lp(item.to))}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-account">
          {user ? (
            <>
              <Link to={lp("/profile")} className="account-link">
                {user.avatarUrl ? (
                  <img src={user.avatarUrl} alt="" className="avatar avatar--sm" />
                ) : (
                  <span className="avatar avatar--sm avatar--initial" aria-hidden="true">
                    {Array.from(user.nickname || user.username)[0]?.toUpperCase()}
                  </span>
                )}
                <span className="account-link__name">{user.nickname || user.username}</span>
              </Link>
              <Form method="post" action={lp("/auth/logout")}>
                <button type="submit" className="button button--ghost">
                  {t("nav.logout")}
                </button>
              </Form>
            </>
          ) : (
            <>
              <Link to={lp("/auth/login")} className="button button--ghost">
                {t("nav.login")}
              </Link>
              <Link to={lp("/auth/register")} className="button button--primary">
                {t("nav.register")}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
