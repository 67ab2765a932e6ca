import { useTranslation } from "~/i18n/react";
import type { Difficulty } from "~/services/datasets/quality/quality-report";

/**
 * A difficulty label ("Easy", "Medium", "Hard") for cards and lists. Its own module: the card
 * pages load it without the whole quality report (first-visit JavaScript).
 */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty | null | undefined }) {
  const { t } = useTranslation("datasets");
  if (!difficulty) return null;
  return (
    <span className={`badge badge--difficulty badge--${difficulty}`}>
      {t("quality.difficulty", { label: t(`quality.levels.${difficulty}`) })}
    </span>
  );
}
