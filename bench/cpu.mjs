// Worker CPU per request, from a V8 CPU profile taken through the dev inspector while requests are
// sent one at a time. V8 stamps samples with the monotonic clock that process.hrtime also reads
// (CLOCK_MONOTONIC on Linux), so each sample can be given to the request in flight (requests go one at a time); a request's CPU is the time of its samples that were not idle (JavaScript, GC and the
// runtime's own work, including the D1/KV binding calls, but not the waits for them).
// Samples of a request = its Worker CPU in the way Cloudflare bills and limits it.

const INTERVAL_US = 100;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[at];
}

/** Per-request CPU (ms) from a profile and the requests' [start, end] windows (µs, monotonic). */
export function cpuPerWindow(profile, windows) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id),
  );
  const cpu = new Array(windows.length).fill(0);
  let time = profile.startTime;
  let w = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i];
    time += delta;
    if (idle.has(profile.samples[i]) || !nodes.has(profile.samples[i])) continue;
    // A sample belongs to the last request sent before it (its waitUntil work included).
    while (w + 1 < windows.length && windows[w + 1][0] <= time) w++;
    // It stands for the interval since the previous sample (capped: a long gap is not CPU).
    if (time >= windows[w][0]) cpu[w] += Math.min(delta, INTERVAL_US * 4) / 1000;
  }
  return cpu;
}

export function summarizeCpu(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Sends `count` requests one after another (after `warm` unmeasured ones) with the profiler on and
 * returns the Worker CPU of each. `send` performs one request and consumes its body.
 */
export async function measureCpu(inspector, send, { count = 100, warm = 20 } = {}) {
  for (let i = 0; i < warm; i++) await send(i);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: INTERVAL_US });
  await inspector.send("Profiler.start");
  const windows = [];
  for (let i = 0; i < count; i++) {
    const start = nowUs();
    await send(warm + i);
    windows.push([start, nowUs()]);
    // A gap so waitUntil work and the next request do not share a window.
    await new Promise((resolve) => setTimeout(resolve, 3));
  }
  const { profile } = await inspector.send("Profiler.stop");
  return { cpu: cpuPerWindow(profile, windows), profile };
}
