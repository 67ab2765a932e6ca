// One autocannon measurement: 50 connections for about 10 s (the fixed load).
// A run is a fixed number of requests (what a warm-up showed the endpoint does in that time), not a
// fixed duration: when a duration ends, autocannon resets the connections still waiting, and with
// slow pages on a loaded machine those resets made `wrangler dev` exit.
import autocannon from "autocannon";

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const SAMPLE_MS = 20;

/** Returns req/s (mean), p50 and p99 latency (ms) and the count of non-2xx answers and errors. */
export async function measure({ url, method = "GET", headers = {}, body, setupRequest, amount }) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount: amount ?? CONNECTIONS * 4,
    // autocannon notices that the last of `amount` requests is done only at its next sample tick
    // (1 s by default), so a run's duration was rounded up to whole seconds: 2,000 requests done in
    // 4.1 s counted as 5.02 s (req/s 398 instead of 488), and every page row's req/s came out as
    // `amount` over a whole number. Ticks of 20 ms keep that error under 1%.
    sampleInt: SAMPLE_MS,
    // A Worker that went away answers every request with an error: stop instead of waiting.
    bailout: 1000,
    method,
    headers,
    body,
    ...(setupRequest ? { requests: [{ method, setupRequest }] } : {}),
  });
  const seconds = result.duration || 1;
  return {
    rps: (result["2xx"] + result.non2xx) / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    bad: result.non2xx + result.errors + result.timeouts,
    seconds,
  };
}

/**
 * A warm-up burst (caches, JIT, D1 pages), whose rate sizes the real run: returns the options for a
 * measurement of about DURATION_SECONDS.
 */
export async function warmUp(options) {
  const warm = await measure({ ...options, amount: CONNECTIONS * 4 });
  return { ...options, amount: Math.max(CONNECTIONS * 4, Math.round(warm.rps * DURATION_SECONDS)) };
}
