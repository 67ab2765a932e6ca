// bench/cpu.mjs turns a V8 profile into Worker CPU per request: samples go to the request in flight,
// idle samples and long pauses (the sampler stops while the isolate waits) are not CPU.
import { describe, expect, it } from "vitest";
import { cpuPerWindow, summarizeCpu } from "../../bench/cpu.mjs";

const node = (id: number, functionName: string) => ({
  id,
  callFrame: { functionName, url: "", lineNumber: 0, columnNumber: 0, scriptId: "0" },
});

/** A profile starting at t=1000 µs with samples at the given times (µs) on the given node ids. */
function profile(samples: [number, number][]) {
  let last = 1000;
  return {
    nodes: [node(1, "(root)"), node(2, "render"), node(3, "(idle)")],
    startTime: 1000,
    samples: samples.map(([, id]) => id),
    timeDeltas: samples.map(([at]) => {
      const delta = at - last;
      last = at;
      return delta;
    }),
  };
}

describe("Worker CPU per request from a profile", () => {
  it("gives each request the busy samples after it was sent, not idle ones or long gaps", () => {
    const windows: [number, number][] = [
      [1000, 2000],
      [3000, 4000],
    ];
    const cpu = cpuPerWindow(
      profile([
        [1100, 2], // request 1: 100 µs
        [1200, 2], // 100 µs
        [1300, 3], // idle
        [1400, 2], // 100 µs
        [2500, 2], // after request 1 answered (its waitUntil work): counted, capped at 400 µs
        [3100, 2], // request 2: capped 400 µs (600 µs since the previous sample)
        [3200, 2], // 100 µs
      ]),
      windows,
    );
    expect(cpu[0]).toBeCloseTo(0.7, 5);
    expect(cpu[1]).toBeCloseTo(0.5, 5);
  });

  it("summarizes median and p99", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarizeCpu(values)).toEqual({ median: 50, p99: 99, n: 100 });
  });
});
