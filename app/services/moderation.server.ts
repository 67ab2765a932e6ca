import type { AppDeps } from "~/services/deps.server";
import { forgetOnWrite } from "~/services/forget-on-write.server";
import moderationSql from "./moderation-sql.json";

export type ModerationAction =
  | "hideDataset"
  | "unhideDataset"
  | "hideUser"
  | "unhideUser"
  | "deactivateUser"
  | "reactivateUser"
  | "dismissReport";

/**
 * One operator action in one D1 batch, logged with who, when and why: the same statements
 * scripts/moderate.mjs runs through wrangler (moderation-sql.json), here for tests and tools.
 * A new public-cache generation makes lists drop (or regain) the datasets at once.
 */
export async function moderate(
  deps: Pick<AppDeps, "db" | "kv" | "now">,
  action: ModerationAction,
  targetId: number,
  { reason, actor }: { reason: string; actor: string },
): Promise<void> {
  const d1 = deps.db.$client;
  const now = deps.now().getTime();
  await d1.batch(
    moderationSql[action].map((statement) => {
      const params = [targetId, now, reason, actor].slice(0, maxParam(statement));
      return d1.prepare(statement).bind(...params);
    }),
  );
  await forgetOnWrite(deps, { kind: "dataset-changed" });
}

/** The highest `?N` a statement uses (D1 refuses more bound values than placeholders). */
function maxParam(statement: string): number {
  return Math.max(0, ...[...statement.matchAll(/\?(\d)/g)].map((match) => Number(match[1])));
}
