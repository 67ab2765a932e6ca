import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/i18n/use-locale-path";
import { BackButton } from "./back-button";

/** The words of each kind of error: its own for 404 and 403, one set for other refusals, one for failures. */
const WORDS = {
  notFound: { title: "notFound.title", text: "notFound.text" },
  forbidden: { title: "error.forbidden.title", text: "error.forbidden.text" },
  refused: { title: "error.refused.title", text: "error.refused.text" },
  failed: { title: "error.title", text: "error.text" },
} as const;

export function errorKind(status: number): keyof typeof WORDS {
  if (status === 404) return "notFound";
  if (status === 401 || status === 403) return "forbidden";
  return status >= 400 && status < 500 ? "refused" : "failed";
}

/**
 * spec §2/§8: the one error page. Every error (404, 403, 500, ...) has a title, a text, a button
 * home, a button back and suggestions to browse or create datasets; a 404 also names the path.
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const kind = errorKind(status);
  const words = WORDS[kind];
  return (
    <section className="not-found" aria-labelledby="error-title" data-status={status}>
      <p className="not-found__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{t(words.title)}</h1>
      <p>{t(words.text)}</p>
      {kind === "notFound" ? (
        <p className="muted">
          <code>{t("notFound.path", { path: pathname })}</code>
        </p>
      ) : null}
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
