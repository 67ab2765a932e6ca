import type { AppDeps } from "~/services/deps.server";
import type { Mailer, MailMessage } from "./mail-message";
import { outboxMailer } from "./outbox.server";
import { resendMailer } from "./resend.server";

/**
 * The mailer of this deployment: the D1 outbox when `MAIL_OUTBOX` is "1" (local `npm start`, tests;
 * wrangler.toml never sets it, so production never writes or serves the outbox), else the
 * transactional provider when its key and sender are configured. Without either, mail is dropped
 * with a warning: sign-up and sign-in never depend on it.
 */
export function mailerFor(deps: Pick<AppDeps, "db" | "env">): Mailer {
  const { env } = deps;
  if (env.MAIL_OUTBOX === "1") return outboxMailer(deps.db);
  if (env.RESEND_API_KEY && env.MAIL_FROM) {
    return resendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM });
  }
  return {
    send: async (message) => {
      console.warn(`Mail not configured (RESEND_API_KEY, MAIL_FROM): a ${message.kind} email was not sent`);
    },
  };
}

/** Sends without ever failing the caller: a provider outage must not fail a sign-up or a reset request. */
export async function sendQuietly(mailer: Mailer, message: MailMessage): Promise<boolean> {
  try {
    await mailer.send(message);
    return true;
  } catch (error) {
    console.warn(`A ${message.kind} email failed:`, error instanceof Error ? error.message : error);
    return false;
  }
}
