import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api } from "./testing/api-client";

type Merge = {
  key: string | null;
  label: string;
  columns: { key: string; header: string }[];
  offered: boolean;
};
type DryRun = {
  attribute_types: { key: string; type: string; label: Record<string, string> }[];
  preview: { name: string; attributes: Record<string, unknown> }[];
  errors: unknown[];
  column_notes: { key: string; merged?: { keys: string[]; headers: string[] } }[];
  table: { merges: Merge[] };
};

let owner: TestUser;
beforeAll(async () => {
  owner = await createTestUser(env.DB);
});

const csv = [
  "名称,类型1,类型2,体重",
  "妙蛙种子,草,毒,6.9",
  "小火龙,火,,8.5",
  "杰尼龟,水,水,9",
  "波波,一般,飞行,1.8",
].join("\n");

async function dryRun(datasetId: number, fields: Record<string, string>) {
  const form = new FormData();
  form.set("file", new File([csv], "宝可梦.csv", { type: "text/csv" }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await api<DryRun>(`/api/v1/dataset/${datasetId}/versions?dry_run=true`, {
    method: "POST",
    token: owner.accessToken,
    body: form,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("merging columns into one list through the API", () => {
  it("offers 类型1/类型2 in the dry run, merges them on merge_<key>, and says what was merged", async () => {
    const created = await api<{ id: number }>("/api/v1/dataset", {
      method: "POST",
      token: owner.accessToken,
      body: { name: "宝可梦" },
    });
    const datasetId = created.body.data.id;
    const offered = await dryRun(datasetId, {});
    expect(offered.table.merges).toEqual([
      {
        key: null,
        label: "类型",
        offered: true,
        columns: [
          { key: "col_2", header: "类型1" },
          { key: "col_3", header: "类型2" },
        ],
      },
    ]);
    expect(offered.attribute_types.map((column) => column.key)).toEqual(["col_2", "col_3", "col_4"]);

    const merged = await dryRun(datasetId, { merge_col_2: "col_3" });
    expect(merged.errors).toEqual([]);
    const list = merged.attribute_types[0];
    expect(list).toMatchObject({
      key: "col_2_list",
      type: "set",
      label: { "zh-CN": "类型", "en-US": "类型" },
    });
    expect(merged.attribute_types.map((column) => column.key)).toEqual(["col_2_list", "col_4"]);
    expect(merged.preview.map((entry) => entry.attributes.col_2_list)).toEqual([
      ["草", "毒"],
      ["火"],
      ["水"],
      ["一般", "飞行"],
    ]);
    expect(merged.table.merges[0]).toMatchObject({ key: "col_2_list", offered: true });
    expect(merged.column_notes.find((note) => note.key === "col_2_list")?.merged).toEqual({
      keys: ["col_2", "col_3"],
      headers: ["类型1", "类型2"],
    });
  });
});
