import { useLocation } from "@remix-run/react";
import { LocalTime } from "~/components/stats/local-time";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { BackButton } from "./back-button";
import { ERROR_WORDS, errorKind } from "./error-kind";

/**
 * spec §2/§8: the one error page. Every error (404, 403, 500, ...) has a title, a text, a button
 * home, a button back and suggestions to browse or create datasets; a 404 also names the path.
 */
export function ErrorPageContent({ status, opensAt = null }: { status: number; opensAt?: string | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const kind = errorKind(status);
  const words = ERROR_WORDS[kind];
  return (
    <section className="not-found" aria-labelledby="error-title" data-status={status}>
      <p className="not-found__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{t(words.title)}</h1>
      {opensAt ? (
        // A future day's daily: not there yet, and when it opens, in the reader's time.
        <p data-testid="opens-at">
          {t("notFound.opensAt")} <LocalTime iso={opensAt} />
        </p>
      ) : (
        <p>{t(words.text)}</p>
      )}
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
