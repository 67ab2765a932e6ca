import { describe, expect, it } from "vitest";
import { camelKeys, snakeKeys } from "./key-case";

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
});
