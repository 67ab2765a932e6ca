import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { decodeTableFile } from "./table-encoding";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

/**
 * Shapes of real downloads that the importer once dropped or merged without a word:
 * each guess is now a row of the plan with its reason, and the author can change it. The files in
 * tests/fixtures/real/imitations/ are generated look-alikes of real downloads (SOURCES.md).
 */
function readFile(name: string, plan?: unknown) {
  const bytes = new Uint8Array(readFileSync(`tests/fixtures/real/imitations/${name}`));
  const { text, encoding } = decodeTableFile(bytes);
  return read(name, text, plan, encoding);
}

function read(
  fileName: string,
  text: string,
  plan?: unknown,
  encoding?: ReturnType<typeof decodeTableFile>["encoding"],
) {
  const choices = plan === undefined ? {} : { plan: uploadPlanSchema.parse(plan) };
  const upload = planFromText(fileName, text, "", {}, choices, encoding);
  if (!("outcome" in upload)) throw new Error("expected a table");
  const check = checkUploadPlan(upload);
  const columns = upload.outcome.plan.columns;
  return {
    upload,
    check,
    columns,
    reasons: upload.outcome.reasons,
    column: (key: string) => check.columns.find((item) => item.key === key),
  };
}

describe("two columns under one header", () => {
  it("gives each its own row, labelled by the unit line, and leaves the second unit out as the same measure", () => {
    const { columns, reasons, column, check } = readFile("List_of_tallest_buildings.tsv");
    expect(columns["Height (m)"]).toMatchObject({ role: "attribute", type: "number", unit: "m" });
    expect(columns["Height (ft)"]).toMatchObject({ role: "left_out", unit: "ft" });
    expect(reasons["Height (ft)"]).toEqual({ code: "sameAs", column: "Height (m)", unit: "ft" });
    expect(column("height_m")?.label).toEqual({ "zh-CN": "Height (m)", "en-US": "Height (m)" });
    // The unit line is not an entry.
    expect(check.entries[0].name).toBe("Burj Khalifa");
    expect(check.entries[0].attributes.height_m).toBe(828);
  });

  it("lets the author keep the feet and leave the metres out", () => {
    const { check } = readFile("List_of_tallest_buildings.tsv", {
      name_column: "Name",
      columns: {
        "Height (m)": { role: "left_out", label: {}, short_label: {} },
        "Height (ft)": { role: "attribute", type: "number", unit: "ft", label: {}, short_label: {} },
      },
    });
    expect(check.columns.map((item) => item.key)).toContain("height_ft");
    expect(check.columns.map((item) => item.key)).not.toContain("height_m");
    expect(check.entries[0].attributes.height_ft).toBe(2717);
  });

  it("numbers same headers the cells give no unit for", () => {
    const csv = ["Name,Floors,Floors,City", "A,10,2,X", "B,20,3,Y", "C,30,1,Z", "D,40,5,X"].join("\n");
    const { columns, check } = read("t.csv", csv);
    expect(Object.keys(columns)).toEqual(["Name", "Floors", "Floors 2", "City"]);
    expect(check.columns.map((item) => item.label["en-US"])).toEqual(["Floors", "Floors 2", "City"]);
    expect(check.entries[1].attributes).toMatchObject({ floors: 20, floors_2: 3 });
  });

  it("reads units the cells give to tell two same headers apart", () => {
    const csv = ["Name,Height,Height,City", "A,10 m,33 ft,X", "B,20 m,66 ft,Y", "C,31 m,102 ft,Z"].join("\n");
    const { columns } = read("t.csv", csv);
    expect(Object.keys(columns)).toEqual(["Name", "Height (m)", "Height (ft)", "City"]);
  });
});

describe("a header with a dot in a CSV", () => {
  it("keeps every word of it in the label", () => {
    const { column } = readFile("Pokemon.csv");
    expect(column("sp_atk")?.label["en-US"]).toBe("Sp. Atk");
    expect(column("sp_def")?.label["en-US"]).toBe("Sp. Def");
  });
});

describe("the location offer", () => {
  it("names the file's latitude and longitude headers, not their keys", () => {
    const { upload } = readFile("china-cities-2022-gbk.csv");
    expect(upload.geoSuggestion).toMatchObject({ latHeader: "纬度", lonHeader: "经度" });
  });
});

