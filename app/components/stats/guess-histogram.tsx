import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { type HistogramBar, histogramBars, histogramTotal } from "./histogram";
import "./stats.css";

/** A page's own words for the chart (the game's end screen speaks from its own namespace). */
export type HistogramLabels = {
  caption: string;
  /** A bar read aloud, its counts in proper plurals: "1 guess: 2 wins". */
  bar: (bar: HistogramBar) => string;
  /** Read after the bar of `highlight`: "this game". */
  mine?: string;
};

/**
 * Won games by number of guesses, as CSS bars; each bar also reads as text for screen readers.
 * `highlight` marks the bar of the game just won.
 */
export function GuessHistogram({
  histogram,
  highlight = null,
  labels,
}: {
  histogram: Record<string, number>;
  highlight?: number | null;
  labels?: HistogramLabels;
}) {
  const { t } = useTranslation("stats");
  const titleId = useId();
  if (!labels && histogramTotal(histogram) === 0) return <p className="muted">{t("histogramEmpty")}</p>;
  const bars = histogramBars(histogram);
  const mine = highlight === null ? -1 : Math.min(highlight, bars.length) - 1;
  const barText =
    labels?.bar ??
    ((bar: HistogramBar) =>
      t("bar", { guesses: t("guessesLabel", { label: bar.label, count: bar.guesses }), count: bar.count }));
  return (
    <figure className="histogram" aria-labelledby={titleId}>
      <figcaption id={titleId} className="histogram__title">
        {labels?.caption ?? t("histogramCaption")}
      </figcaption>
      <ol className="histogram__bars">
        {bars.map((bar, index) => (
          <li key={bar.label} className={`histogram__row${index === mine ? " histogram__row--mine" : ""}`}>
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
            <span className="visually-hidden">
              {barText(bar)}
              {index === mine && labels?.mine ? `, ${labels.mine}` : ""}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
