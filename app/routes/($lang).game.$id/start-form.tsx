import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { keepEarlyKeys } from "./early-keys";

type Props = {
  datasetId: number;
  /** The daily's date when this starts a daily (today's or an archive day), else null. */
  daily: string | null;
  label: string;
  /** A challenge link's token: the game plays the challenger's hidden answer. */
  challenge?: string | null;
  /** Where to post (default: this page). A daily's "practice" starts on the plain dataset page. */
  action?: string;
  /** Offer hard mode (every guess must keep the exact cells found so far; the server enforces it). */
  hardModeOption?: boolean;
  /** Offer "Timed (5 min)": practice is untimed unless it is ticked. */
  timedOption?: boolean;
};

/**
 * Starts a game (the timer starts here, not on page load); also "play again". It posts the API's
 * start payload (spec §7) with `intent=start`; checkboxes post "on" (conform reads it as true).
 */
export function StartForm({
  datasetId,
  daily,
  label,
  challenge,
  action,
  hardModeOption = false,
  timedOption = false,
}: Props) {
  const { t } = useTranslation("game");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "start";
  return (
    <Form method="post" action={action} className="game-start" onSubmit={keepEarlyKeys}>
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="datasetId" value={datasetId} />
      {daily ? (
        <>
          <input type="hidden" name="isDailyChallenge" value="on" />
          <input type="hidden" name="dailyDate" value={daily} />
        </>
      ) : null}
      {challenge ? <input type="hidden" name="challenge" value={challenge} /> : null}
      {/* The option comes before the button, so a player reading down sees it before starting. */}
      {hardModeOption ? (
        <label className="game-start__hard">
          <input type="checkbox" name="hardMode" /> {t("start.hardMode")}
          <span className="muted game-start__hint">{t("start.hardModeHint")}</span>
        </label>
      ) : null}
      {timedOption ? (
        <label className="game-start__hard">
          <input type="checkbox" name="timed" data-testid="timed-option" /> {t("start.timed")}
          <span className="muted game-start__hint">{t("start.timedHint")}</span>
        </label>
      ) : null}
      <button type="submit" className="button button--primary button--lg" disabled={busy}>
        {busy ? t("start.starting") : label}
      </button>
    </Form>
  );
}
