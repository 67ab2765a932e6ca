// CPU time of the workerd process that runs the Worker, read from /proc (Linux only). Locally that
// process also runs the D1 and KV simulators, all on one thread: under load a page's request costs
// that thread its render plus its D1 round trip, and a row's req/s is bounded by it. /healthz,
// nearly free there, is bounded by the machine's cores instead (wrangler's proxy process, node and
// the load generator share them). In production D1 runs on other machines.
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { resolve } from "node:path";

const CLOCK_TICK_MS = 10; // USER_HZ: 100 on Linux

/** The pid of the workerd process holding the local D1 files under `stateDir` open, or null. */
export function workerRuntimePid(stateDir) {
  const d1Folder = `${resolve(stateDir)}/v3/d1/`;
  let pids = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return null; // not Linux
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "workerd") continue;
      const fds = readdirSync(`/proc/${pid}/fd`);
      if (fds.some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(d1Folder))) return Number(pid);
    } catch {
      // The process ended, or is not ours to read.
    }
  }
  return null;
}

/** User + system CPU time of process `pid` so far, in ms (10 ms resolution). */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

/**
 * Runs `load` (resolving to autocannon figures with `ok`, `bad` and `seconds`) and adds the Worker
 * process's CPU per request (`threadMs`) and its busy share of one core (`busy`) meanwhile; both
 * null when the process is not found.
 */
export async function withProcessCpu(stateDir, load) {
  const pid = workerRuntimePid(stateDir);
  const before = pid === null ? 0 : processCpuMs(pid);
  const result = await load();
  if (pid === null) return { ...result, threadMs: null, busy: null };
  let spent;
  try {
    spent = processCpuMs(pid) - before;
  } catch {
    return { ...result, threadMs: null, busy: null }; // restarted meanwhile
  }
  const requests = result.ok + result.bad;
  return {
    ...result,
    threadMs: requests > 0 ? spent / requests : null,
    busy: spent / (result.seconds * 1000),
  };
}
