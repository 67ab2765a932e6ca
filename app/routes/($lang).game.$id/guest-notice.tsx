import { useAuthHref } from "~/components/auth/use-auth-href";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";

/**
 * A guest learns that guest games are not on the boards before they start (and again at the end),
 * not on the leaderboard; the link signs them up and brings them back to this game.
 */
export function GuestNotice({ when }: { when: "start" | "end" }) {
  const { t } = useTranslation("game");
  const signUp = useAuthHref("/auth/register");
  return (
    <p
      className={when === "end" ? "game-over__guest" : "game-start__guest muted"}
      data-testid={when === "end" ? "guest-unranked" : "guest-unranked-start"}
    >
      {t(when === "end" ? "over.guestUnranked" : "start.guestUnranked")}{" "}
      <Link to={signUp}>{t("over.guestSignUp")}</Link>
    </p>
  );
}
