import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/i18n/use-locale-path";
import { BackButton } from "./back-button";

/** spec §2: title, text, home and back buttons, suggestions to browse and create datasets. */
export function NotFound() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <p className="muted">
        <code>{t("notFound.path", { path: pathname })}</code>
      </p>
      <div className="button-row">
        <Link to={lp("/")} className="button button--primary">
          {t("notFound.home")}
        </Link>
        <BackButton label={t("notFound.back")} fallbackHref={lp("/")} />
      </div>
      <h2 className="not-found__suggest">{t("notFound.suggestions")}</h2>
      <ul className="not-found__links">
        <li>
          <Link to={lp("/datasets")}>{t("notFound.browse")}</Link>
        </li>
        <li>
          <Link to={lp("/datasets/create")}>{t("notFound.create")}</Link>
        </li>
      </ul>
    </section>
  );
}
