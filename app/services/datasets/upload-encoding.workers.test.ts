import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../tests/factories/users";
import { api } from "./testing/api-client";

type DryRun = {
  attribute_types: { key: string; label: Record<string, string> }[];
  preview: { name: string }[];
  table: { encoding: string; unnamed_rows: number } | null;
};

const hex = (value: string) =>
  new Uint8Array((value.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16)));

let owner: TestUser;
let datasetId: number;
beforeAll(async () => {
  owner = await createTestUser(env.DB);
  const created = await api<{ id: number }>("/api/v1/dataset", {
    method: "POST",
    token: owner.accessToken,
    body: { name: `Encodings ${Date.now()}` },
  });
  datasetId = created.body.data.id;
});

async function dryRun(bytes: Uint8Array<ArrayBuffer>, fileName: string) {
  const form = new FormData();
  form.set("file", new File([bytes], fileName, { type: "text/csv" }));
  const res = await api<DryRun>(`/api/v1/dataset/${datasetId}/versions?dry_run=true`, {
    method: "POST",
    token: owner.accessToken,
    body: form,
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("uploads in the character set Excel saved them in", () => {
  it("reads a GBK CSV from Chinese Excel as Chinese and says so", async () => {
    // 朝代,都城\n秦,咸阳\n汉,长安\n in GB18030, as Excel on Chinese Windows saves "CSV".
    const data = await dryRun(hex("b3afb4fa2cb6bcb3c70ac7d82ccfccd1f40ababa2cb3a4b0b20a"), "朝代.csv");
    expect(data.preview.map((entry) => entry.name)).toEqual(["秦", "汉"]);
    expect(data.attribute_types[0]?.label["zh-CN"] ?? data.attribute_types[0]?.label["en-US"]).toBe("都城");
    expect(data.table?.encoding).toBe("gb18030");
  });

  it("reads a Windows-1252 CSV's accents and leaves rows without a name out", async () => {
    // Name,Ville\nRené,Montréal\n,Nowhere\nZoë,Köln\n in Windows-1252
    const bytes = hex(
      "4e616d652c56696c6c650a52656ee92c4d6f6e7472e9616c0a2c4e6f77686572650a5a6feb2c4bf66c6e0a",
    );
    const data = await dryRun(bytes, "villes.csv");
    expect(data.preview.map((entry) => entry.name)).toEqual(["René", "Zoë"]);
    expect(data.table?.encoding).toBe("windows-1252");
    expect(data.table?.unnamed_rows).toBe(1);
  });
});