/** BoardGameGeek's XML API turned into JSON: names as typed values, every value wrapped. */
const BGG = JSON.stringify({
  items: {
    termsofuse: "https://boardgamegeek.com/xmlapi/termsofuse",
    item: [
      [
        "13",
        "Catan",
        ["Die Siedler von Catan", "Settlers of Catan"],
        "1995",
        "3",
        ["Dice Rolling", "Trading"],
      ],
      ["822", "Carcassonne", ["Carcassonne: Jäger und Sammler"], "2000", "2", ["Tile Placement"]],
      ["9209", "Ticket to Ride", [], "2004", "2", ["Set Collection", "Open Drafting"]],
      ["30549", "Pandemic", ["Pandemie"], "2008", "2", ["Cooperative Game", "Hand Management"]],
    ].map(([id, name, alternates, year, players, mechanics]) => ({
      type: "boardgame",
      id,
      name: [
        { type: "primary", sortindex: "1", value: name },
        ...(alternates as string[]).map((value) => ({ type: "alternate", sortindex: "1", value })),
      ],
      yearpublished: { value: year },
      minplayers: { value: players },
      link: (mechanics as string[]).map((value, at) => ({
        type: "boardgamemechanic",
        id: String(at),
        value,
      })),
    })),
  },
});

describe("BoardGameGeek's nested JSON", () => {
  it("reads the games, not the largest list inside them", () => {
    const { upload, check } = readFile("bgg_top.json");
    expect(upload.outcome.plan.records_path).toBe("items.item[]");
    expect(upload.outcome.plan.name_column).toBe("name.primary");
    expect(check.entries).toHaveLength(45);
    expect(check.entries[0].attributes.links_boardgamemechanic).toEqual([
      "Hand Management",
      "Network and Route Building",
      "Loans",
    ]);
  });

  it("names a game by its primary name, with the alternates as aliases and {value} wrappers unwrapped", () => {
    const { upload, check, columns } = read("bgg.json", BGG);
    expect(upload.outcome.plan.name_column).toBe("name.primary");
    expect(columns["name.alternate"]?.role).toBe("alias");
    const catan = check.entries.find((entry) => entry.name === "Catan");
    expect(catan?.aliases).toEqual(["Die Siedler von Catan", "Settlers of Catan"]);
    expect(catan?.attributes).toMatchObject({
      yearpublished: "1995",
      minplayers: 3,
      link_boardgamemechanic: ["Dice Rolling", "Trading"],
    });
  });
});

describe("dates written in numbers", () => {
  it("reads a European club list's founding dates day first, says why, and lets the author switch", () => {
    const { columns, reasons, check } = readFile("clubs_europe.csv");
    expect(columns.Fondation).toMatchObject({ role: "attribute", type: "date", day_order: "dmy" });
    expect(reasons.Fondation.dayOrder).toMatchObject({ order: "dmy", by: "cells", example: "29/11/1899" });
    const real = check.entries.find((entry) => entry.name === "Real Madrid CF");
    expect(real?.attributes.fondation).toBe("1902-03-06");
    const switched = readFile("clubs_europe.csv", {
      name_column: "Club",
      columns: {
        Fondation: { role: "attribute", type: "date", day_order: "mdy", label: {}, short_label: {} },
      },
    });
    const again = switched.check.entries.find((entry) => entry.name === "Real Madrid CF");
    expect(again?.attributes.fondation).toBe("1902-06-03");
  });

  it("reads month first where a second part is over 12, and by the file's locale where nothing tells", () => {
    const us = read(
      "t.csv",
      ["Name,Opened,Kind", "A,11/29/1899,x", "B,03/06/1902,y", "C,01/02/1950,x"].join("\n"),
    );
    expect(us.columns.Opened.day_order).toBe("mdy");
    expect(us.check.entries[1].attributes.opened).toBe("1902-03-06");
    const european = read(
      "t.csv",
      ["Name;Opened;Kind", "A;01/02/1899;x", "B;03/06/1902;y", "C;05/04/1950;x"].join("\n"),
    );
    expect(european.reasons.Opened.dayOrder).toMatchObject({ order: "dmy", by: "locale" });
    expect(european.check.entries[1].attributes.opened).toBe("1902-06-03");
  });
});

