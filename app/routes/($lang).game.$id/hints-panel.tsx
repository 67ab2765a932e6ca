import { useTranslation } from "~/i18n/react";
import type { HintView } from "~/services/game/game-types";
import type { ColumnView } from "./page-data.server";

type Props = { hints: HintView[]; columns: ColumnView[]; attempts: number; ended: boolean };
type HintState = "hidden" | "shown" | "unavailable";

/** The server's state when it sends one; else the same rule from the count (value, due, or locked). */
function stateOf(hint: HintView, attempts: number, ended: boolean): HintState {
  const declared = (hint as { state?: HintState }).state;
  if (declared) return declared;
  if (hint.value !== null) return "shown";
  return ended || attempts >= hint.revealAfter ? "unavailable" : "hidden";
}

/**
 * The dataset's hint columns: locked until their guess count, then the answer's value (in the
 * page's language, from the server), or "not available for this answer" when it has none.
 */
export function HintsPanel({ hints, columns, attempts, ended }: Props) {
  const { t } = useTranslation("game");
  if (hints.length === 0) return null;
  return (
    <section className="card game-hints" aria-labelledby="game-hints-title">
      <h2 id="game-hints-title">{t("hints.title")}</h2>
      <dl>
        {hints.map((hint) => {
          const state = stateOf(hint, attempts, ended);
          return (
            <div key={hint.key} className="game-hints__item" data-state={state}>
              <dt>{columns.find((column) => column.key === hint.key)?.label ?? hint.key}</dt>
              <dd>
                {state === "shown" && hint.value !== null ? (
                  hint.value
                ) : state === "hidden" ? (
                  <span className="muted">{t("hints.locked", { count: hint.revealAfter })}</span>
                ) : (
                  <span className="muted">{t("hints.unavailable")}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
