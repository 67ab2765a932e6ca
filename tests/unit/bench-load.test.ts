// bench/load.mjs counts a row's failed requests and says what they got: a timeout once (autocannon
// counts it in `errors` and in `timeouts`), and a POST that wrangler dev's proxy dropped before the
// Worker (its 503 "Your worker restarted mid-request") apart from the Worker's own answers.
import { describe, expect, it } from "vitest";
import { describeFailures, failureLog, tally } from "../../bench/load.mjs";

const DROPPED =
  "Your worker restarted mid-request. Please try sending the request again. Only GET or HEAD requests are retried automatically.";

/** The fields of an autocannon result that the bench reads. */
const result = (fields: { ok: number; non2xx?: number; errors?: number; timeouts?: number }) => ({
  "2xx": fields.ok,
  non2xx: fields.non2xx ?? 0,
  errors: fields.errors ?? 0,
  timeouts: fields.timeouts ?? 0,
  duration: 10,
  latency: { p50: 100, p99: 900 },
});

describe("a load row's failed requests", () => {
  it("counts a timed-out request once", () => {
    const failures = failureLog();
    for (let i = 0; i < 5; i++) failures.onError(new Error("request timed out"));
    const row = tally(result({ ok: 995, errors: 5, timeouts: 5 }), failures.summary());
    expect(row.bad).toBe(5);
    expect(row.timeouts).toBe(5);
    expect(describeFailures(row.failures)[0]).toBe("  failed: Error ×5");
  });

  it("says what a refused request got: its status and the start of its body", () => {
    const failures = failureLog();
    failures.onResponse(200, "{}");
    failures.onResponse(409, `{"code":409,"message":"This entry was already guessed"${" ".repeat(300)}}`);
    const row = tally(result({ ok: 1, non2xx: 1 }), failures.summary());
    expect(row.bad).toBe(1);
    const lines = describeFailures(row.failures);
    expect(lines[0]).toBe("  failed: 409 ×1");
    expect(lines[1]).toContain('409: "{\\"code\\":409,\\"message\\":\\"This entry was already guessed\\"');
    expect(lines[1].length).toBeLessThan(260);
  });

  it("keeps what wrangler dev's proxy dropped before the Worker out of the failures and the req/s", () => {
    const failures = failureLog();
    for (let i = 0; i < 20; i++) failures.onResponse(503, DROPPED);
    failures.onResponse(503, "Service Unavailable");
    const row = tally(result({ ok: 979, non2xx: 21 }), failures.summary());
    expect(row.bad).toBe(1);
    expect(row.rps).toBeCloseTo(98);
    const lines = describeFailures(row.failures);
    expect(lines[0]).toBe("  failed: 503 ×1");
    expect(lines.at(-1)).toMatch(/^ {2}not counted: 20 dropped by wrangler dev's proxy before the Worker/);
  });

  it("says nothing when every request succeeded", () => {
    const failures = failureLog();
    failures.onResponse(200, "{}");
    expect(describeFailures(tally(result({ ok: 1 }), failures.summary()).failures)).toEqual([]);
  });
});
