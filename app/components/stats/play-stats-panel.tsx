import { useId } from "react";
import { Link } from "~/components/ui/link";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import type { PlayStats, ScopeStats } from "~/services/game/player-scope-stats.server";
import "./stats.css";
import { formatNumber, formatPercent } from "./format";
import { GuessHistogram } from "./guess-histogram";
import { StatGrid } from "./stat-grid";

/** One kind of play's figures: played, win rate, the daily streaks (not for practice), the histogram. */
function ScopeFigures({ stats }: { stats: ScopeStats }) {
  const { t } = useTranslation("stats");
  const locale = useCurrentLocale();
  if (stats.played === 0) return <p className="muted">{t("play.noGames")}</p>;
  const days = (count: number) => t("days", { count });
  return (
    <>
      <StatGrid
        items={[
          { label: t("play.played"), value: formatNumber(stats.played, locale) },
          { label: t("winRate"), value: formatPercent(stats.winRate, locale) },
          ...(stats.kind === "practice"
            ? []
            : [
                { label: t("currentStreak"), value: days(stats.currentStreak) },
                { label: t("bestStreak"), value: days(stats.bestStreak) },
              ]),
        ]}
      />
      <GuessHistogram histogram={stats.guessHistogram} />
    </>
  );
}

/**
 * The site daily, practice and each dataset's own daily apart (profile pages): a daily's streak and
 * figures count only the day's ranked game; every other game is practice.
 */
export function PlayStatsPanel({ stats }: { stats: PlayStats }) {
  const { t } = useTranslation("stats");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const titleId = useId();
  return (
    <section className="stats-panel play-stats" aria-labelledby={titleId} data-testid="play-stats">
      <h2 id={titleId}>{t("play.title")}</h2>
      <div data-testid="play-stats-daily">
        <h3>{t("play.daily")}</h3>
        <ScopeFigures stats={stats.daily} />
      </div>
      <div data-testid="play-stats-practice">
        <h3>{t("play.practice")}</h3>
        <p className="muted stats-panel__note">{t("play.practiceNote")}</p>
        <ScopeFigures stats={stats.practice} />
      </div>
      <div data-testid="play-stats-datasets">
        <h3>{t("play.datasets")}</h3>
        {stats.datasets.length === 0 ? (
          <p className="muted">{t("play.noDatasets")}</p>
        ) : (
          <ul className="play-stats__datasets">
            {stats.datasets.map((set) => {
              const name = localized(set.nameI18n, locale, set.name);
              return (
                <li key={set.datasetId} data-dataset-id={set.datasetId}>
                  <details>
                    <summary>
                      <span className="play-stats__name">{name}</span>{" "}
                      <span className="muted">
                        {t("play.summary", {
                          current: set.currentStreak,
                          best: set.bestStreak,
                          played: set.played,
                        })}
                      </span>
                    </summary>
                    <ScopeFigures stats={set} />
                    <p>
                      <Link to={lp(`/game/${set.datasetId}/daily`)}>{t("play.playDaily", { name })}</Link>
                    </p>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
