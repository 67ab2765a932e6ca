import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { HintSample } from "~/services/game/hint-guard";
import type { AttributeColumn } from "~db/schema";

/**
 * three entries per hint column with the hint exactly as a player sees it while
 * playing, so the author checks the masking before saving.
 */
export function HintSamples({
  samples,
  columns,
}: {
  samples: HintSample[];
  columns: (Pick<AttributeColumn, "key" | "label" | "revealAfter"> & { header?: string })[];
}) {
  const { t } = useTranslation("authoring");
  const locale = useCurrentLocale();
  if (samples.length === 0) return null;
  const keys = [...new Set(samples.map((sample) => sample.column))];
  return (
    <section className="hint-samples" aria-labelledby="hint-samples-title">
      <h3 id="hint-samples-title">{t("upload.hintSamples.title")}</h3>
      <p className="muted">{t("upload.hintSamples.intro")}</p>
      {keys.map((key) => {
        const column = columns.find((item) => item.key === key);
        return (
          <figure key={key} className="hint-samples__column">
            <figcaption>
              {localized(column?.label, locale, column?.header ?? key)}{" "}
              <span className="muted">
                {t("upload.hintSamples.reveal", { count: column?.revealAfter ?? 1 })}
              </span>
            </figcaption>
            <dl>
              {samples
                .filter((sample) => sample.column === key)
                .map((sample) => (
                  <div key={sample.entry}>
                    <dt>{sample.entry}</dt>
                    <dd>{sample.shown}</dd>
                  </div>
                ))}
            </dl>
          </figure>
        );
      })}
    </section>
  );
}
