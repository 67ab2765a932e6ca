import { describe, expect, it } from "vitest";
import { seedDatasets } from "~db/seed/seed-datasets";
import { qualityReport } from "./quality-report";

describe("difficulty from a human-like player", () => {
  it("labels the seed datasets by how they play, not all alike", () => {
    const reports = seedDatasets.map((dataset) => ({
      slug: dataset.slug,
      ...qualityReport(dataset.attributeTypes, dataset.entries),
    }));
    for (const report of reports) {
      console.log(
        `${report.slug}: ${report.entries} entries, human ${report.human?.expected} (optimal ${report.optimal.expected}) → ${report.difficulty}`,
      );
      // A person guessing among what is still possible needs more guesses than the best play.
      expect(report.human?.expected).toBeGreaterThanOrEqual(report.optimal.expected);
    }
    expect(new Set(reports.map((report) => report.difficulty)).size).toBeGreaterThan(1);
  });
});
