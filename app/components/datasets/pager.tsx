import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";

/** Previous/next links that keep the other query parameters (work without JavaScript). */
export function Pager({
  page,
  totalPages,
  param = "page",
  hash = "",
}: {
  page: number;
  totalPages: number;
  param?: string;
  /** Where on the next page to land (`#id`): a list below the fold stays in view. */
  hash?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (totalPages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(target));
    return `${location.pathname}?${params.toString()}${hash}`;
  };
  return (
    <nav className="pagination" aria-label={t("pagination.page", { page, pages: totalPages })}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="button button--ghost button--sm" rel="prev">
          {t("pagination.previous")}
        </Link>
      ) : null}
      <span>{t("pagination.page", { page, pages: totalPages })}</span>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className="button button--ghost button--sm" rel="next">
          {t("pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}