describe("coordinates in one cell, as Wikipedia writes them", () => {
  it("reads a mountain's place from its degrees and their decimal form", () => {
    const { columns, check } = readFile("highest_mountains.tsv");
    expect(columns.Coordinates).toMatchObject({ role: "attribute", type: "geo" });
    expect(check.entries[0].attributes.coordinates).toBe("27.98806,86.92528");
  });

  it("reads every form a page gives, with or without its invisible marks", () => {
    const cells = [
      "27°59′17″N 86°55′31″E\uFEFF / \uFEFF27.98806°N 86.92528°E\uFEFF / 27.98806; 86.92528",
      "35°52′53″S 76°30′48″W / 35.88139°S 76.51333°W",
      "27.70333°N 88.14750°E",
      "28°35′N 83°49′E / 28.58333°N 83.81667°E",
    ];
    const csv = ["Name\tPlace\tKind", ...cells.map((cell, i) => `M${i}\t${cell}\t${i % 2 ? "a" : "b"}`)].join(
      "\n",
    );
    const { columns, check } = read("t.tsv", csv);
    expect(columns.Place.type).toBe("geo");
    expect(check.entries.map((entry) => entry.attributes.place)).toEqual([
      "27.98806,86.92528",
      "-35.88139,-76.51333",
      "27.70333,88.1475",
      "28.58333,83.81667",
    ]);
  });
});

describe("ranks with ties", () => {
  it("reads =8 and T-8 as 8", () => {
    const { columns, check } = readFile("List_of_tallest_buildings.tsv");
    expect(columns.Rank).toMatchObject({ role: "attribute", type: "number" });
    const ranks = check.entries.map((entry) => entry.attributes.rank);
    expect(ranks).not.toContain(null);
    expect(ranks.filter((rank) => rank === 8).length).toBeGreaterThan(1);
    const csv = ["Name,Rank,Kind", "A,1,x", "B,T-2,y", "C,T-2,x", "D,=4,y", "E,=4,x", "F,6,y"].join("\n");
    expect(read("t.csv", csv).check.entries.map((entry) => entry.attributes.rank)).toEqual([
      1, 2, 2, 4, 4, 6,
    ]);
  });
});

describe("a list of long items", () => {
  it("proposes a laureate's prize motivation as a hint, with the count of long cells", () => {
    const { columns, reasons, check } = readFile("laureate.json");
    expect(columns["prizes.motivation"].role).toBe("hint");
    expect(reasons["prizes.motivation"].longItems).toBeGreaterThan(0);
    const roentgen = check.entries.find((entry) => entry.name.startsWith("Wilhelm"));
    expect(String(roentgen?.attributes.prizes_motivation)).toContain("extraordinary services");
  });

  it("counts the long items a list column keeps, so the card can say they are left empty", () => {
    const long = "x".repeat(120);
    const records = Array.from({ length: 10 }, (_, i) => ({
      name: `N${i}`,
      tags: i === 0 ? ["a", long] : ["a", `t${i % 3}`],
    }));
    const { columns, reasons } = read("t.json", JSON.stringify(records));
    expect(columns.tags.type).toBe("set");
    expect(reasons.tags.longItems).toBe(1);
  });
});

describe("a number column where one entry has two values", () => {
  it("reads Marie Curie's first prize year, says so, and the author can make it a list", () => {
    const { columns, reasons, check } = readFile("laureate.json");
    expect(columns["prizes.year"].type).toBe("date");
    expect(reasons["prizes.year"].firstOfSeveral).toEqual({ cells: 1, example: "1903; 1911" });
    const curie = check.entries.find((entry) => entry.name.startsWith("Marie"));
    expect(curie?.attributes.prizes_year).toBe("1903");
    const asList = readFile("laureate.json", {
      name_column: "firstname",
      columns: { "prizes.year": { role: "attribute", type: "set", label: {}, short_label: {} } },
    });
    const again = asList.check.entries.find((entry) => entry.name.startsWith("Marie"));
    expect(again?.attributes.prizes_year).toEqual(["1903", "1911"]);
  });

  it("reads a CSV's few two-number cells as their first number", () => {
    const csv = ["Name,Goals,Kind", "A,3,x", "B,5; 7,y", "C,2,x", "D,4,y", "E,9,x", "F,1,y"].join("\n");
    const { columns, reasons, check } = read("t.csv", csv);
    expect(columns.Goals.type).toBe("number");
    expect(reasons.Goals.firstOfSeveral).toEqual({ cells: 1, example: "5; 7" });
    expect(check.entries[1].attributes.goals).toBe(5);
  });
});
