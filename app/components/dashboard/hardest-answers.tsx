import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { HardAnswer } from "~/services/datasets/dashboard/creator-dashboard";
import { formatNumber } from "../stats/format";
import { ChartFrame } from "./chart-frame";

const W = 360;
const ROW = 36;
const NAME_MAX = 34;

const clip = (text: string) => (text.length > NAME_MAX ? `${text.slice(0, NAME_MAX - 1)}…` : text);

/** The answers players failed most often: each bar is the share of games on it that were not won. */
export function HardestAnswers({ answers }: { answers: HardAnswer[] }) {
  const { t } = useTranslation("dashboard");
  const locale = useCurrentLocale();
  if (answers.length === 0) {
    return (
      <figure className="dash-figure">
        <figcaption>{t("hardestTitle")}</figcaption>
        <p className="muted dash-note">{t("hardestNone")}</p>
      </figure>
    );
  }
  const rows = answers.map((answer) => {
    const name = localized(answer.labels, locale, answer.name);
    const text = t("hardestRow", {
      name,
      wins: formatNumber(answer.wins, locale),
      games: formatNumber(answer.games, locale),
      average: formatNumber(answer.averageGuesses, locale, 1),
    });
    return { ...answer, name, text, failed: (answer.games - answer.wins) / answer.games };
  });
  return (
    <figure className="dash-figure">
      <figcaption>{t("hardestTitle")}</figcaption>
      <ChartFrame
        title={t("hardestTitle")}
        summary={rows.map((row) => row.text).join("; ")}
        width={W}
        height={rows.length * ROW}
      >
        {rows.map((row, i) => {
          const y = i * ROW;
          const width = Math.max(2, row.failed * (W - 110));
          return (
            <g key={row.entryId}>
              <text className="dash-label" x={0} y={y + 12}>
                {clip(row.name)}
              </text>
              <rect className="dash-track" x={0} y={y + 17} width={W - 110} height={12} rx={3} />
              <rect className="dash-lost" x={0} y={y + 17} width={width} height={12} rx={3} />
              <text className="dash-value" x={W - 106} y={y + 27}>
                {t("hardestBar", {
                  failed: formatNumber(row.games - row.wins, locale),
                  games: formatNumber(row.games, locale),
                })}
              </text>
            </g>
          );
        })}
      </ChartFrame>
    </figure>
  );
}
