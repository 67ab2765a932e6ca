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
    // Both players' figures exist at this size; their cost is a bench figure (npm run bench:import), not a timed test.
    expect(report.expert?.expected).toBeGreaterThan(1);
    expect(report.human?.expected).toBeGreaterThan(1);
  }, 60_000);
});

describe("quality reports for versions that have none", () => {
  it("are computed from the stored entries and kept (dataset page, cron backfill)", async () => {
    const { env } = await import("cloudflare:workers");
    const { database } = await import("~db/index");
    const { backfillQualityReports, readQualityReport } = await import("./quality-store.server");
    const db = database(env.DB);
    const { datasets } = await import("~db/schema");
    const { sql } = await import("drizzle-orm");
    const [{ id }] = await db.insert(datasets).values({ name: "Backfill" }).returning({ id: datasets.id });
    const [{ versionId }] = (
      await db.run(
        sql`INSERT INTO dataset_versions (dataset_id, version, attribute_types, entries_count) VALUES (${id}, 1, ${JSON.stringify([{ key: "n", label: {}, type: "number" }])}, 3) RETURNING id AS versionId`,
      )
    ).results as { versionId: number }[];
    for (const [position, n] of [1, 2, 3].entries()) {
      await db.run(
        sql`INSERT INTO entries (version_id, position, name, aliases, attributes, search_key) VALUES (${versionId}, ${position}, ${`E${n}`}, '[]', ${JSON.stringify({ n })}, '')`,
      );
    }
    await db.run(sql`UPDATE datasets SET latest_version_id = ${versionId} WHERE id = ${id}`);
    expect(await readQualityReport({ db }, versionId)).toBeNull();
    expect(await backfillQualityReports({ db }, 100)).toBeGreaterThan(0);
    const report = await readQualityReport({ db }, versionId);
    expect(report).toMatchObject({ entries: 3, optimal: { expected: 1.67, worst: 2, method: "exact" } });
  });
});
