import { Form, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import type { GameView } from "~/services/game/game-view.server";
import { GameFields } from "./game-fields";

/** The query parameter that asks "really give up?" (a link, so it works without JavaScript). */
export const GIVE_UP_PARAM = "giveup";

/** The page's query without the give-up question (where a form goes back to, or "keep playing"). */
export function searchWithoutGiveUp(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(GIVE_UP_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/**
 * Giving up takes two steps, away from the guess box: a link that asks first, then a form that
 * gives up or a link back to the game. Both steps are plain navigation and a plain form.
 */
export function GiveUp({ game }: { game: GameView }) {
  const { t } = useTranslation("game");
  const location = useLocation();
  const asking = new URLSearchParams(location.search).has(GIVE_UP_PARAM);
  const stay = `${location.pathname}${searchWithoutGiveUp(location.search)}`;
  if (!asking) {
    const params = new URLSearchParams(location.search);
    params.set(GIVE_UP_PARAM, "1");
    return (
      <p className="game-giveup">
        <Link
          to={`${location.pathname}?${params.toString()}`}
          preventScrollReset
          replace
          className="button button--ghost button--sm"
          data-testid="give-up"
        >
          {t("giveUp.button")}
        </Link>
      </p>
    );
  }
  return (
    <section
      className="card game-giveup game-giveup--asking"
      aria-labelledby="giveup-title"
      data-testid="give-up-confirm"
    >
      <h2 id="giveup-title">{t("giveUp.confirm")}</h2>
      <p className="muted">{t("giveUp.consequence")}</p>
      <div className="button-row">
        <Form method="post" action={stay} preventScrollReset replace>
          <input type="hidden" name="intent" value="giveup" />
          <GameFields game={game} />
          <button type="submit" className="button button--danger">
            {t("giveUp.yes")}
          </button>
        </Form>
        <Link to={stay} preventScrollReset replace className="button button--primary" autoFocus>
          {t("giveUp.no")}
        </Link>
      </div>
    </section>
  );
}
