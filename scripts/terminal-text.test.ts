import { describe, expect, it } from "vitest";
import { formatReports, printable } from "./terminal-text.mjs";

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
const RAW_CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;

describe("what moderate.mjs prints of players' text", () => {
  it("shows every control character instead of sending it to the terminal", () => {
    const note =
      "ok\u001b[2K\u001b[1Aerased\u001b]52;c;ZXZpbA==\u0007\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\\rover\u009b31m";
    const shown = printable(note);
    expect(shown).not.toMatch(RAW_CONTROL);
    expect(shown).toContain("\\u{1b}[2K");
    expect(shown).toContain("\\u{1b}]52;c;ZXZpbA==\\u{7}");
    expect(shown).toContain("\\u{d}over\\u{9b}31m");
  });

  it("prints a report per block with its dataset name and note escaped", () => {
    const text = formatReports([
      {
        id: 3,
        dataset_id: 9,
        dataset: "Birds\u001b[8m",
        owner_id: null,
        reporter_id: 4,
        reason: "spam",
        note: "line one\nline two\u001b]52;c;eA==\u0007",
        created: "2026-11-28 10:00:00",
        open_on_dataset: 2,
        established_reporters: 1,
      },
    ]);
    expect(text.split("\n").every((line: string) => !RAW_CONTROL.test(line))).toBe(true);
    expect(text).toContain(
      'dataset 9 "Birds\\u{1b}[8m" (owner none): 2 open, 1 by accounts older than a week',
    );
    expect(text).toContain("note: line one\\u{a}line two\\u{1b}]52;c;eA==\\u{7}");
  });
});
