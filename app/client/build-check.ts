import { BUILD_CHECK_INTERVAL_MS } from "./build-check-interval";

export { BUILD_CHECK_INTERVAL_MS };

export type BuildMeta = { id: string; timestamp: number };

type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

function isBuildMeta(value: unknown): value is BuildMeta {
  if (value === null || typeof value !== "object") return false;
  const { id, timestamp } = value as Record<string, unknown>;
  return typeof id === "string" && id !== "" && typeof timestamp === "number";
}

async function readMeta(fetchImpl: FetchLike, url: string): Promise<BuildMeta | null> {
  try {
    const response = await fetchImpl(url, { cache: "no-store" });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isBuildMeta(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * The live build when it is newer than `currentId`, else null. `builds/latest.json` (with a timestamp
 * query against caches) names the live build; `builds/meta/{id}.json` dates the running one, so a
 * rollback to an older build does not nag. A running build without meta is treated as older.
 */
export async function findNewerBuild(
  fetchImpl: FetchLike,
  currentId: string,
  now: number,
): Promise<BuildMeta | null> {
  const latest = await readMeta(fetchImpl, `/builds/latest.json?t=${now}`);
  if (!latest || latest.id === currentId) return null;
  const current = await readMeta(fetchImpl, `/builds/meta/${encodeURIComponent(currentId)}.json`);
  if (current && current.timestamp >= latest.timestamp) return null;
  return latest;
}

type BuildCheckOptions = {
  currentId: string;
  onNewerBuild: (build: BuildMeta) => void;
  fetch?: FetchLike;
  intervalMs?: number;
  now?: () => number;
  /** Check once at once too (the caller already waited the first interval). */
  checkNow?: boolean;
};

/** Checks every hour (and at once with `checkNow`) until a newer build is found (then reports it once and stops). Returns a stop function. */
export function startBuildCheck({
  currentId,
  onNewerBuild,
  fetch: fetchImpl = (url, init) => fetch(url, init),
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  now = Date.now,
  checkNow = false,
}: BuildCheckOptions): () => void {
  let stopped = false;
  let checking = false;
  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    const newer = await findNewerBuild(fetchImpl, currentId, now());
    checking = false;
    if (newer && !stopped) {
      stop();
      onNewerBuild(newer);
    }
  };
  const timer = setInterval(check, intervalMs);
  if (checkNow) void check();
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}
