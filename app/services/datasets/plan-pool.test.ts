import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { planFromTable } from "./upload-source";

// the column plan's qualifier_column and answer_pool are the one source of the qualifier
// and the pool; the older form fields still win over them.
const cities = {
  format: "csv" as const,
  delimiter: ",",
  dropped: [],
  headers: ["name", "province", "population"],
  rows: [
    ["朝阳", "北京", "3452460"],
    ["朝阳", "辽宁", "2870000"],
    ["西安", "陕西", "12952907"],
    ["西安", "吉林", "400000"],
    ["北京", "北京", "21893095"],
    ["上海", "上海", "24870895"],
  ],
};

const plan = (fields: Record<string, unknown>) => uploadPlanSchema.parse({ name_column: "name", ...fields });

describe("the column plan's qualifier and answer pool", () => {
  it("qualify repeated names and limit the answers, and the plan stored says so", () => {
    const upload = planFromTable(
      cities,
      "",
      {},
      {
        plan: plan({
          qualifier_column: "province",
          answer_pool: { kind: "filter", column: "province", values: ["北京", "上海"] },
        }),
      },
    );
    expect(upload.qualifierColumn).toBe("province");
    expect(
      upload.entries.filter((entry) => entry.inPool).map((entry) => (entry as { name?: string }).name),
    ).toEqual(["朝阳", "北京", "上海"]);
    expect(upload.entries[1].qualifier).toMatchObject({ "zh-CN": "辽宁" });
    expect(upload.outcome.plan.qualifier_column).toBe("province");
    expect(upload.outcome.plan.answer_pool).toMatchObject({ kind: "filter" });
  });

  it("take the importer's proposal when the plan does not name them, and none when it says null", () => {
    const proposed = planFromTable(cities, "", {}, { plan: plan({}) });
    expect(proposed.qualifierColumn).toBe("province");
    const none = planFromTable(cities, "", {}, { plan: plan({ qualifier_column: null }) });
    expect(none.qualifierColumn).toBeNull();
    expect(none.entries.every((entry) => entry.qualifier === null)).toBe(true);
  });

  it("give way to the older fields (qualifier_column, answer_pool) sent beside the plan", () => {
    const upload = planFromTable(
      cities,
      "",
      {},
      {
        plan: plan({ qualifier_column: "province", answer_pool: { kind: "ids", ids: ["上海"] } }),
        qualifierColumn: null,
        answerPool: null,
      },
    );
    expect(upload.qualifierColumn).toBeNull();
    expect(upload.answerPool).toBeNull();
    expect(upload.entries.every((entry) => entry.inPool)).toBe(true);
  });
});
