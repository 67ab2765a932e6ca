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
  const { t } = useTranslation("leaderboard");
  const locale = useCurrentLocale();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  const days = (count: number) => t("daily.days", { count });
  return (
    <section className="stats-panel" aria-labelledby={titleId}>
      <Heading id={titleId}>{t("stats.userTitle")}</Heading>
      {stats.totalGames === 0 ? (
        <p className="empty">{t("stats.noGames")}</p>
      ) : (
        <StatGrid
          items={[
            { label: t("stats.totalGames"), value: formatNumber(stats.totalGames, locale) },
            { label: t("stats.gamesWon"), value: formatNumber(stats.gamesWon, locale) },
            { label: t("stats.winRate"), value: formatPercent(stats.winRate, locale) },
            { label: t("stats.totalScore"), value: formatNumber(stats.totalScore, locale) },
            { label: t("stats.averageScore"), value: formatNumber(stats.averageScore, locale, 1) },
            { label: t("stats.bestScore"), value: formatNumber(stats.bestScore, locale) },
            { label: t("stats.totalTime"), value: formatDuration(stats.totalTime) },
            { label: t("stats.averageTime"), value: formatDuration(stats.averageTime) },
            { label: t("stats.currentStreak"), value: days(stats.currentStreak) },
            { label: t("stats.bestStreak"), value: days(stats.bestStreak) },
          ]}
        />
      )}
      <Sub>{t("stats.histogramTitle")}</Sub>
      <GuessHistogram histogram={stats.guessHistogram} />
      {/* A player's stats change the moment a game ends (player_stats): no "rebuilt every 10 minutes". */}
      {stats.generatedAt ? (
        <p className="muted stats-panel__note">
          {t("stats.updated")} <LocalTime iso={stats.generatedAt} />
        </p>
      ) : null}
    </section>
  );
}
