import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useAuthHref } from "~/components/auth/use-auth-href";
import { Link, NavLink } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
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

function NavLinks() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <ul>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={lp(item.to)} {...preloadOnIntent(lp(item.to))}>
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AccountLink({ user }: { user: ShellUser }) {
  const lp = useLocalePath();
  const name = user.nickname || user.username;
  return (
    <Link to={lp("/profile")} className="account-link" title={name}>
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" className="avatar avatar--sm" />
      ) : (
        <span className="avatar avatar--sm avatar--initial" aria-hidden="true">
          {Array.from(name)[0]?.toUpperCase()}
        </span>
      )}
      <span className="account-link__name">{name}</span>
    </Link>
  );
}

function LogoutForm() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Form method="post" action={lp("/auth/logout")}>
      <button type="submit" className="button button--ghost">
        {t("nav.logout")}
      </button>
    </Form>
  );
}

/**
 * Phones (design §1): one row at most 64 px tall — brand, the account, a menu button. The menu is
 * a <details> (it opens without JavaScript) holding the navigation and the account actions; with
 * JavaScript it closes again when a link in it is followed. Wider screens show the nav inline.
 */
function PhoneMenu({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const registerHref = useAuthHref("/auth/register");
  const location = useLocation();
  const shown = useRef(location.key);
  // Closes after a navigation (not on hydration: a menu opened before it stays open).
  useEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  return (
    <details className="site-menu" ref={menu}>
      <summary className="site-menu__button">
        <span className="site-menu__icon" aria-hidden="true" />
        <span className="visually-hidden">{t("nav.menu")}</span>
      </summary>
      <div className="site-menu__panel">
        <nav aria-label={t("nav.mainMenu")} className="site-menu__nav">
          <NavLinks />
        </nav>
        <div className="site-menu__account">
          {user ? (
            <LogoutForm />
          ) : (
            <Link to={registerHref} className="button button--primary">
              {t("nav.register")}
            </Link>
          )}
        </div>
      </div>
    </details>
  );
}

export function SiteHeader({ user }: { user: ShellUser | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const loginHref = useAuthHref("/auth/login");
  const registerHref = useAuthHref("/auth/register");
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
          <NavLinks />
        </nav>
        <div className="site-account">
          {user ? (
            <>
              <AccountLink user={user} />
              <span className="site-account__wide">
                <LogoutForm />
              </span>
            </>
          ) : (
            <>
              <Link to={loginHref} className="button button--ghost">
                {t("nav.login")}
              </Link>
              <Link to={registerHref} className="button button--primary site-account__wide">
                {t("nav.register")}
              </Link>
            </>
          )}
        </div>
        <PhoneMenu user={user} />
      </div>
    </header>
  );
}
