import { useTranslation } from "~/i18n/react";
import { challengeVerdict } from "~/utils/challenge-verdict";
import "./challenge-replies.css";

/** One side of a challenge (a game on the same hidden answer): who, how it ended, its score. */
export type ChallengeSide = {
  name: string;
  result: string;
  attempts: number;
  score: number;
  /** Seconds played: the challenge's tiebreak after guesses. */
  duration: number | null;
};

/**
 * The friends who played a game's challenge link: who (a guest has no name), their guesses, and
 * the verdict seen from the sender (guesses first, then time).
 */
export function ChallengeReplyList({ mine, replies }: { mine: ChallengeSide; replies: ChallengeSide[] }) {
  const { t } = useTranslation("game");
  return (
    <ul className="game-challenge__replies">
      {replies.map((reply, index) => {
        const verdict = challengeVerdict(mine, reply);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for this render
          <li key={index} data-verdict={verdict}>
            <strong>{reply.name || t("challenge.guest")}</strong>
            <span className="game-challenge__tag">{t(`challenge.replyVerdict.${verdict}`)}</span>
            <span className="game-challenge__result">
              {reply.result === "won"
                ? t("challenge.found", { count: reply.attempts })
                : t("challenge.notFound", { count: reply.attempts })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
