import { useLocation } from "@remix-run/react";
import { supportedLocales } from "~/i18n/config";
import { languageSwitchHref } from "~/i18n/locale-cookie";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";

/**
 * Links to the same page in each language through the switch route (app/routes/language.$locale.ts),
 * which saves the choice in the `i18n_redirected` cookie (spec §4) and redirects. A full load, so
 * the other language's bundle is fetched; plain links, so it works without JavaScript.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useCurrentLocale();
  const location = useLocation();
  const back = location.pathname + location.search;
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
                href={languageSwitchHref(target, back)}
                hrefLang={target}
                lang={target}
                rel="nofollow"
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
