import { useTranslation } from "~/i18n/react";
import { HONEYPOT_FIELD } from "~/utils/auth-fields";

/** Invisible to people (and skipped by keyboard and screen readers); bots that fill every field give themselves away. */
export function HoneypotField() {
  const { t } = useTranslation("auth");
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>{t("honeypot")}</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
