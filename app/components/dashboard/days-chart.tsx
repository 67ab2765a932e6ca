import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { DashboardDay } from "~/services/datasets/dashboard/creator-dashboard";
import { formatNumber } from "../stats/format";
import { ChartFrame, Legend, niceMax, ticksOf } from "./chart-frame";

const W = 360;
const H = 170;
const LEFT = 28;
const RIGHT = 6;
const TOP = 10;
const BOTTOM = 22;

const short = (day: string) => day.slice(5).replace("-", "/");

/** Ended games per day (daily and practice stacked) and players per day (the line), last 30 days. */
export function DaysChart({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation("dashboard");
  const locale = useCurrentLocale();
  const top = niceMax(Math.max(...days.map((d) => Math.max(d.daily + d.practice, d.players))));
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const slot = plotW / days.length;
  const y = (value: number) => TOP + plotH - (value / top) * plotH;
  const daily = days.reduce((sum, d) => sum + d.daily, 0);
  const practice = days.reduce((sum, d) => sum + d.practice, 0);
  const busiest = days.reduce((best, d) => (d.daily + d.practice > best.daily + best.practice ? d : best));
  const players = days.map((d, i) => `${LEFT + slot * (i + 0.5)},${y(d.players)}`).join(" ");
  const summary = t("daysSummary", {
    games: formatNumber(daily + practice, locale),
    daily: formatNumber(daily, locale),
    practice: formatNumber(practice, locale),
    players: formatNumber(Math.max(...days.map((d) => d.players)), locale),
    busiest: short(busiest.day),
    most: formatNumber(busiest.daily + busiest.practice, locale),
  });
  return (
    <figure className="dash-figure">
      <figcaption>{t("daysTitle")}</figcaption>
      <ChartFrame title={t("daysTitle")} summary={summary} width={W} height={H}>
        {ticksOf(top).map((tick) => (
          <g key={tick}>
            <line className="dash-grid" x1={LEFT} x2={W - RIGHT} y1={y(tick)} y2={y(tick)} />
            <text className="dash-axis" x={LEFT - 4} y={y(tick) + 4} textAnchor="end">
              {formatNumber(tick, locale)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = LEFT + slot * i + slot * 0.15;
          const w = slot * 0.7;
          return (
            <g key={d.day}>
              <rect className="dash-daily" x={x} width={w} y={y(d.daily)} height={y(0) - y(d.daily)} />
              <rect
                className="dash-practice"
                x={x}
                width={w}
                y={y(d.daily + d.practice)}
                height={y(d.daily) - y(d.daily + d.practice)}
              />
            </g>
          );
        })}
        <polyline className="dash-line" points={players} />
        {[0, Math.floor(days.length / 2), days.length - 1].map((i) => {
          const d = days[i];
          if (!d) return null;
          return (
            <text
              key={d.day}
              className="dash-axis"
              x={LEFT + slot * (i + 0.5)}
              y={H - 6}
              textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"}
            >
              {short(d.day)}
            </text>
          );
        })}
      </ChartFrame>
      <Legend
        items={[
          { className: "dash-daily", label: t("daily") },
          { className: "dash-practice", label: t("practice") },
          { className: "dash-line", label: t("players") },
        ]}
      />
    </figure>
  );
}
