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
  const { t } = useTranslation("stats");
  const locale = useCurrentLocale();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const none = t("none");
  return (
    <section className="stats-panel" aria-labelledby={titleId}>
      <Heading id={titleId}>{t("datasetTitle")}</Heading>
      {stats.generatedAt === null ? (
        // Never counted: games may well exist, so no "0" and no "no games yet".
        <p className="empty" data-testid="stats-not-counted">
          {t("notCounted")}
        </p>
      ) : stats.totalGames === 0 ? (
        <p className="empty">{t("noGames")}</p>
      ) : (
        <StatGrid
          items={[
            { label: t("totalGames"), value: formatNumber(stats.totalGames, locale) },
            // Players are signed-in accounts (ADR 007's threshold); guests count in games only.
            {
              label: t("uniquePlayers"),
              value: stats.uniquePlayers === 0 ? t("guestsOnly") : formatNumber(stats.uniquePlayers, locale),
            },
            {
              label: t("averageAccuracyRate"),
              value: formatPercent(stats.averageAccuracyRate, locale),
            },
            { label: t("averageDuration"), value: formatDuration(stats.averageDuration) },
            {
              label: t("bestDuration"),
              value: stats.bestDuration === null ? none : formatDuration(stats.bestDuration),
            },
            {
              label: t("averageGuesses"),
              value: stats.averageGuesses > 0 ? formatNumber(stats.averageGuesses, locale, 1) : none,
            },
          ]}
        />
      )}
      {stats.generatedAt ? (
        <p className="muted stats-panel__note">
          {t("updated")} <LocalTime iso={stats.generatedAt} />
        </p>
      ) : null}
    </section>
  );
}
