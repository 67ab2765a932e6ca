import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Starts a game (the timer starts here, not on page load); also "play again". */
export function StartForm({ daily, label }: { daily: string | null; label: string }) {
  const { t } = useTranslation("game");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "start";
  return (
    <Form method="post" className="game-start">
      <input type="hidden" name="intent" value="start" />
      {daily ? <input type="hidden" name="daily" value={daily} /> : null}
      <button type="submit" className="button button--primary button--lg" disabled={busy}>
        {busy ? t("start.starting") : label}
      </button>
    </Form>
  );
}
