import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { GameView } from "~/services/game/game-view.server";
import { GameFields } from "./game-fields";
import { searchWithoutGiveUp } from "./give-up";

/** Where "Keep guessing" leads: the guess box under the end screen (a plain link, no script needed). */
export const KEEP_GUESSING_ID = "keep-guessing";

/**
 * A timed game that ran out: lost and not scored, its answer still withheld. The player
 * keeps guessing, unscored, or asks for the answer (a plain form: the page's give-up).
 */
export function OvertimeChoices({ game }: { game: GameView }) {
  const { t } = useTranslation("game");
  const location = useLocation();
  const stay = `${location.pathname}${searchWithoutGiveUp(location.search)}`;
  return (
    <div className="game-over__overtime" data-testid="overtime">
      <p className="game-over__why">{t("over.timedOutWithheld")}</p>
      <div className="button-row">
        <a href={`#${KEEP_GUESSING_ID}`} className="button button--primary" data-testid="keep-guessing">
          {t("over.keepGuessing")}
        </a>
        <Form method="post" action={stay} preventScrollReset replace>
          <input type="hidden" name="intent" value="giveup" />
          <GameFields game={game} />
          <button type="submit" className="button button--ghost" data-testid="show-answer">
            {t("over.showAnswer")}
          </button>
        </Form>
      </div>
    </div>
  );
}
