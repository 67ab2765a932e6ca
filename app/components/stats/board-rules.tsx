import { useTranslation } from "~/i18n/react";

/**
 * The rules every board keeps (ADR 018), said to players in their language: which game counts on
 * each board, and which games never rank. One component, so any layout of the page can place it.
 */
export function BoardRules() {
  const { t } = useTranslation("leaderboard");
  return (
    <ul className="muted board-rules__list">
      <li>{t("rules.dataset")}</li>
      <li>{t("rules.daily")}</li>
      <li>{t("rules.datasetDaily")}</li>
      <li>{t("rules.global")}</li>
      <li>{t("rules.never")}</li>
    </ul>
  );
}
