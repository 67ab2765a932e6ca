/** spec §9: at most 4 route preloads run at a time. */
export const MAX_CONCURRENT_PRELOADS = 4;

export type PreloadQueue = {
  /** Runs `task` once per key, when a slot is free; resolves when it settles (immediately for a known key). */
  enqueue(key: string, task: () => Promise<unknown>): Promise<void>;
  readonly active: number;
  readonly waiting: number;
};

type Job = { key: string; task: () => Promise<unknown>; done: () => void };

export function createPreloadQueue(concurrency = MAX_CONCURRENT_PRELOADS): PreloadQueue {
  const known = new Set<string>();
  const queue: Job[] = [];
  let active = 0;

  function pump() {
    while (active < concurrency && queue.length > 0) {
      const job = queue.shift() as Job;
      active += 1;
      job
        .task()
        // A failed preload is retried on the next intent; the navigation itself reports real failures.
        .catch(() => known.delete(job.key))
        .finally(() => {
          active -= 1;
          job.done();
          pump();
        });
    }
  }

  return {
    enqueue(key, task) {
      if (known.has(key)) return Promise.resolve();
      known.add(key);
      return new Promise<void>((done) => {
        queue.push({ key, task, done });
        pump();
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
