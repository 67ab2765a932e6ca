import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { CreatorDashboard } from "~/services/datasets/dashboard/creator-dashboard";
import { formatNumber, formatPercent } from "../stats/format";
import { ChartFrame, Legend } from "./chart-frame";

const W = 360;
const H = 28;

/** Of the games started in the window: won, given up (or out of time), left unfinished. */
export function OutcomeBar({ totals }: { totals: CreatorDashboard["totals"] }) {
  const { t } = useTranslation("dashboard");
  const locale = useCurrentLocale();
  // A game ended now may have started before the window: never fewer started than ended.
  const started = Math.max(totals.started, totals.won + totals.lost + totals.abandoned);
  const finished = totals.won + totals.lost;
  const left = started - finished;
  const completion = started > 0 ? finished / started : 0;
  const winRate = finished > 0 ? totals.won / finished : 0;
  const parts = [
    { className: "dash-won", value: totals.won, label: t("won") },
    { className: "dash-lost", value: totals.lost, label: t("lost") },
    { className: "dash-left", value: left, label: t("left") },
  ];
  const summary = t("outcomesSummary", {
    started: formatNumber(started, locale),
    won: formatNumber(totals.won, locale),
    lost: formatNumber(totals.lost, locale),
    left: formatNumber(left, locale),
    completion: formatPercent(completion, locale),
    winRate: formatPercent(winRate, locale),
  });
  let x = 0;
  return (
    <figure className="dash-figure">
      <figcaption>{t("outcomesTitle")}</figcaption>
      <dl className="dash-figures">
        <div>
          <dt>{t("completion")}</dt>
          <dd>{formatPercent(completion, locale)}</dd>
        </div>
        <div>
          <dt>{t("winRate")}</dt>
          <dd>{formatPercent(winRate, locale)}</dd>
        </div>
      </dl>
      <ChartFrame title={t("outcomesTitle")} summary={summary} width={W} height={H}>
        <rect className="dash-track" x={0} y={0} width={W} height={H} rx={4} />
        {parts.map((part) => {
          const width = started > 0 ? (part.value / started) * W : 0;
          const rect = (
            <rect key={part.className} className={part.className} x={x} y={0} width={width} height={H} />
          );
          x += width;
          return rect;
        })}
      </ChartFrame>
      <Legend
        items={parts.map((part) => ({
          className: part.className,
          label: `${part.label} ${formatNumber(part.value, locale)}`,
        }))}
      />
    </figure>
  );
}
