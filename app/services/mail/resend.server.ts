import type { Mailer } from "./mail-message";

const RESEND_ENDPOINT = "https://api.resend.com/emails";

/**
 * Production: Resend's HTTP API over `fetch` (ADR 019: no SDK, one POST). `from` is a sender on a
 * domain verified with Resend ("Datadle <no-reply@example.com>"). A non-2xx answer throws.
 */
export function resendMailer(
  config: { apiKey: string; from: string },
  fetchImpl: typeof fetch = fetch,
): Mailer {
  return {
    send: async (message) => {
      const response = await fetchImpl(RESEND_ENDPOINT, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: config.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          tags: [{ name: "kind", value: message.kind }],
        }),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => "")).slice(0, 200);
        throw new Error(`Resend answered ${response.status}: ${detail}`);
      }
    },
  };
}
