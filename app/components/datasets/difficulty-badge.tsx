import { useTranslation } from "~/i18n/react";
import { guessRange } from "~/services/datasets/quality/guess-range";
import type { Difficulty } from "~/services/datasets/quality/quality-report";

/**
 * A difficulty label with its figures ("Medium · about 3–5 guesses": from someone who knows the
 * subject to a newcomer) for cards, lists and the report. Its own module: the card pages load it
 * without the whole quality report (first-visit JavaScript). Reports stored before the expert came
 * back show the newcomer's figure alone; those before any player, the label alone.
 */
export function DifficultyBadge({
  difficulty,
  expected,
  expert,
}: {
  difficulty: Difficulty | null | undefined;
  /** The newcomer's expected guesses. */
  expected?: number | null;
  /** The expected guesses of someone who knows the subject. */
  expert?: number | null;
}) {
  const { t } = useTranslation("datasets");
  if (!difficulty) return null;
  const label = t(`quality.levels.${difficulty}`);
  if (typeof expected !== "number") {
    return (
      <span className={`badge badge--difficulty badge--${difficulty}`}>
        {t("quality.difficulty", { label })}
      </span>
    );
  }
  const range = guessRange(expected, expert);
  return (
    <span
      className={`badge badge--difficulty badge--${difficulty}`}
      title={range.kind === "range" ? t("quality.difficultyRangeTitle") : undefined}
    >
      {range.kind === "range"
        ? t(range.over ? "quality.difficultyRangeOver" : "quality.difficultyRange", {
            label,
            low: range.low,
            high: range.high,
          })
        : range.over
          ? t("quality.difficultyGuessesOver", { label, count: range.count })
          : t("quality.difficultyGuesses", { label, count: range.count })}
    </span>
  );
}
