import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import type { env } from "cloudflare:workers";
import worker from "../../workers/app";

/** Runs the Worker's scheduled handler (the cron) once under `runEnv`, and waits for all it started. */
export async function runScheduled(runEnv: object, at: Date | number = Date.now(), cron = "*/10 * * * *") {
  const controller = createScheduledController({ scheduledTime: at, cron });
  const ctx = createExecutionContext();
  await worker.scheduled?.(controller, runEnv as typeof env, ctx);
  await waitOnExecutionContext(ctx);
}
