import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("common password list", () => {
  it("refuses frequent passwords whatever their case, and accepts unusual ones", () => {
    for (const password of ["password123", "PASSWORD123", "qwertyuiop", "1q2w3e4r5t", "iloveyou1"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("violet-harbor-lantern-7")).toBe(false);
  });
});
