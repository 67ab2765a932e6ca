import { describe, expect, it } from "vitest";
import { camelKeys, MAX_JSON_DEPTH, snakeKeys } from "./key-case";

describe("key case conversion", () => {
  it("converts nested identifier keys both ways", () => {
    const camel = { datasetId: 1, otherInfo: { sessionId: "s", list: [{ entryId: 2 }] } };
    const snake = { dataset_id: 1, other_info: { session_id: "s", list: [{ entry_id: 2 }] } };
    expect(snakeKeys(camel)).toEqual(snake);
    expect(camelKeys(snake)).toEqual(camel);
  });

  it("leaves locale-keyed data such as zh-CN untouched", () => {
    const labels = { label: { "zh-CN": "金", "en-US": "Gold" } };
    expect(snakeKeys(labels)).toEqual(labels);
    expect(camelKeys(labels)).toEqual(labels);
  });

  it("refuses client JSON nested past the limit with a 400, without recursing 3,000 deep", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 3000; i++) deep = { a: deep };
    expect(() => camelKeys(deep)).toThrow(expect.objectContaining({ code: "INVALID", reason: "tooDeep" }));
    let ok: unknown = 1;
    for (let i = 0; i < MAX_JSON_DEPTH; i++) ok = { a: ok };
    expect(() => camelKeys(ok)).not.toThrow();
    // Our own output is never refused (its client parts were checked on the way in).
    expect(() => snakeKeys({ data: { records: [{ otherInfo: ok }] } })).not.toThrow();
  });
});
