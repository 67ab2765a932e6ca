import { useTranslation } from "react-i18next";

export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found" aria-labelledby="error-title">
      <h1 id="error-title">{t("error.title")}</h1>
      <p>{t("error.text")}</p>
      <a href="." className="button button--primary">
        {t("error.retry")}
      </a>
    </section>
  );
}
