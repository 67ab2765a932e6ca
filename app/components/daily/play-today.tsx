import { Form, useNavigation } from "@remix-run/react";
import { useAuthHref } from "~/components/auth/use-auth-href";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { GameResult } from "~/schemas/game";

type Props = {
  datasetId: number;
  date: string;
  /** The player's game of the day, if any. */
  played: { result: GameResult } | null;
  /** A guest is told before the one tap that guest games are not on the boards. */
  guest?: boolean;
};

/**
 * One tap to today's daily: not started, the button starts it (the game page's start form, posted
 * from here, with its hard-mode choice; the game opens with the guess box focused); under way, it
 * resumes it; over, it shows it.
 */
export function PlayToday({ datasetId, date, played, guest = false }: Props) {
  const { t } = useTranslation("daily");
  const lp = useLocalePath();
  const signUp = useAuthHref("/auth/register");
  const navigation = useNavigation();
  const gamePath = lp(`/game/${datasetId}`);
  if (played) {
    return (
      <Link
        to={`${gamePath}?daily=${date}`}
        className="button button--primary button--lg"
        data-testid="play-today"
      >
        {played.result === "playing" ? t("resume") : t("seeGame")}
      </Link>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(gamePath) === true;
  return (
    <Form method="post" action={`${gamePath}?daily=${date}`} className="play-today">
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="datasetId" value={datasetId} />
      <input type="hidden" name="isDailyChallenge" value="on" />
      <input type="hidden" name="dailyDate" value={date} />
      {/* The same choice as every other start form (design §3), ticked or not in the same tap as Play. */}
      <label className="play-today__hard">
        <input type="checkbox" name="hardMode" data-testid="play-today-hard" /> {t("hardMode")}
        <span className="muted play-today__hint">{t("hardModeHint")}</span>
      </label>
      <button
        type="submit"
        className="button button--primary button--lg"
        disabled={busy}
        data-testid="play-today"
      >
        {busy ? t("starting") : t("play")}
      </button>
      {guest ? (
        <p className="muted play-today__guest" data-testid="guest-unranked-home">
          {t("guestUnranked")} <Link to={signUp}>{t("guestSignUp")}</Link>
        </p>
      ) : null}
    </Form>
  );
}
