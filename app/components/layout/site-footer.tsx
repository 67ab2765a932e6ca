import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import { LanguageSwitch } from "./language-switch";

export function SiteFooter() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t("footer.nav")} className="footer-links">
          <Link to={lp("/terms")}>{t("footer.terms")}</Link>
          <Link to={lp("/privacy")}>{t("footer.privacy")}</Link>
          <Link to={lp("/dataset-types")}>{t("footer.types")}</Link>
        </nav>
        <LanguageSwitch />
        <p className="muted">{t("footer.copyright", { year: new Date().getUTCFullYear() })}</p>
      </div>
    </footer>
  );
}
