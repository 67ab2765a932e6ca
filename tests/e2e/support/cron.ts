import { baseUrl, type crons } from "./env";

/** Runs the Worker's `scheduled` handler (wrangler dev --test-scheduled) for one cron expression. */
export async function triggerCron(cron: (typeof crons)[keyof typeof crons] | string): Promise<void> {
  const response = await fetch(`${baseUrl}/__scheduled?cron=${encodeURIComponent(cron)}`);
  if (!response.ok) throw new Error(`cron ${cron}: HTTP ${response.status} ${await response.text()}`);
}
