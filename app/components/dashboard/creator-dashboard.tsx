import { useTranslation } from "~/i18n/react";
import type { CreatorDashboard } from "~/services/datasets/dashboard/creator-dashboard";
import { DaysChart } from "./days-chart";
import { GiveUpChart } from "./give-up-chart";
import { GuessesCompare } from "./guesses-compare";
import { HardestAnswers } from "./hardest-answers";
import { OutcomeBar } from "./outcome-bar";

/**
 * The owner's dashboard on their dataset page: pictures of how other people play the game (docs/
 * creator-dashboard.md says where each figure comes from). Only the owner's page renders it.
 */
export function CreatorDashboardView({
  dashboard,
  predicted,
}: {
  dashboard: CreatorDashboard;
  /** The quality report's expected guesses (human-like player), when the version has a report. */
  predicted: number | null;
}) {
  const { t } = useTranslation("dashboard");
  const played = dashboard.totals.started > 0 || dashboard.totals.won + dashboard.totals.lost > 0;
  return (
    <section className="section dashboard" aria-labelledby="dashboard-title" data-testid="creator-dashboard">
      <h2 id="dashboard-title">{t("title")}</h2>
      <p className="muted dash-note">{t("intro")}</p>
      {played ? null : <p className="empty">{t("empty")}</p>}
      <div className="dashboard__grid">
        <DaysChart days={dashboard.days} />
        <OutcomeBar totals={dashboard.totals} />
        <GuessesCompare measured={dashboard.measured} predicted={predicted} />
        <GiveUpChart buckets={dashboard.giveUps} />
        <HardestAnswers answers={dashboard.hardest} />
      </div>
      <p className="muted dash-note">{t("versionNote")}</p>
    </section>
  );
}
