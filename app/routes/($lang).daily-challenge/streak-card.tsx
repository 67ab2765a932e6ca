import { useAuthHref } from "~/components/auth/use-auth-href";
import { StatGrid } from "~/components/stats/stat-grid";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";

/** The player's daily streak (a guest's too: it moves to the account at sign-up). */
export function StreakCard({
  streak,
  signedIn,
}: {
  streak: { current: number; best: number } | null;
  signedIn: boolean;
}) {
  const { t } = useTranslation("daily");
  const { t: tc } = useTranslation();
  const { t: ts } = useTranslation("stats");
  const loginHref = useAuthHref("/auth/login");
  return (
    <section className="card" aria-labelledby="daily-streak">
      <h2 id="daily-streak">{t("streakTitle")}</h2>
      {streak ? (
        <>
          <StatGrid
            items={[
              { label: t("currentStreak"), value: ts("days", { count: streak.current }) },
              { label: t("bestStreak"), value: ts("days", { count: streak.best }) },
            ]}
          />
          <p className="muted">{t("streakNote")}</p>
        </>
      ) : null}
      {!signedIn ? (
        <>
          <p>{t("signInToRank")}</p>
          {/* A line of its own: a full-size target on a phone, not a word stretching the sentence's line. */}
          <p>
            <Link to={loginHref}>{tc("nav.login")}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
