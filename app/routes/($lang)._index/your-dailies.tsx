import { PlayedLine } from "~/components/daily/played-line";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { YourDaily } from "~/services/game/your-dailies.server";
import { gameKindLabel } from "~/utils/game-kind";

/**
 * Home's "Your dailies", right after today's site daily: each dataset daily this player played or
 * favourited, named as everywhere ("Countries daily #12"), marked played or not played today.
 */
export function YourDailies({ dailies }: { dailies: YourDaily[] }) {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation("common");
  const lp = useLocalePath();
  return (
    <section aria-labelledby="your-dailies-title" className="section" data-testid="your-dailies">
      <h2 id="your-dailies-title">{t("yourDailies")}</h2>
      <p className="muted">{t("yourDailiesHint")}</p>
      <ul className="card-grid">
        {dailies.map((daily) => (
          <li key={daily.datasetId}>
            <article className="card" data-played={daily.played ? "yes" : "no"}>
              <h3 className="card__title">
                {gameKindLabel(tc, { kind: "datasetDaily", name: daily.name, number: daily.number })}
              </h3>
              <PlayedLine played={daily.played} testId="your-daily-played" />
              <Link
                to={lp(`/game/${daily.datasetId}/daily`)}
                className={`button button--sm ${daily.played ? "button--ghost" : "button--primary"}`}
              >
                {daily.played
                  ? daily.played.result === "playing"
                    ? t("continueDatasetDaily")
                    : t("seeDatasetDaily")
                  : t("playDatasetDaily")}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
