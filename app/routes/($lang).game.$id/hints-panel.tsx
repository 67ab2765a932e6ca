import { useTranslation } from "react-i18next";
import type { HintView } from "~/services/game/game-types";
import type { ColumnView } from "./page-data.server";

export function HintsPanel({ hints, columns }: { hints: HintView[]; columns: ColumnView[] }) {
  const { t } = useTranslation("game");
  if (hints.length === 0) return null;
  return (
    <section className="card game-hints" aria-labelledby="game-hints-title">
      <h2 id="game-hints-title">{t("hints.title")}</h2>
      <dl>
        {hints.map((hint) => (
          <div key={hint.key} className="game-hints__item">
            <dt>{columns.find((column) => column.key === hint.key)?.label ?? hint.key}</dt>
            <dd>
              {hint.value ?? <span className="muted">{t("hints.locked", { count: hint.revealAfter })}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
