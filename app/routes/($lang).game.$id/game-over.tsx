import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { GameView } from "~/services/game/game-view.server";
import { ShareResult } from "./share-result";
import { shareText } from "./share-text";
import { StartForm } from "./start-form";

type Props = { game: GameView; datasetName: string; shareUrl: string };

/** The end screen: the answer revealed, the server's score, share and play again. */
export function GameOver({ game, datasetName, shareUrl }: Props) {
  const { t } = useTranslation("game");
  const lp = useLocalePath();
  const won = game.result === "won";
  const heading = won ? t("over.won") : game.result === "lost" ? t("over.lost") : t("over.abandoned");
  const header = game.dailyDate
    ? t("share.dailyHeader", { date: game.dailyDate, name: datasetName })
    : t("share.header", { name: datasetName });
  const summary = won
    ? t("share.wonLine", { count: game.attempts, score: game.score })
    : t("share.lostLine", { count: game.attempts });
  return (
    <section className={`card game-over game-over--${game.result}`} aria-labelledby="game-over-title">
      <h2 id="game-over-title" tabIndex={-1}>
        {heading}
      </h2>
      {game.answer ? (
        <div className="game-over__answer">
          {game.answer.imageUrl ? <img src={game.answer.imageUrl} alt="" width={72} height={72} /> : null}
          <p>
            {t("over.answerWas")} <strong className="game-over__name">{game.answer.name}</strong>
          </p>
        </div>
      ) : null}
      <dl className="game-over__stats">
        <div>
          <dt>{t("over.score")}</dt>
          <dd>{game.score}</dd>
        </div>
        <div>
          <dt>{t("over.attempts")}</dt>
          <dd>{game.attempts}</dd>
        </div>
        <div>
          <dt>{t("over.duration")}</dt>
          <dd>{t("over.seconds", { count: game.duration ?? 0 })}</dd>
        </div>
        <div>
          <dt>{t("over.accuracy")}</dt>
          <dd>{game.accuracy === null ? "—" : `${Math.round(game.accuracy * 100)}%`}</dd>
        </div>
      </dl>
      <ShareResult text={shareText(header, summary, game.rows, shareUrl)} />
      <div className="button-row">
        <StartForm daily={null} label={t("over.playAgain")} />
        <Link to={lp("/game")} className="button button--ghost">
          {t("over.otherGames")}
        </Link>
      </div>
    </section>
  );
}
