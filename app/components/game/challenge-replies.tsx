import { useTranslation } from "~/i18n/react";
import { challengeVerdict } from "~/utils/challenge-verdict";

/** One side of a challenge (a game on the same hidden answer): who, how it ended, its score. */
export type ChallengeSide = {
  name: string;
  result: string;
  attempts: number;
  score: number;
  /** Seconds played: the challenge's tiebreak after guesses. */
  duration: number | null;
};

/** The friends who played a game's challenge link, each with their result and who won. */
export function ChallengeReplyList({ mine, replies }: { mine: ChallengeSide; replies: ChallengeSide[] }) {
  const { t } = useTranslation("game");
  return (
    <ul className="game-challenge__replies">
      {replies.map((reply, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for this render
        <li key={index}>
          <strong>{reply.name || t("challenge.guest")}</strong>:{" "}
          {reply.result === "won"
            ? t("challenge.found", { count: reply.attempts })
            : t("challenge.notFound", { count: reply.attempts })}
          , {t("challenge.score", { score: reply.score })} ·{" "}
          {t(`challenge.replyVerdict.${challengeVerdict(mine, reply)}`)}
        </li>
      ))}
    </ul>
  );
}
