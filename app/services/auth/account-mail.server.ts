import type { Locale } from "~/i18n/config";
import { localizePath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import type { AppDeps } from "~/services/deps.server";
import { mailerFor, sendQuietly } from "~/services/mail/mailer.server";

type MailDeps = Pick<AppDeps, "db" | "env">;

/** A link to one of our pages, in the reader's language, on the deployment's own origin. */
function pageLink(
  deps: MailDeps,
  path: "/auth/verify" | "/auth/reset",
  token: string,
  locale: Locale,
): string {
  const origin = (deps.env.APP_ORIGIN || "http://localhost:8787").replace(/\/+$/, "");
  return `${origin}${localizePath(path, locale)}?token=${encodeURIComponent(token)}`;
}

export function sendVerificationMail(deps: MailDeps, to: string, token: string, locale: Locale) {
  const t = getT(locale, "auth");
  const link = pageLink(deps, "/auth/verify", token, locale);
  return sendQuietly(mailerFor(deps), {
    to,
    kind: "verify",
    subject: t("mail.verifySubject"),
    text: t("mail.verifyText", { link }),
  });
}

export function sendResetMail(deps: MailDeps, to: string, token: string, locale: Locale) {
  const t = getT(locale, "auth");
  const link = pageLink(deps, "/auth/reset", token, locale);
  return sendQuietly(mailerFor(deps), {
    to,
    kind: "reset",
    subject: t("mail.resetSubject"),
    text: t("mail.resetText", { link }),
  });
}
