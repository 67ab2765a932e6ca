import type { TFunction } from "i18next";
import { useTranslation } from "~/i18n/react";
import { guessRange } from "~/services/datasets/quality/guess-range";
import type { Difficulty } from "~/services/datasets/quality/quality-report";

/**
 * A difficulty label with its figures ("Medium · about 3–5 guesses": from someone who knows the
 * subject to a newcomer) for cards, lists and the report. Its own module: the card pages load it
 * without the whole quality report (first-visit JavaScript). Reports stored before the expert came
 * back show the newcomer's figure alone; those before any player, the label alone.
 */
/** The label's text: the word, then one figure or the range from the expert to the newcomer. */
export function difficultyText(
  t: TFunction<"datasets">,
  difficulty: Difficulty,
  expected: number | null | undefined,
  expert: number | null | undefined,
): string {
  const label = t(`quality.levels.${difficulty}`);
  if (typeof expected !== "number") return t("quality.difficulty", { label });
  const range = guessRange(expected, expert);
  if (range.kind === "range") {
    const figures = { label, low: range.low, high: range.high };
    return range.over ? t("quality.difficultyRangeOver", figures) : t("quality.difficultyRange", figures);
  }
  return range.over
    ? t("quality.difficultyGuessesOver", { label, count: range.count })
    : t("quality.difficultyGuesses", { label, count: range.count });
}

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
  const ranged = typeof expected === "number" && guessRange(expected, expert).kind === "range";
  return (
    <span
      className={`badge badge--difficulty badge--${difficulty}`}
      title={ranged ? t("quality.difficultyRangeTitle") : undefined}
    >
      {difficultyText(t, difficulty, expected, expert)}
    </span>
  );
}
