// One autocannon measurement: 50 connections for 10 s (the fixed load).
import autocannon from "autocannon";

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

/** Returns req/s (mean), p50 and p99 latency (ms) and the count of non-2xx answers and errors. */
export async function measure({ url, method = "GET", headers = {}, body, setupRequest, duration }) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: duration ?? DURATION_SECONDS,
    method,
    headers,
    body,
    ...(setupRequest ? { requests: [{ method, setupRequest }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/** A short burst so the worker's caches, JIT and D1 pages are warm before the real run. */
export async function warmUp(options) {
  await measure({ ...options, duration: 2 });
}
