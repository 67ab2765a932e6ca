import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { decodeTableFile } from "./table-encoding";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

/**
 * Shapes two reviewers' tables had that the importer dropped or merged without a word (issue 39):
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
