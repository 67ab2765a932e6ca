import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { histogramBars, histogramTotal } from "./histogram";

/** Won games by number of guesses, as CSS bars; each bar also reads as text for screen readers. */
export function GuessHistogram({ histogram }: { histogram: Record<string, number> }) {
  const { t } = useTranslation("stats");
  const titleId = useId();
  if (histogramTotal(histogram) === 0) return <p className="muted">{t("histogramEmpty")}</p>;
  return (
    <figure className="histogram" aria-labelledby={titleId}>
      <figcaption id={titleId} className="histogram__title">
        {t("histogramCaption")}
      </figcaption>
      <ol className="histogram__bars">
        {histogramBars(histogram).map((bar) => (
          <li key={bar.label} className="histogram__row">
            <span className="histogram__label" aria-hidden="true">
              {bar.label}
            </span>
            <span className="histogram__track" aria-hidden="true">
              <span
                className="histogram__bar"
                style={{ width: `${Math.max(bar.share * 100, bar.count > 0 ? 4 : 0)}%` }}
              />
            </span>
            <span className="histogram__count" aria-hidden="true">
              {bar.count}
            </span>
            <span className="visually-hidden">{t("bar", { label: bar.label, count: bar.count })}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
