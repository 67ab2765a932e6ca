import { describe, expect, it } from "vitest";
import { warningLines } from "./warning-lines";

describe("warning lines", () => {
  it("says once that a group of rows shares a name and its attributes, and counts the groups past the cap", () => {
    const { lines, more } = warningLines(
      [
        { code: "duplicateName", rows: [2, 5, 9], reason: "" },
        { code: "identicalAttributes", rows: [2, 5, 9], reason: "" },
        { code: "identicalAttributes", rows: [3, 4], reason: "" },
        { code: "duplicateName", rows: [6, 7], reason: "" },
      ],
      2,
    );
    expect(lines).toEqual([
      { rows: [2, 5, 9], sameName: true, sameAttributes: true },
      { rows: [3, 4], sameName: false, sameAttributes: true },
    ]);
    expect(more).toBe(1);
  });
});
