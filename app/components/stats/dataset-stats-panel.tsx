import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { DatasetStats } from "~/services/game/stats-types.server";
import "./stats.css";
import { formatDuration, formatNumber, formatPercent } from "./format";
import { LocalTime } from "./local-time";
import { StatGrid } from "./stat-grid";

/** spec §3 dataset game stats (for /datasets/{id} and /game/{id}); data from `getDatasetStats`. */
export function DatasetStatsPanel({
  stats,
  headingLevel = 2,
}: {
  stats: DatasetStats;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("leaderboard");
  const locale = useCurrentLocale();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const none = t("stats.none");
  return (
    <section className="stats-panel" aria-labelledby={titleId}>
      <Heading id={titleId}>{t("stats.datasetTitle")}</Heading>
      {stats.totalGames === 0 ? (
        <p className="empty">{t("stats.noGames")}</p>
      ) : (
        <StatGrid
          items={[
            { label: t("stats.totalGames"), value: formatNumber(stats.totalGames, locale) },
            { label: t("stats.uniquePlayers"), value: formatNumber(stats.uniquePlayers, locale) },
            {
              label: t("stats.averageAccuracyRate"),
              value: formatPercent(stats.averageAccuracyRate, locale),
            },
            { label: t("stats.averageDuration"), value: formatDuration(stats.averageDuration) },
            {
              label: t("stats.bestDuration"),
              value: stats.bestDuration === null ? none : formatDuration(stats.bestDuration),
            },
            {
              label: t("stats.averageGuesses"),
              value: stats.averageGuesses > 0 ? formatNumber(stats.averageGuesses, locale, 1) : none,
            },
          ]}
        />
      )}
      <p className="muted stats-panel__note">
        {stats.generatedAt ? (
          <>
            {t("stats.updated")} <LocalTime iso={stats.generatedAt} />
          </>
        ) : (
          t("stats.notYet")
        )}
      </p>
    </section>
  );
}
