import { useTranslation } from "~/i18n/react";

const SECTIONS = ["s1", "s2", "s3", "s4", "s5", "s6"] as const;

/** The terms and privacy pages: a title, an intro and six titled sections from legal.json. */
export function LegalPage({ page }: { page: "terms" | "privacy" }) {
  const { t } = useTranslation("legal");
  return (
    <article className="prose" aria-labelledby="legal-title">
      <h1 id="legal-title">{t(`${page}.title`)}</h1>
      <p className="muted">{t(`${page}.updated`)}</p>
      <p>{t(`${page}.intro`)}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`${page}-${section}`}>
          <h2 id={`${page}-${section}`}>{t(`${page}.${section}Title`)}</h2>
          <p>{t(`${page}.${section}`)}</p>
        </section>
      ))}
    </article>
  );
}
