import { useTranslation } from "~/i18n/react";

type Played = { result: string; attempts: number; score: number };

/** How this player's daily of today stands, in one line: under way, won, lost, or not played yet. */
export function PlayedLine({ played, testId }: { played: Played | null; testId: string }) {
  const { t } = useTranslation("daily");
  return (
    <p className="muted" data-testid={testId}>
      {played
        ? played.result === "playing"
          ? t("playedPlaying", { count: played.attempts })
          : played.result === "won"
            ? t("playedWon", { count: played.attempts, score: played.score })
            : t("playedLost", { count: played.attempts })
        : t("notPlayed")}
    </p>
  );
}
