import { Link } from "~/components/ui/link";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import type { DatasetView } from "~/services/datasets/dataset-view.server";
import { isPlayable } from "~/utils/playable";
import { DifficultyBadge } from "./difficulty-badge";

export function datasetTitle(dataset: Pick<DatasetView, "name" | "nameI18n">, locale: "zh-CN" | "en-US") {
  return localized(dataset.nameI18n, locale, dataset.name);
}

export function DatasetCard({ dataset }: { dataset: DatasetView }) {
  const { t } = useTranslation("datasets");
  const { t: tc } = useTranslation();
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  const description = localized(dataset.descriptionI18n, locale, dataset.description);
  return (
    <article className="card dataset-card">
      <h3 className="card__title">
        <Link to={lp(`/datasets/${dataset.id}`)}>{datasetTitle(dataset, locale)}</Link>
      </h3>
      {description ? <p className="card__text">{description}</p> : null}
      <p className="card__meta">
        <span className="badge">
          {tc(`datasetTypes.types.${dataset.type}` as "datasetTypes.types.other", {
            defaultValue: dataset.type,
          })}
        </span>
        {dataset.isPublic ? null : <span className="badge badge--private">{t("card.private")}</span>}
        <DifficultyBadge
          difficulty={dataset.difficulty}
          expected={dataset.expectedGuesses}
          expert={dataset.expertGuesses}
        />
        <span>{t("card.entries", { count: dataset.entriesCount })}</span>
        <span>{t("card.favorites", { count: dataset.favoritesCount })}</span>
        <span>{t("card.plays", { count: dataset.playsCount })}</span>
      </p>
      {dataset.tags.length > 0 ? (
        <ul className="tag-list">
          {dataset.tags.map((tag) => (
            <li key={tag}>
              <Link to={lp(`/datasets?tag=${encodeURIComponent(tag)}`)} className="tag">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {dataset.owner ? (
        <p className="card__meta">
          {t("card.by", { name: dataset.owner.nickname || dataset.owner.username })}
        </p>
      ) : null}
      {isPlayable(dataset) ? (
        <p className="card__actions">
          <Link
            to={lp(`/game/${dataset.id}`)}
            className="button button--primary button--sm"
            aria-label={`${t("card.play")}: ${datasetTitle(dataset, locale)}`}
          >
            {t("card.play")}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

export function DatasetGrid({ datasets, empty }: { datasets: DatasetView[]; empty: string }) {
  if (datasets.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="card-grid">
      {datasets.map((dataset) => (
        <li key={dataset.id}>
          <DatasetCard dataset={dataset} />
        </li>
      ))}
    </ul>
  );
}
