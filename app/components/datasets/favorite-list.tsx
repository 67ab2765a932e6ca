import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { FavoriteView } from "~/services/datasets/favorites.server";
import { DatasetCard } from "./dataset-card";

export function FavoriteList({ favorites }: { favorites: FavoriteView[] }) {
  const { t } = useTranslation("datasets");
  const locale = useCurrentLocale();
  if (favorites.length === 0) return <p className="empty">{t("favorites.empty")}</p>;
  return (
    <ul className="card-grid">
      {favorites.map((favorite) => (
        <li key={favorite.id}>
          <DatasetCard dataset={favorite.dataset} />
          <p className="muted">
            {t("favorites.favoritedAt", {
              date: new Date(favorite.createdAt).toLocaleDateString(locale, { timeZone: "UTC" }),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
