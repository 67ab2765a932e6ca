/** One email: plain text only (a link and a sentence or two; nothing that needs HTML). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** What it is for (`verify`, `reset`): the outbox shows it; providers may tag with it. */
  kind: string;
};

/** THE mail interface: every email the app sends goes through one of these (ADR 019). */
export type Mailer = { send: (message: MailMessage) => Promise<void> };
