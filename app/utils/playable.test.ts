import { describe, expect, it } from "vitest";
import { isPlayable } from "./playable";

describe("isPlayable", () => {
  const base = { latestVersionId: 3, entriesCount: 10, hiddenReason: null };
  it("is a published version of at least 10 entries, not hidden", () => {
    expect(isPlayable(base)).toBe(true);
    expect(isPlayable({ ...base, entriesCount: 9 })).toBe(false);
    expect(isPlayable({ ...base, latestVersionId: null })).toBe(false);
    expect(isPlayable({ ...base, hiddenReason: "" })).toBe(false);
  });
});
