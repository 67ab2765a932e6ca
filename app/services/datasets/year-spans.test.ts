import { describe, expect, it } from "vitest";
import type { UploadPlanInput } from "~/schemas/upload-plan";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { readYearSpan } from "./loose-cells";
import { planFromCsv } from "./upload-source";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

/** The Ming emperors as a Chinese table writes them: 明英宗 reigned twice. */
const MING_ZH = [
  "庙号,姓名,在位",
  "明太祖,朱元璋,1368年－1398年",
  "明惠帝,朱允炆,1398年－1402年",
  "明成祖,朱棣,1402年－1424年",
  "明宣宗,朱瞻基,1425年－1435年",
  "明英宗,朱祁镇,1435年－1449年；1457年－1464年",
  "明代宗,朱祁钰,1449年－1457年",
  "明宪宗,朱见深,1464年－1487年",
].join("\n");

/** The same in English, with en dashes and a comma between the two reigns. */
const MING_EN = [
  "Temple name,Name,Reign",
  "Taizu,Zhu Yuanzhang,1368–1398",
  "Huidi,Zhu Yunwen,1398–1402",
  "Chengzu,Zhu Di,1402–1424",
  "Xuanzong,Zhu Zhanji,1425–1435",
  'Yingzong,Zhu Qizhen,"1435–1449, 1457–1464"',
  "Jingtai,Zhu Qiyu,1449–1457",
  "Xianzong,Zhu Jianshen,1464–1487",
].join("\n");

const plan = (input: UploadPlanInput) => ({ plan: uploadPlanSchema.parse(input) });

function emperor(text: string, name: string, choices = {}) {
  const check = checkUploadPlan(planFromText("ming.csv", text, "", {}, choices));
  const entry = check.entries.find((item) => item.name === name);
  return { check, entry };
}

describe("a cell holding several year ranges", () => {
  it("reads as the span from the first start to the last end", () => {
    expect(readYearSpan("1435–1449, 1457–1464")).toEqual({ start: 1435, end: 1464, parts: 2 });
    expect(readYearSpan("1435年－1449年；1457年－1464年")).toEqual({ start: 1435, end: 1464, parts: 2 });
    expect(readYearSpan("1368年－1398年")).toEqual({ start: 1368, end: 1398, parts: 1 });
  });

  it("is no span when its parts go back in time or are not years", () => {
    expect(readYearSpan("1457–1464, 1435–1449")).toBeNull();
    expect(readYearSpan("1435–1449, later")).toBeNull();
    expect(readYearSpan("1,200")).toBeNull();
  });

  it.each([
    ["Chinese", MING_ZH, "朱祁镇", "在位"],
    ["English", MING_EN, "Zhu Qizhen", "Reign"],
  ])(
    "gives the twice-crowned emperor of a %s table his whole span, with the guess in the plan's reason",
    (_, text, name, header) => {
      const { check, entry } = emperor(text, name);
      expect(check.errors).toEqual([]);
      const keys = check.columns.map((column) => column.key);
      const start = keys.find((key) => key.endsWith("_start")) as string;
      const end = keys.find((key) => key.endsWith("_end")) as string;
      expect(entry?.attributes[start]).toBe("1435");
      expect(entry?.attributes[end]).toBe("1464");
      const outcome = planFromCsv(text, "").outcome;
      expect(outcome.reasons[header]).toMatchObject({
        code: "range",
        spans: { cells: 1, read: [1435, 1464] },
      });
    },
  );

  it("is emptied by “leave cells that don't fit empty” when it does not read, and counted", () => {
    const odd = MING_EN.replace('"1435–1449, 1457–1464"', '"1435–1449, restored later"');
    const refused = emperor(odd, "Zhu Qizhen", plan({ empty_invalid_cells: false }));
    expect(refused.check.errors.map((error) => error.code)).toEqual(["notDate", "notDate"]);
    // The importer proposes it: the author is never stuck with a cell no choice can empty.
    const emptied = emperor(odd, "Zhu Qizhen");
    expect(emptied.check.errors).toEqual([]);
    expect(emptied.entry?.attributes.reign_start).toBeNull();
    const outcome = planFromCsv(odd, "");
    expect(outcome.notes.find((note) => note.key === "reign_start")).toBeDefined();
    expect(outcome.outcome.fit.emptyCells).toEqual({ columns: ["Reign"], cells: 1 });
    const blanked = planFromCsv(odd, "", {}, plan({ empty_invalid_cells: true }));
    expect(blanked.notes.filter((note) => note.blanked === 1).map((note) => note.key)).toEqual([
      "reign_start",
      "reign_end",
    ]);
  });
});

describe("labels set on a year range column", () => {
  it("name its start and end columns in both languages", () => {
    const { check } = emperor(
      MING_EN,
      "Zhu Qizhen",
      plan({
        columns: {
          Reign: {
            role: "attribute",
            type: "date",
            label: { "zh-CN": "在位", "en-US": "Reign" },
            short_label: { "en-US": "Rgn", "zh-CN": "位" },
          },
        },
      }),
    );
    const parts = check.columns.filter((column) => column.key.startsWith("reign_"));
    expect(parts.map((column) => [column.label, column.shortLabel])).toEqual([
      [
        { "zh-CN": "在位（起）", "en-US": "Reign (start)" },
        { "zh-CN": "位（起）", "en-US": "Rgn (start)" },
      ],
      [
        { "zh-CN": "在位（止）", "en-US": "Reign (end)" },
        { "zh-CN": "位（止）", "en-US": "Rgn (end)" },
      ],
    ]);
  });

  it("keep the header for a language the author left unset", () => {
    const { check } = emperor(
      MING_EN,
      "Zhu Qizhen",
      plan({ columns: { Reign: { role: "attribute", label: { "en-US": "Time on the throne" } } } }),
    );
    const start = check.columns.find((column) => column.key === "reign_start");
    expect(start?.label).toEqual({ "zh-CN": "Reign（起）", "en-US": "Time on the throne (start)" });
  });
});
