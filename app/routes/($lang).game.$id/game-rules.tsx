import { useTranslation } from "react-i18next";
import { STATUS_ICON } from "./cell-display";

const LEGEND = ["exact", "partial", "near", "wrong", "unknown"] as const;

export function GameRules({ open, timeLimit }: { open: boolean; timeLimit: number }) {
  const { t } = useTranslation("game");
  return (
    <details className="card game-rules" open={open}>
      <summary>
        <h2>{t("rules.title")}</h2>
      </summary>
      <p>{t("rules.intro")}</p>
      <p>{t("rules.timeLimit", { minutes: Math.round(timeLimit / 60) })}</p>
      <h3>{t("rules.legend")}</h3>
      <ul className="game-legend">
        {LEGEND.map((status) => (
          <li key={status}>
            <span className={`game-legend__swatch game-cell--${status}`} aria-hidden="true">
              {STATUS_ICON[status]}
            </span>
            {t(`rules.${status}`)}
          </li>
        ))}
      </ul>
      <p>{t("rules.arrows")}</p>
      <p>{t("rules.hints")}</p>
    </details>
  );
}
