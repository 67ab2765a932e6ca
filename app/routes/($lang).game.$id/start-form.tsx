import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

type Props = {
  daily: string | null;
  label: string;
  /** Where to post (default: this page). A daily's "practice" starts on the plain dataset page. */
  action?: string;
  /** Offer hard mode (every guess must keep the exact cells found so far; the server enforces it). */
  hardModeOption?: boolean;
};

/** Starts a game (the timer starts here, not on page load); also "play again". */
export function StartForm({ daily, label, action, hardModeOption = false }: Props) {
  const { t } = useTranslation("game");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "start";
  return (
    <Form method="post" action={action} className="game-start">
      <input type="hidden" name="intent" value="start" />
      {daily ? <input type="hidden" name="daily" value={daily} /> : null}
      <button type="submit" className="button button--primary button--lg" disabled={busy}>
        {busy ? t("start.starting") : label}
      </button>
      {hardModeOption ? (
        <label className="game-start__hard">
          <input type="checkbox" name="hardMode" value="1" /> {t("start.hardMode")}
          <span className="muted game-start__hint">{t("start.hardModeHint")}</span>
        </label>
      ) : null}
    </Form>
  );
}
