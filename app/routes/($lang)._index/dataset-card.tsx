import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { FeaturedDataset } from "~/services/featured.server";

export function DatasetCard({ dataset }: { dataset: FeaturedDataset }) {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  const lp = useLocalePath();
  return (
    <article className="card">
      <h3 className="card__title">
        <Link to={lp(`/datasets/${dataset.id}`)}>{dataset.name}</Link>
      </h3>
      <p className="card__text">{dataset.description}</p>
      <p className="card__meta">
        <span className="badge">
          {tc(`datasetTypes.types.${dataset.type}`, { defaultValue: dataset.type })}
        </span>
        <span>{t("entries", { count: dataset.entriesCount })}</span>
        <span>{t("plays", { count: dataset.playsCount })}</span>
      </p>
      <Link to={lp(`/game/${dataset.id}`)} className="button button--primary button--sm">
        {tc("nav.games")}
      </Link>
    </article>
  );
}
