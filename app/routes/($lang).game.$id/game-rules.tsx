import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { STATUS_ICON } from "./cell-display";

const LEGEND = ["exact", "partial", "near", "wrong", "unknown"] as const;
const SEEN_KEY = "datadle_rules_seen";

function rulesSeen(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

function markRulesSeen(): void {
  try {
    window.localStorage.setItem(SEEN_KEY, "1");
  } catch {
    // Storage refused (private mode): the rules simply open again next time.
  }
}

/**
 * How to play, collapsible. Open on a first visit only: the server renders it open before a game
 * starts (what a visitor without JavaScript gets); with JavaScript the browser remembers that the
 * rules were shown once (localStorage) and keeps them closed after that.
 */
export function GameRules({
  firstVisit,
  daily,
  timeLimit,
}: {
  firstVisit: boolean;
  /** A daily (it waits for its player); else practice or a challenge. */
  daily: boolean;
  /** The seconds of a timed game; null: no clock. */
  timeLimit: number | null;
}) {
  const { t } = useTranslation("game");
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!firstVisit) return;
    if (rulesSeen()) {
      if (details.current) details.current.open = false;
    } else {
      markRulesSeen();
    }
  }, [firstVisit]);
  return (
    <details className="card game-rules" open={firstVisit} ref={details}>
      <summary>
        <h2>{t("rules.title")}</h2>
      </summary>
      <p>{t("rules.intro")}</p>
      <p>
        {timeLimit !== null
          ? t("rules.timeLimit", { minutes: Math.round(timeLimit / 60) })
          : daily
            ? t("timer.noLimit")
            : t("rules.untimed")}
      </p>
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
