import { useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/** A thin bar (and a screen-reader message) while the next page loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="nav-progress" data-busy={busy} role="status" aria-live="polite">
      {busy ? <span className="visually-hidden">{t("loading")}</span> : null}
    </div>
  );
}
