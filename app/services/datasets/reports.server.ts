import type { ReportInput } from "~/schemas/report";
import type { AppDeps } from "~/services/deps.server";
import { DomainError } from "~/utils/domain-error";
import { datasetReports } from "~db/schema";
import { spendBudgets } from "../auth/request-budget.server";
import { getVisibleDataset } from "./visibility.server";

/** Reports one account may file in REPORT_WINDOW_MS, and one dataset may receive (a flood of sybils). */
export const REPORTS_PER_ACCOUNT = 10;
export const REPORTS_PER_DATASET = 20;
export const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * Reports from one IP a day, and on one dataset from one IP (docs/rate-limits.md, reports tier):
 * sybil accounts made behind one address cannot pile reports on a dataset. A classroom that finds a
 * bad dataset still files 3, which lists it for an operator.
 */
export const REPORTS_PER_IP = 10;
export const REPORTS_PER_IP_DATASET = 3;

const COUNT_SQL = `SELECT
  (SELECT count(*) FROM dataset_reports WHERE reporter_id = ?1 AND created_at > ?3) AS mine,
  (SELECT min(created_at) FROM (SELECT created_at FROM dataset_reports WHERE reporter_id = ?1 AND created_at > ?3
    ORDER BY created_at DESC LIMIT ?4)) AS mine_oldest,
  (SELECT count(*) FROM dataset_reports WHERE dataset_id = ?2 AND created_at > ?3) AS theirs,
  (SELECT min(created_at) FROM (SELECT created_at FROM dataset_reports WHERE dataset_id = ?2 AND created_at > ?3
    ORDER BY created_at DESC LIMIT ?5)) AS theirs_oldest`;

type Counts = { mine: number; mine_oldest: number | null; theirs: number; theirs_oldest: number | null };

/** Seconds until the account and the dataset may take another report (0: now). */
function tooManyReports(wait: number): DomainError {
  return new DomainError(
    "RATE_LIMITED",
    "Too many reports; try again later",
    { retryAfter: wait },
    wait,
  ).because("throttled");
}

/** Spends the address's daily reports (in all, and on this dataset); the wait in seconds when spent, else 0. */
function spendIpReports(deps: Pick<AppDeps, "db">, ip: string, datasetId: number, now: number) {
  return spendBudgets(
    deps.db,
    [
      { key: `report:ip:${ip}`, limit: REPORTS_PER_IP, windowMs: REPORT_WINDOW_MS },
      { key: `report:ipds:${ip}|${datasetId}`, limit: REPORTS_PER_IP_DATASET, windowMs: REPORT_WINDOW_MS },
    ],
    now,
  );
}

async function reportWait(deps: Pick<AppDeps, "db">, userId: number, datasetId: number, now: number) {
  const counts = await deps.db.$client
    .prepare(COUNT_SQL)
    .bind(userId, datasetId, now - REPORT_WINDOW_MS, REPORTS_PER_ACCOUNT, REPORTS_PER_DATASET)
    .first<Counts>();
  let until = 0;
  // The window frees a place when the oldest of the last `limit` reports leaves it.
  if (counts && counts.mine >= REPORTS_PER_ACCOUNT) until = (counts.mine_oldest ?? now) + REPORT_WINDOW_MS;
  if (counts && counts.theirs >= REPORTS_PER_DATASET) {
    until = Math.max(until, (counts.theirs_oldest ?? now) + REPORT_WINDOW_MS);
  }
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/**
 * A signed-in player reports a dataset they can see, for an operator (scripts/moderate.mjs).
 * One open report per player and dataset (a unique index): a second one is a 409. At most
 * REPORTS_PER_ACCOUNT a day per account and REPORTS_PER_DATASET a day per dataset, and from the
 * request's IP (null: a caller the edge did not name) REPORTS_PER_IP a day, REPORTS_PER_IP_DATASET
 * of them on one dataset: past that, 429.
 */
export async function reportDataset(
  deps: Pick<AppDeps, "db" | "now">,
  userId: number,
  datasetId: number,
  input: ReportInput,
  ip: string | null,
): Promise<{ id: number; status: "open" }> {
  await getVisibleDataset(deps, datasetId, userId);
  const now = deps.now().getTime();
  const wait = await reportWait(deps, userId, datasetId, now);
  if (wait > 0) throw tooManyReports(wait);
  const ipWait = ip === null ? 0 : await spendIpReports(deps, ip, datasetId, now);
  if (ipWait > 0) throw tooManyReports(ipWait);
  const row = await deps.db
    .insert(datasetReports)
    .values({
      datasetId,
      reporterId: userId,
      reason: input.reason,
      note: input.note ?? "",
      createdAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ id: datasetReports.id })
    .get();
  if (!row) {
    throw new DomainError(
      "CONFLICT",
      "You already reported this dataset; an operator will look at it",
    ).because("alreadyReported");
  }
  return { id: row.id, status: "open" };
}
