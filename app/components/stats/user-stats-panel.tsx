import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { UserStats } from "~/services/game/stats-types.server";
import "./stats.css";
import { formatDuration, formatNumber, formatPercent } from "./format";
import { GuessHistogram } from "./guess-histogram";
import { LocalTime } from "./local-time";
import { StatGrid } from "./stat-grid";

/** spec §3 user stats, daily streaks and the guess histogram (for /profile and public profiles). */
export function UserStatsPanel({ stats, headingLevel = 2 }: { stats: UserStats; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("stats");
  const locale = useCurrentLocale();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const days = (count: number) => t("days", { count });
  return (
    <section className="stats-panel" aria-labelledby={titleId}>
      <Heading id={titleId}>{t("userTitle")}</Heading>
      {stats.totalGames === 0 ? (
        <p className="empty">{t("noGames")}</p>
      ) : (
        <StatGrid
          items={[
            { label: t("totalGames"), value: formatNumber(stats.totalGames, locale) },
            { label: t("gamesWon"), value: formatNumber(stats.gamesWon, locale) },
            { label: t("winRate"), value: formatPercent(stats.winRate, locale) },
            { label: t("totalScore"), value: formatNumber(stats.totalScore, locale) },
            { label: t("averageScore"), value: formatNumber(stats.averageScore, locale, 1) },
            { label: t("bestScore"), value: formatNumber(stats.bestScore, locale) },
            { label: t("totalTime"), value: formatDuration(stats.totalTime) },
            { label: t("averageTime"), value: formatDuration(stats.averageTime) },
            { label: t("currentStreak"), value: days(stats.currentStreak) },
            { label: t("bestStreak"), value: days(stats.bestStreak) },
          ]}
        />
      )}
      <Sub>{t("histogramTitle")}</Sub>
      <GuessHistogram histogram={stats.guessHistogram} />
      {/* A player's stats change the moment a game ends (player_stats): no "rebuilt every 10 minutes". */}
      {stats.generatedAt ? (
        <p className="muted stats-panel__note">
          {t("updated")} <LocalTime iso={stats.generatedAt} />
        </p>
      ) : null}
    </section>
  );
}
