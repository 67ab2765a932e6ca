import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import { GIVE_UP_CAP, type GiveUpBucket } from "~/services/datasets/dashboard/creator-dashboard";
import { formatNumber } from "../stats/format";
import { ChartFrame, Legend, niceMax, ticksOf } from "./chart-frame";

const W = 360;
const H = 150;
const LEFT = 28;
const TOP = 8;
const BOTTOM = 30;

/** Games that ended without a win, by the guesses made: where players give up or leave. */
export function GiveUpChart({ buckets }: { buckets: GiveUpBucket[] }) {
  const { t } = useTranslation("dashboard");
  const locale = useCurrentLocale();
  const total = (b: GiveUpBucket) => b.lost + b.abandoned;
  const sum = buckets.reduce((n, b) => n + total(b), 0);
  if (sum === 0) {
    return (
      <figure className="dash-figure">
        <figcaption>{t("giveUpTitle")}</figcaption>
        <p className="muted dash-note">{t("giveUpNone")}</p>
      </figure>
    );
  }
  const top = niceMax(Math.max(...buckets.map(total)));
  const plotH = H - TOP - BOTTOM;
  const slot = (W - LEFT) / Math.max(buckets.length, 6);
  const y = (value: number) => TOP + plotH - (value / top) * plotH;
  const label = (b: GiveUpBucket) => (b.attempts >= GIVE_UP_CAP ? `${GIVE_UP_CAP}+` : String(b.attempts));
  const most = buckets.reduce((best, b) => (total(b) > total(best) ? b : best));
  const summary = t("giveUpSummary", {
    games: formatNumber(sum, locale),
    attempts: label(most),
    most: formatNumber(total(most), locale),
  });
  return (
    <figure className="dash-figure">
      <figcaption>{t("giveUpTitle")}</figcaption>
      <ChartFrame title={t("giveUpTitle")} summary={summary} width={W} height={H}>
        {ticksOf(top).map((tick) => (
          <g key={tick}>
            <line className="dash-grid" x1={LEFT} x2={W} y1={y(tick)} y2={y(tick)} />
            <text className="dash-axis" x={LEFT - 4} y={y(tick) + 4} textAnchor="end">
              {formatNumber(tick, locale)}
            </text>
          </g>
        ))}
        {buckets.map((b, i) => {
          const x = LEFT + slot * i + slot * 0.15;
          const w = slot * 0.7;
          return (
            <g key={b.attempts}>
              <rect className="dash-lost" x={x} width={w} y={y(b.lost)} height={y(0) - y(b.lost)} />
              <rect className="dash-left" x={x} width={w} y={y(total(b))} height={y(b.lost) - y(total(b))} />
              <text className="dash-axis" x={x + w / 2} y={H - 16} textAnchor="middle">
                {label(b)}
              </text>
            </g>
          );
        })}
        <text className="dash-axis" x={W} y={H - 2} textAnchor="end">
          {t("guessAxis")}
        </text>
      </ChartFrame>
      <Legend
        items={[
          { className: "dash-lost", label: t("lost") },
          { className: "dash-left", label: t("left") },
        ]}
      />
    </figure>
  );
}
