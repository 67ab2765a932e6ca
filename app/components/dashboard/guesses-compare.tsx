import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { MeasuredPlay } from "~/services/datasets/quality/measured-play";
import { formatNumber } from "../stats/format";
import { ChartFrame, niceMax } from "./chart-frame";

const W = 360;
const ROW = 34;
const LABEL = 16;

/** The measured average guesses to win beside the quality report's prediction (human-like player). */
export function GuessesCompare({
  measured,
  predicted,
}: {
  measured: MeasuredPlay;
  predicted: number | null;
}) {
  const { t } = useTranslation("dashboard");
  const locale = useCurrentLocale();
  const actual = measured.kind === "measured" ? measured.averageGuesses : null;
  const rows = [
    { className: "dash-measured", label: t("measuredBar"), value: actual },
    { className: "dash-predicted", label: t("predictedBar"), value: predicted },
  ].filter((row): row is typeof row & { value: number } => row.value !== null);
  const top = niceMax(Math.max(1, ...rows.map((row) => row.value)));
  const one = (value: number) => formatNumber(value, locale, 1);
  const summary =
    actual !== null && predicted !== null
      ? t("guessesSummary", { measured: one(actual), predicted: one(predicted) })
      : predicted !== null
        ? t("predictedOnly", { predicted: one(predicted) })
        : t("noPrediction");
  return (
    <figure className="dash-figure">
      <figcaption>{t("guessesTitle")}</figcaption>
      {rows.length > 0 ? (
        <ChartFrame title={t("guessesTitle")} summary={summary} width={W} height={rows.length * ROW}>
          {rows.map((row, i) => {
            const width = Math.max(2, (row.value / top) * (W - 40));
            const y = i * ROW;
            return (
              <g key={row.className}>
                <text className="dash-label" x={0} y={y + 11}>
                  {row.label}
                </text>
                <rect className={row.className} x={0} y={y + LABEL} width={width} height={12} rx={3} />
                <text className="dash-value" x={width + 4} y={y + LABEL + 10}>
                  {one(row.value)}
                </text>
              </g>
            );
          })}
        </ChartFrame>
      ) : null}
      {measured.kind === "tooFew" ? (
        <p className="muted dash-note">{t("tooFew", { count: measured.needed })}</p>
      ) : (
        <p className="muted dash-note">{t("measuredOver", { count: measured.finished })}</p>
      )}
    </figure>
  );
}
