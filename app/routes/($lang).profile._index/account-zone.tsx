import { Form } from "@remix-run/react";
import { FormError, FormField, useErrorText } from "~/components/ui/form-field";
import { PasswordField } from "~/components/ui/password-field";
import { inputProps, type ServerFormReply, serverForm } from "~/components/ui/server-form";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";

/** The export link and the danger zone: deleting the account, confirmed by the typed username. */
export function AccountZone({
  account,
  reply,
  busy,
}: {
  account: { username: string; hasPassword: boolean };
  reply: ServerFormReply;
  busy: boolean;
}) {
  const { t } = useTranslation("auth");
  const lp = useLocalePath();
  const errorText = useErrorText("auth");
  const { form, fields } = serverForm("delete-account", ["confirmUsername", "password"], reply);
  const formError = errorText(form.errors);
  return (
    <>
      <section className="card account-export" aria-labelledby="export-title">
        <h2 id="export-title">{t("exportData.title")}</h2>
        <p className="muted">{t("exportData.intro")}</p>
        <a className="button" href={lp("/profile/export")} download>
          {t("exportData.button")}
        </a>
      </section>
      <section className="card danger-zone" aria-labelledby="danger-title">
        <h2 id="danger-title">{t("deleteAccount.title")}</h2>
        <p>{t("deleteAccount.intro")}</p>
        <p className="muted">
          {account.hasPassword ? t("deleteAccount.confirmPassword") : t("deleteAccount.confirmOAuth")}
        </p>
        <Form
          method="post"
          id={form.id}
          noValidate={form.noValidate}
          aria-describedby={formError ? form.errorId : undefined}
        >
          <FormError id={form.errorId} message={formError} />
          <input type="hidden" name="intent" value="deleteAccount" />
          <FormField
            field={fields.confirmUsername}
            label={t("deleteAccount.typeUsername", { username: account.username })}
          >
            {(aria) => (
              <input
                {...inputProps(fields.confirmUsername, "text")}
                {...aria}
                required
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
          {account.hasPassword ? (
            <PasswordField
              field={fields.password}
              label={t("deleteAccount.password")}
              autoComplete="current-password"
            />
          ) : null}
          <button type="submit" className="button button--danger" disabled={busy}>
            {busy ? t("deleteAccount.deleting") : t("deleteAccount.submit")}
          </button>
        </Form>
      </section>
    </>
  );
}
