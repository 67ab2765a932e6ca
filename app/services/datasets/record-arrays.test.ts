import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { chooseRecords, recordArrays } from "./record-arrays";
import type { PlanOutcome, TableNotes } from "./upload-source";
import { planFromText } from "./upload-text";

// A Tang poems file as such collections are published: volumes, each a title and its poems.
const poets = ["李白", "杜甫", "王维", "白居易", "孟浩然", "王昌龄"];
const tang = {
  title: "全唐诗",
  volumes: Array.from({ length: 4 }, (_, v) => ({
    volume: `卷${v + 1}`,
    poems: Array.from({ length: 6 }, (_, p) => ({
      title: `诗${v * 6 + p + 1}`,
      author: poets[(v + p) % poets.length],
      lines: 4 + ((v + p) % 3) * 4,
      paragraphs: ["床前明月光，疑是地上霜。", "举头望明月，低头思故乡。"],
    })),
  })),
};

type Read = {
  outcome: PlanOutcome;
  table: TableNotes;
  entries: { name: string; attributes: Record<string, unknown> }[];
};
const read = (raw: unknown, plan?: unknown) =>
  planFromText(
    "tang.json",
    JSON.stringify(raw),
    "",
    {},
    plan ? { plan: uploadPlanSchema.parse(plan) } : {},
  ) as unknown as Read;

describe("JSON with several arrays of records", () => {
  it("lists every array with its count", () => {
    expect(recordArrays(tang)).toEqual([
      { path: "volumes[]", count: 4 },
      { path: "volumes[].poems[]", count: 24 },
    ]);
  });

  it("proposes the poems each volume groups, with the reason, each poem keeping its volume", () => {
    const upload = read(tang);
    expect(upload.table.records).toMatchObject({ path: "volumes[].poems[]", reason: "groups", count: 24 });
    expect(upload.outcome.plan.records_path).toBe("volumes[].poems[]");
    expect(upload.entries).toHaveLength(24);
    expect(upload.entries[0].name).toBe("诗1");
    expect(Object.keys(upload.outcome.plan.columns)).toContain("volume");
  });

  it("reads the array the author picks, and keeps the choice in the plan", () => {
    const upload = read(tang, { records_path: "volumes[]" });
    expect(upload.entries).toHaveLength(4);
    expect(upload.outcome.plan.records_path).toBe("volumes[]");
  });

  it("proposes the largest of several arrays an object holds side by side", () => {
    const raw = {
      authors: [{ name: "李白" }, { name: "杜甫" }],
      poems: tang.volumes.flatMap((volume) => volume.poems),
    };
    expect(chooseRecords(raw)?.choice).toMatchObject({ path: "poems[]", reason: "largest", count: 24 });
  });

  it("keeps a plain array of records as it is: no choice to offer", () => {
    expect(chooseRecords([{ name: "a" }, { name: "b" }])?.choice).toBeNull();
  });
});
