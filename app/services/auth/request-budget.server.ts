import { inArray, sql } from "drizzle-orm";
import type { Database } from "~db/index";
import { loginAttempts } from "~db/schema";

/** At most `limit` requests under `key` per fixed window of `windowMs` (counted in `login_attempts`). */
export type Budget = { key: string; limit: number; windowMs: number };

/**
 * Counts one request under every budget, or none when one of them is spent: then it returns the
 * seconds until that budget's window ends (the longest wait when several are spent), else 0.
 * Keys share the login counters' table under their own prefixes, so the prune job ends their windows.
 */
export async function spendBudgets(db: Database, budgets: Budget[], now: number): Promise<number> {
  if (budgets.length === 0) return 0;
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(
      inArray(
        loginAttempts.key,
        budgets.map((budget) => budget.key),
      ),
    );
  let wait = 0;
  for (const budget of budgets) {
    const row = rows.find((candidate) => candidate.key === budget.key);
    const ends = row ? row.windowStart.getTime() + budget.windowMs : 0;
    if (row && ends > now && row.count >= budget.limit) wait = Math.max(wait, ends - now);
  }
  if (wait > 0) return Math.ceil(wait / 1000);
  const [first, ...rest] = budgets.map(({ key, windowMs }) => {
    const floor = now - windowMs;
    return db
      .insert(loginAttempts)
      .values({ key, windowStart: new Date(now), count: 1, lastFailureAt: null })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          count: sql`CASE WHEN ${loginAttempts.windowStart} <= ${floor} THEN 1 ELSE ${loginAttempts.count} + 1 END`,
          windowStart: sql`CASE WHEN ${loginAttempts.windowStart} <= ${floor} THEN ${now} ELSE ${loginAttempts.windowStart} END`,
        },
      });
  });
  if (first) await db.batch([first, ...rest]);
  return 0;
}
