import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath, supportedLocales } from "~/i18n/config";
import { useCurrentLocale } from "~/i18n/use-locale-path";

/** Plain links to the same page in each language; a full load so the other bundle is fetched. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useCurrentLocale();
  const location = useLocation();
  return (
    <div className="language-switch">
      <span>{t("footer.language")}:</span>
      <ul>
        {supportedLocales.map((target) => (
          <li key={target}>
            {target === locale ? (
              <span aria-current="true" lang={target} className="language-switch__current">
                {t(`language.${target}`)}
              </span>
            ) : (
              <a
                href={localizePath(location.pathname, target) + location.search}
                hrefLang={target}
                lang={target}
                title={t("language.switchTo", { name: t(`language.${target}`) })}
              >
                {t(`language.${target}`)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
