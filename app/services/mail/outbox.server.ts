import { desc, eq } from "drizzle-orm";
import type { Database } from "~db/index";
import { mailOutbox } from "~db/schema";
import type { Mailer } from "./mail-message";

/** The local and test mailer: each email is a row of `mail_outbox`, shown on `npm start`'s outbox page. */
export function outboxMailer(db: Database): Mailer {
  return {
    send: async (message) => {
      await db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        kind: message.kind,
      });
    },
  };
}

export type OutboxMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
};

/** The latest emails of the outbox (to one address when `to` is given), newest first. */
export async function listOutbox(db: Database, to: string | null, limit = 50): Promise<OutboxMail[]> {
  const query = db.select().from(mailOutbox);
  const rows = await (to ? query.where(eq(mailOutbox.toAddress, to.toLowerCase())) : query)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  }));
}
