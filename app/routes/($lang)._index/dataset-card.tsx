import type { TFunction } from "i18next";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { FeaturedDataset } from "~/services/featured.server";

/** "Guess the hidden entry by Kind, Tags and Mass." (or "by Kind, Tags, Mass, Found and more.") */
function columnsLine(t: TFunction<"home">, columns: FeaturedDataset["columns"], language: string): string {
  if (columns.names.length === 0) return "";
  if (columns.more) return t("summaryMore", { columns: columns.names.join(t("summarySeparator")) });
  return t("summary", {
    columns: new Intl.ListFormat(language, { type: "conjunction" }).format(columns.names),
  });
}

export function DatasetCard({ dataset }: { dataset: FeaturedDataset }) {
  const { t, i18n } = useTranslation("home");
  const { t: tc } = useTranslation();
  const lp = useLocalePath();
  return (
    <article className="card">
      <h3 className="card__title">
        <Link to={lp(`/datasets/${dataset.id}`)}>{dataset.name}</Link>
      </h3>
      {/* The author's words; without them, one line made from the dataset's columns. */}
      <p className="card__text" data-testid="featured-summary">
        {dataset.description || columnsLine(t, dataset.columns, i18n.language)}
      </p>
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
