import { useTranslation } from "~/i18n/react";
import type { Difficulty } from "~/services/datasets/quality/quality-report";

/**
 * A difficulty label with its figure ("Hard · about 7 guesses") for cards, lists and
 * the report. Its own module: the card pages load it without the whole quality report (first-visit
 * JavaScript). Reports stored before the human-like player have no figure: the label alone.
 */
export function DifficultyBadge({
  difficulty,
  expected,
}: {
  difficulty: Difficulty | null | undefined;
  expected?: number | null;
}) {
  const { t } = useTranslation("datasets");
  if (!difficulty) return null;
  const label = t(`quality.levels.${difficulty}`);
  return (
    <span className={`badge badge--difficulty badge--${difficulty}`}>
      {typeof expected === "number"
        ? t("quality.difficultyGuesses", { label, count: Math.max(1, Math.round(expected)) })
        : t("quality.difficulty", { label })}
    </span>
  );
}
