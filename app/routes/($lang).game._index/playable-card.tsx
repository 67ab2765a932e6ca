import { DifficultyBadge } from "~/components/datasets/difficulty-badge";
import { formatNumber } from "~/components/stats/format";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import type { PlayableDataset } from "~/services/game/stats-playable.server";

export function PlayableCard({ dataset }: { dataset: PlayableDataset }) {
  const { t } = useTranslation("leaderboard");
  const { t: tc } = useTranslation();
  const lp = useLocalePath();
  const locale = useCurrentLocale();
  return (
    <article className="card">
      <h2 className="card__title">
        <Link to={lp(`/datasets/${dataset.id}`)}>{dataset.name}</Link>
      </h2>
      <p className="card__text">{dataset.description}</p>
      <p className="card__meta">
        <span className="badge">
          {tc(`datasetTypes.types.${dataset.type}`, { defaultValue: dataset.type })}
        </span>
        <DifficultyBadge
          difficulty={dataset.difficulty}
          expected={dataset.expectedGuesses}
          expert={dataset.expertGuesses}
        />
        <span>{t("gameList.entries", { count: dataset.entriesCount })}</span>
        <span>{t("gameList.plays", { count: dataset.totalGames })}</span>
        <span>
          {dataset.averageGuesses === null
            ? t("gameList.noWinsYet")
            : t("gameList.avgGuesses", {
                // count picks the plural form ("1 guess", "1.5 guesses"); value is the formatted number
                count: dataset.averageGuesses,
                value: formatNumber(dataset.averageGuesses, locale, 1),
              })}
        </span>
      </p>
      <Link
        to={lp(`/game/${dataset.id}`)}
        className="button button--primary button--sm"
        aria-label={t("gameList.play", { name: dataset.name })}
      >
        {t("gameList.playShort")}
      </Link>
    </article>
  );
}
