import { describe, expect, it } from "vitest";
import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from "~/client/preload-queue";

function deferred() {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("preload queue", () => {
  it("runs at most 4 preloads at a time and starts the next when one finishes", async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const queue = createPreloadQueue();
    const jobs = Array.from({ length: 7 }, () => deferred());
    let running = 0;
    let peak = 0;
    const finished = jobs.map((job, index) =>
      queue.enqueue(`/route-${index}`, async () => {
        running += 1;
        peak = Math.max(peak, running);
        await job.promise;
        running -= 1;
      }),
    );
    expect(queue.active).toBe(4);
    expect(queue.waiting).toBe(3);
    jobs[0].resolve();
    await tick();
    expect(queue.active).toBe(4);
    expect(queue.waiting).toBe(2);
    for (const job of jobs) job.resolve();
    await Promise.all(finished);
    expect(peak).toBe(4);
    expect(queue.active).toBe(0);
  });

  it("preloads a key once", async () => {
    const queue = createPreloadQueue();
    let runs = 0;
    await queue.enqueue("/news", async () => {
      runs += 1;
    });
    await queue.enqueue("/news", async () => {
      runs += 1;
    });
    expect(runs).toBe(1);
  });

  it("frees the slot and allows a retry after a failure", async () => {
    const queue = createPreloadQueue(1);
    const failing = deferred();
    const first = queue.enqueue("/a", () => failing.promise);
    let secondRan = false;
    const second = queue.enqueue("/b", async () => {
      secondRan = true;
    });
    failing.reject(new Error("chunk failed"));
    await Promise.all([first, second]);
    expect(secondRan).toBe(true);
    let retried = false;
    await queue.enqueue("/a", async () => {
      retried = true;
    });
    expect(retried).toBe(true);
  });
});
