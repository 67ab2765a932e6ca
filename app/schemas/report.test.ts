import { describe, expect, it } from "vitest";
import { reportSchema } from "./report";

describe("a report's note", () => {
  it("loses control characters and whole escape sequences when written; newlines and tabs stay", () => {
    const note =
      "Offensive\u001b[2K\u001b[1A names\u001b]52;c;ZXZpbA==\u0007\u001b]8;;https://evil.example\u001b\\here\u001b]8;;\u001b\\\r\nsee\trow 3\u0000\u009b31m\u0085";
    const parsed = reportSchema.parse({ reason: "offensive", note });
    expect(parsed.note).toBe("Offensive nameshere\nsee\trow 3");
  });
});
