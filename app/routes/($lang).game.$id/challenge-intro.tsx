import { useTranslation } from "~/i18n/react";

const MODE_TEXT = { daily: "modeDaily", replay: "modeReplay", challenge: "modeChallenge" } as const;

type Props = {
  challenge: {
    opponent: { name: string; result: string; attempts: number };
    /** What Start plays: today's daily (ranked), or an unranked challenge game ("replay": of a daily already played). */
    mode: "daily" | "replay" | "challenge";
  };
};

/**
 * A challenge link's page says what it is before Start: who challenges, with how many
 * guesses, and the game Start plays. Never "practice" nor a time limit: a challenge has no clock.
 */
export function ChallengeIntro({ challenge }: Props) {
  const { t } = useTranslation("game");
  const { opponent, mode } = challenge;
  // The name sits mid-sentence ("A challenge from a guest"), unlike a list's line that starts with it.
  const name = opponent.name || t("challenge.guestInSentence");
  const intro =
    opponent.result === "won"
      ? t("challenge.intro", { name, count: opponent.attempts })
      : t("challenge.introLost", { name, count: opponent.attempts });
  return (
    <div className="game-page__challenge" data-testid="challenge-incoming" data-mode={mode}>
      <p>
        <strong>{intro}</strong>
      </p>
      <p data-testid="challenge-mode">{t(`challenge.${MODE_TEXT[mode]}`)}</p>
    </div>
  );
}
