// One autocannon measurement: 50 connections (BENCH_CONNECTIONS) for about 10 s (the fixed load).
// A run is a fixed number of requests (what a warm-up showed the endpoint does in that time), not a
// fixed duration: when a duration ends, autocannon resets the connections still waiting, and with
// slow pages on a loaded machine those resets made `wrangler dev` exit.
import autocannon from "autocannon";

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const SAMPLE_MS = 20;

/** How many failed answers a measurement keeps whole (status and the start of the body). */
const FAILURES_KEPT = 5;
const BODY_KEPT = 200;

/**
 * `wrangler dev`'s own answer (its ProxyWorker, not our Worker) when its pooled connection to the
 * Worker's runtime fails before the request gets there. Both ends of that hop close an idle
 * keep-alive connection after 5 s, so a request written into one idle for about 5 s can meet the
 * close (cloudflare/workers-sdk#14641): the proxy retries a GET or HEAD itself and answers any other
 * method with this 503. The Worker never ran such a request, so it is no failure of ours, and it
 * does not exist in production (no proxy between the edge and the Worker).
 */
const DEV_PROXY_DROP = "Your worker restarted mid-request.";

export const isDevProxyDrop = (status, body) =>
  status === 503 && String(body ?? "").startsWith(DEV_PROXY_DROP);

/**
 * What the failed requests of a run got, so a row that counts failures says why at once: the
 * count per status (or error), the first few answers' status and body, and the requests that
 * `wrangler dev`'s proxy dropped before they reached the Worker (`dropped`, not failures).
 */
export function failureLog() {
  const counts = new Map();
  const samples = [];
  let dropped = 0;
  const note = (what, detail) => {
    counts.set(what, (counts.get(what) ?? 0) + 1);
    if (samples.length < FAILURES_KEPT) samples.push(`${what}: ${detail}`);
  };
  return {
    onResponse: (status, responseBody) => {
      if (status >= 200 && status < 300) return;
      if (isDevProxyDrop(status, responseBody)) dropped += 1;
      else note(String(status), JSON.stringify(String(responseBody ?? "").slice(0, BODY_KEPT)));
    },
    onError: (error) => note(error?.code ?? error?.name ?? "error", error?.message ?? String(error)),
    summary: () => ({ counts: Object.fromEntries(counts), samples, dropped }),
  };
}

/** The lines that say what a row's failed and dropped requests got (none when all went well). */
export function describeFailures(failures) {
  const lines = [];
  if (failures?.samples.length) {
    const counts = Object.entries(failures.counts)
      .map(([what, count]) => `${what} ×${count}`)
      .join(", ");
    lines.push(`  failed: ${counts}`, ...failures.samples.map((sample) => `    ${sample}`));
  }
  if (failures?.dropped) {
    lines.push(
      `  not counted: ${failures.dropped} dropped by wrangler dev's proxy before the Worker (503 "${DEV_PROXY_DROP}", its keep-alive race; see bench/load.mjs)`,
    );
  }
  return lines;
}

/**
 * The figures of one autocannon result. autocannon counts a timeout in `errors` as well as in
 * `timeouts`, so the failures are the non-2xx answers plus the errors, less what wrangler dev's
 * proxy dropped (those never reached the Worker: neither answered nor failed by it).
 */
export function tally(result, failures) {
  const seconds = result.duration || 1;
  const dropped = failures.dropped ?? 0;
  return {
    rps: (result["2xx"] + result.non2xx - dropped) / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    bad: result.non2xx - dropped + result.errors,
    timeouts: result.timeouts,
    failures,
    seconds,
  };
}

/**
 * Returns req/s (mean), p50 and p99 latency (ms), the count of failed requests (`bad`: non-2xx
 * answers and errors) and what they got (`failures`, see failureLog).
 */
export async function measure({ url, method = "GET", headers = {}, body, setupRequest, amount }) {
  const failures = failureLog();
  const instance = autocannon({
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
    // A request entry of its own so that every answer's body reaches onResponse.
    requests: [{ method, ...(setupRequest ? { setupRequest } : {}), onResponse: failures.onResponse }],
  });
  instance.on("reqError", failures.onError);
  return tally(await instance, failures.summary());
}

/**
 * A warm-up burst (caches, JIT, D1 pages), whose rate sizes the real run: returns the options for a
 * measurement of about DURATION_SECONDS.
 */
export async function warmUp(options) {
  const warm = await measure({ ...options, amount: CONNECTIONS * 4 });
  for (const line of describeFailures(warm.failures)) console.log(`[bench] warm-up ${line.trim()}`);
  return { ...options, amount: Math.max(CONNECTIONS * 4, Math.round(warm.rps * DURATION_SECONDS)) };
}
