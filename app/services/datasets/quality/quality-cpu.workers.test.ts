import { describe, expect, it } from "vitest";
import { largeDataset } from "./large-dataset";
import { qualityReport } from "./quality-report";

describe("quality report CPU inside workerd", () => {
  it("reports on 5,000 entries × 50 attributes within the upload request", () => {
    const { columns, entries } = largeDataset();
    const started = performance.now();
    const report = qualityReport(columns, entries);
    const ms = performance.now() - started;
    console.log(
      `quality report 5,000 × 50: ${ms.toFixed(0)} ms (greedy ${report.greedy.expected} ${report.greedy.method}, optimal ${report.optimal.expected})`,
    );
    expect(report.entries).toBe(5000);
    expect(report.greedy.method).toBe("sampled");
    expect(ms).toBeLessThan(3000);
  });
});
