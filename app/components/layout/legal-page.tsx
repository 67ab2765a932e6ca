import { useTranslation } from "~/i18n/react";

const TERMS = ["s1", "s2", "s3", "s4", "s5", "s6"] as const;
const PRIVACY = [...TERMS, "s7", "s8"] as const;

type Section = { key: string; title: string; text: string };

/** The terms and privacy pages: a title, an intro and titled sections from legal.json. */
export function LegalPage({ page }: { page: "terms" | "privacy" }) {
  const { t } = useTranslation("legal");
  const sections: Section[] =
    page === "privacy"
      ? PRIVACY.map((s) => ({ key: s, title: t(`privacy.${s}Title`), text: t(`privacy.${s}`) }))
      : TERMS.map((s) => ({ key: s, title: t(`terms.${s}Title`), text: t(`terms.${s}`) }));
  return (
    <article className="prose" aria-labelledby="legal-title">
      <h1 id="legal-title">{t(`${page}.title`)}</h1>
      <p className="muted">{t(`${page}.updated`)}</p>
      <p>{t(`${page}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`${page}-${section.key}`}>
          <h2 id={`${page}-${section.key}`}>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </article>
  );
}
