import { datasetTitle } from "~/components/datasets/dataset-card";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import type { ChallengeInboxItem } from "~/services/game/challenge-inbox.server";
import { ChallengeReplyList } from "./challenge-replies";

/** The profile's list of the player's challenge links that friends played: per game, their results and who won. */
export function ChallengeInbox({ items }: { items: ChallengeInboxItem[] }) {
  const { t } = useTranslation("game");
  const locale = useCurrentLocale();
  const lp = useLocalePath();
  return (
    <section
      className="card game-challenge"
      aria-labelledby="challenge-inbox-title"
      data-testid="challenge-inbox"
    >
      <h2 id="challenge-inbox-title">{t("challenge.inboxTitle")}</h2>
      {items.length === 0 ? (
        <p className="muted">{t("challenge.inboxEmpty")}</p>
      ) : (
        items.map((item) => (
          <div key={item.recordId}>
            <h3>
              <Link to={lp(`/game/${item.datasetId}`)}>
                {datasetTitle({ name: item.datasetName, nameI18n: item.datasetNameI18n }, locale)}
              </Link>
            </h3>
            <p>
              {t("challenge.you")}:{" "}
              {item.mine.result === "won"
                ? t("challenge.found", { count: item.mine.attempts })
                : t("challenge.notFound", { count: item.mine.attempts })}
              , {t("challenge.score", { score: item.mine.score })}
            </p>
            <ChallengeReplyList mine={item.mine} replies={item.replies} />
          </div>
        ))
      )}
    </section>
  );
}
