import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import type { AttributeColumn } from "~db/schema";
import { qualityReport } from "./quality/quality-report";
import { decodeTableFile } from "./table-encoding";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";
import { withoutFootnotes } from "./web-marks";

/** Tables as people download them: titles above the header, footnote marks, names in two columns. */
function read(fileName: string, text: string, plan?: unknown) {
  const choices = plan === undefined ? {} : { plan: uploadPlanSchema.parse(plan) };
  const upload = planFromText(fileName, text, "", {}, choices);
  if (!("outcome" in upload)) throw new Error("expected a table");
  const check = checkUploadPlan(upload);
  return { upload, check, column: (key: string) => check.columns.find((item) => item.key === key) };
}

const CITIES = [
  "2020年主要城市人口统计表,,,,",
  "单位：人、平方公里,,,,",
  "城市,地区,常住人口,面积,简称",
  "北京市,华北,21893095,16410.54,京",
  "上海市,华东,24870895,6340.5,沪",
  "广州市,华南,18676605,7434.4,穗",
  "成都市,西南,20937757,14335,蓉",
  "西安市,西北,12952907,10752,镐",
  "注：数据来源于第七次全国人口普查。,,,,",
].join("\r\n");

describe("a title above the header", () => {
  it("proposes the first line as full as the rows, and leaves out the title and the notes after", () => {
    const { upload, check } = read("cities.csv", CITIES);
    expect(upload.table.header).toMatchObject({
      row: 3,
      proposed: 3,
      reason: "fewerCells",
      skipped: 2,
      notesAfter: 1,
    });
    expect(upload.outcome.plan.header_row).toBe(3);
    expect(upload.outcome.plan.name_column).toBe("城市");
    expect(check.entries.map((entry) => entry.name)).toEqual([
      "北京市",
      "上海市",
      "广州市",
      "成都市",
      "西安市",
    ]);
  });

  it("reads the line the author picks, and says it was their choice", () => {
    const { upload } = read("cities.csv", CITIES, { header_row: 4 });
    expect(upload.table.header).toMatchObject({ row: 4, proposed: 3, reason: "chosen" });
    expect(upload.table.headers[0]).toBe("北京市");
  });

  it("reads a NASA archive export below its # comment lines", () => {
    const text = readFileSync(new URL("../../../tests/fixtures/real/planets.csv", import.meta.url), "utf8");
    try {
      read("planets.csv", text);
      throw new Error("planets.csv has no name column");
    } catch (error) {
      const details = (error as { details?: { header?: { row: number }; plan?: { columns: object } } })
        .details;
      expect(details?.header?.row).toBe(11);
      expect(Object.keys(details?.plan?.columns ?? {})).toContain("pl_discmethod");
    }
  });

  it("keeps the first line of a file that has no title", () => {
    const { upload } = read("t.csv", "name,a,b\nx,1,2\ny,3,4\nz,5,6\n");
    expect(upload.table.header).toMatchObject({ row: 1, reason: "first", notesAfter: 0 });
    expect(upload.outcome.plan.header_row).toBeUndefined();
  });
});

describe("marks copied from the web", () => {
  const AIRPORTS = [
    "Airport\tCountry\tPassengers[a]\tRank change\tChange",
    "Atlanta\tUnited States\t104,653,451[a]\t\t▲ 12.3%",
    "Dubai\tUnited Arab Emirates\t86,994,365\t▲3\t▲ 31.7%",
    "Dallas Fort Worth\tUnited States\t81,755,538[1]\t▼1\t▼ 1.5%",
    "Heathrow†\tUnited Kingdom\t79,183,364\t▲10\t▲ 28.7%",
  ].join("\n");

  it("removes footnote references and reads arrows as signs, counting both", () => {
    const { check, column, upload } = read("airports.tsv", AIRPORTS);
    expect(column("passengers")?.type).toBe("number");
    expect(column("change")).toMatchObject({ type: "number", unit: "%" });
    const dallas = check.entries.find((entry) => entry.name === "Dallas Fort Worth");
    expect(dallas?.attributes).toMatchObject({ passengers: 81755538, rank_change: -1, change: -1.5 });
    expect(check.entries.map((entry) => entry.name)).toContain("Heathrow");
    expect(upload.table.webMarks).toEqual({ footnotes: 3, arrows: 7 });
  });

  it("keeps brackets that are the value, and reads a long cell in linear time", () => {
    expect(withoutFootnotes("[3]")).toBe("[3]");
    expect(withoutFootnotes("Array[index]")).toBe("Array[index]");
    expect(withoutFootnotes("Paris[note 2][b]")).toBe("Paris");
    const long = `a${" ".repeat(200_000)}]`;
    expect(withoutFootnotes(long)).toBe(long);
  });
});

describe("names people can tell apart", () => {
  it("names people by given and family name, and finds them by family name alone", () => {
    const { check, upload } = read(
      "laureates.csv",
      "firstname,surname,born,country,gender\nMarie,Curie,1867-11-07,Poland,female\nPierre,Curie,1859-05-15,France,male\nNiels,Bohr,1885-10-07,Denmark,male\n",
    );
    expect(upload.outcome.plan).toMatchObject({ name_column: "firstname", name_with: "surname" });
    expect(upload.outcome.reasons.surname.code).toBe("nameParts");
    expect(check.entries[0]).toMatchObject({ name: "Marie Curie", aliases: ["Curie"] });
  });

  it("proposes the given name first when the family name was the name, and the author can say none", () => {
    const csv = "surname,given_name,born\nCurie,Marie,1867\nBohr,Niels,1885\nPauling,Linus,1901\n";
    expect(read("l.csv", csv).check.entries[0].name).toBe("Marie Curie");
    const alone = read("l.csv", csv, { name_column: "surname", name_with: null, columns: {} });
    expect(alone.check.entries[0].name).toBe("Curie");
  });

  it("does not warn that Nidoran♀ and Nidoran♂ share a name", () => {
    const { check } = read(
      "p.csv",
      "name,type,hp\nNidoran♀,Poison,55\nNidoran♂,Poison,46\nPikachu,Electric,35\n",
    );
    expect(check.warnings.filter((warning) => warning.code === "duplicateName")).toEqual([]);
  });

  it("keeps a qualifier column's own type: a year stays a date with its arrows", () => {
    const csv =
      "name,year,category,share\nCurie,1903,physics,4\nCurie,1911,chemistry,1\nBohr,1922,physics,1\nPauling,1954,chemistry,1\n";
    const { check, column } = read("q.csv", csv, {
      name_column: "name",
      qualifier_column: "year",
      columns: {},
    });
    expect(column("year")?.type).toBe("date");
    expect(check.entries[0].qualifier).toEqual({ "en-US": "1903" });
  });
});

describe("values as people write them", () => {
  it("reads a database's zero date (0000-00-00, a living laureate's death) as empty, keeping the column a date", () => {
    const { check, column } = read(
      "l.csv",
      "name,born,died\nMarie Curie,1867-11-07,1934-07-04\nMalala Yousafzai,1997-07-12,0000-00-00\nMo Yan,1955-02-17,0000-00-00\nAlbert Einstein,1879-03-14,1955-04-18\n",
    );
    expect(column("died")?.type).toBe("date");
    expect(check.entries[1].attributes.died).toBeNull();
  });

  it("shows a yes/no column as Yes and No in both languages, whatever the file wrote", () => {
    const { column } = read(
      "y.csv",
      "name,legendary,type\nMew,True,Psychic\nBulbasaur,False,Grass\nSquirtle,False,Water\n",
    );
    const legendary = column("legendary") as AttributeColumn;
    expect(legendary.valueLabels?.True).toEqual({ "zh-CN": "是", "en-US": "Yes" });
    expect(legendary.valueLabels?.False).toEqual({ "zh-CN": "否", "en-US": "No" });
  });

  it("keeps each field of a JSON list of records as a list column (a laureate's prizes)", () => {
    const person = { born: "1867", country: "Poland", gender: "female" };
    const records = [
      {
        name: "Marie Curie",
        ...person,
        prizes: [
          { year: "1903", category: "physics" },
          { year: "1911", category: "chemistry" },
        ],
      },
      { name: "Niels Bohr", ...person, prizes: [{ year: "1922", category: "physics" }] },
      {
        name: "Linus Pauling",
        ...person,
        prizes: [
          { year: "1954", category: "chemistry" },
          { year: "1962", category: "peace" },
        ],
      },
    ];
    const { check, column } = read("n.json", JSON.stringify(records));
    expect(column("prizes_category")?.type).toBe("set");
    expect(check.entries[0].attributes.prizes_category).toEqual(["physics", "chemistry"]);
  });
});

describe("Chinese names a player without a Chinese keyboard can type", () => {
  it("adds each name's pinyin as another name (read in context: 重庆 is chongqing), and the author can say no", () => {
    const { check, upload } = read("cities.csv", CITIES);
    expect(check.entries[0].aliases).toEqual(["beijingshi"]);
    expect(upload.table.pinyin).toEqual({ entries: 5, on: true });
    const csv = "城市,人口\n重庆,3213\n武汉,1373\n西安,1316\n";
    expect(read("c.csv", csv).check.entries[0].aliases).toEqual(["chongqing"]);
    const off = read("cities.csv", CITIES, { name_column: "城市", pinyin_aliases: false, columns: {} });
    expect(off.check.entries[0].aliases).toEqual([]);
    expect(off.upload.table.pinyin).toEqual({ entries: 5, on: false });
  });

  it("adds none where the table names entries in English too", () => {
    const csv = "name_zh,name_en,population\n北京,Beijing,2184\n上海,Shanghai,2475\n广州,Guangzhou,1873\n";
    const { check } = read("c.csv", csv);
    expect(check.entries.every((entry) => entry.aliases.length === 0)).toBe(true);
  });
});

describe("a cheese table from R (TidyTuesday)", () => {
  const CHEESES = [
    "cheese,milk,country,family,texture,flavor,vegetarian,synonyms,symbol",
    'Abbaye de Belloc,sheep,France,NA,"creamy, dense, firm",burnt caramel,TRUE,Abbaye Notre-Dame de Belloc,A',
    'Abbaye de Citeaux,"cow, goat, sheep",France,NA,"creamy, dense, smooth","acidic, milky",FALSE,NA,B',
    'Abertam,sheep,Czech Republic,NA,"creamy, firm","buttery, salty",FALSE,NA,NA',
    'Adelost,cow,Sweden,Blue,creamy,"sharp, tangy",FALSE,NA,D',
    'Affidelice,cow,France,Blue,"creamy, runny, smooth","creamy, salty",FALSE,Epoisses,E',
  ].join("\n");

  it("reads NA as empty where R wrote it, keeps it in a code column, and makes synonyms aliases", () => {
    const { check, upload } = read("cheeses.csv", CHEESES);
    const abertam = check.entries.find((entry) => entry.name === "Abertam");
    expect(abertam?.attributes.family).toBeNull();
    expect(abertam?.aliases).toEqual([]);
    // A column of different short codes keeps its one NA (Namibia, sodium): R's NA repeats.
    expect(abertam?.attributes.symbol).toBe("NA");
    expect(check.entries.find((entry) => entry.name === "Affidelice")?.aliases).toEqual(["Epoisses"]);
    // Three in family, three in synonyms.
    expect(upload.table.webMarks?.na).toBe(6);
  });

  it("keeps NA as North America in a column of two-letter continent codes (OurAirports)", () => {
    const continents = ["AS", "EU", "NA", "AF", "OC", "NA", "SA", "AN", "NA", "EU", "AS", "NA"];
    const rows = continents.map((code, i) => `Airport ${String.fromCharCode(65 + i)},${code},${100 + i * 7}`);
    const { check, upload } = read("airports.csv", ["name,continent,elevation_ft", ...rows].join("\n"));
    expect(check.entries.filter((entry) => entry.attributes.continent === "NA")).toHaveLength(4);
    expect(upload.table.webMarks?.na).toBeUndefined();
    // Where NA stands out from the column's values (numbers, words), it is still R's missing mark.
    const words = ["Blue", "NA", "Soft", "NA", "Hard", "Blue", "Soft", "Hard"];
    const mixed = words.map((word, i) => `Cheese ${i},${word},${i % 2 ? "NA" : String(i * 3)}`);
    const other = read("c.csv", ["cheese,family,age", ...mixed].join("\n"));
    expect(other.upload.table.webMarks?.na).toBe(6);
  });

  it("splits lists written with ', ', and a column the author makes a list on the separator it uses", () => {
    const { check, column } = read("cheeses.csv", CHEESES);
    expect(column("texture")?.type).toBe("set");
    expect(check.entries[0].attributes.texture).toEqual(["creamy", "dense", "firm"]);
    const chosen = read("cheeses.csv", CHEESES, {
      name_column: "cheese",
      columns: { flavor: { role: "attribute", type: "set", label: {}, short_label: {} } },
    });
    expect(chosen.check.entries[1].attributes.flavor).toEqual(["acidic", "milky"]);
  });
});

describe("genres as IMDb writes them (a bare comma)", () => {
  const FILMS = [
    "tconst\tprimaryTitle\tstartYear\tgenres",
    "tt0468569\tThe Dark Knight\t2008\tAction,Crime,Drama",
    "tt0082971\tRaiders of the Lost Ark\t1981\tAction,Adventure",
    "tt0111161\tThe Shawshank Redemption\t1994\tDrama",
    "tt0110912\tPulp Fiction\t1994\tCrime,Drama",
  ].join("\n");

  it("splits a column the author makes a list on its bare commas, so genres can match in part", () => {
    const chosen = read("films.tsv", FILMS, {
      name_column: "primaryTitle",
      columns: { genres: { role: "attribute", type: "set", label: {}, short_label: {} } },
    });
    const knight = chosen.check.entries.find((entry) => entry.name === "The Dark Knight");
    expect(knight?.attributes.genres).toEqual(["Action", "Crime", "Drama"]);
  });
});

describe("headers and numbers as spreadsheets keep them", () => {
  it("reads a header with a line break as one line, so the page's choices for it come back", () => {
    const csv =
      'Mountain,"Height\n(m)","Height\r\n(ft)"\nEverest,8849,29032\nK2,8611,28251\nLhotse,8516,27940\n';
    const { upload } = read("m.csv", csv);
    expect(upload.table.headers).toEqual(["Mountain", "Height (m)", "Height (ft)"]);
    const leftOut = read("m.csv", csv, {
      name_column: "Mountain",
      columns: { "Height (ft)": { role: "left_out", label: {}, short_label: {} } },
    });
    expect(leftOut.check.columns.map((item) => item.key)).toEqual(["height_m"]);
  });

  it("never takes a column of different decimal numbers for codes (a city's population in 万人)", () => {
    const csv = "城市,常住人口(万人)\n北京,2184.3\n上海,2475.89\n广州,1873.41\n深圳,1766.18\n成都,2126.8\n";
    const { check } = read("c.csv", csv);
    expect(check.columns.map((item) => item.type)).toEqual(["number"]);
  });
});

describe("a stricter verdict", () => {
  const rows = (count: number, cells: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => `E${i},${cells(i)}`).join("\n");

  it("calls a game of two compared columns, without a location, too few", () => {
    const { check } = read("two.csv", `name,a,b\n${rows(40, (i) => `${i % 7},${i % 11}`)}\n`);
    const report = qualityReport(check.columns, check.entries);
    expect(report.verdict).toMatchObject({ kind: "fewColumns", compared: ["a", "b"] });
  });

  it("calls a game found in about two guesses too easy, and one near three a game (51 states by 11 numbers)", () => {
    const text = readFileSync(
      new URL("../../../tests/fixtures/real/hate-crimes.csv", import.meta.url),
      "utf8",
    );
    const { check } = read("hate-crimes.csv", text);
    const states = qualityReport(check.columns, check.entries);
    // People needed 3–6 guesses on tables like it: the human-like player, who does not know every
    // state's numbers, needs more than 3 (the all-knowing player of before said 2.65, "easy").
    expect(states.human?.expected).toBeGreaterThan(3);
    // That all-knowing player stays in the report as the expert, its figure unchanged.
    expect(states.expert?.expected).toBe(2.65);
    expect(states.difficulty).not.toBe("easy");
    expect(states.verdict?.kind).toBe("good");
    // Eight places spread over the globe: the first guess's distance and direction all but name the answer.
    const rows = Array.from({ length: 8 }, (_, i) =>
      [
        `Peak ${i}`,
        ((i * 37) % 120) - 60,
        ((i * 53) % 340) - 170,
        100 + ((i * 71) % 89) * 100,
        "abcde"[i % 5],
      ].join(","),
    );
    const sharp = read("sharp.csv", ["name,latitude,longitude,height,group", ...rows].join("\n")).check;
    const report = qualityReport(sharp.columns, sharp.entries);
    expect(report.human?.expected).toBeLessThan(2.5);
    expect(report.verdict?.kind).toBe("tooEasy");
    // It names the column that narrows the answer most: the one with the most distinct values.
    expect(report.verdict?.columns).toHaveLength(1);
    expect(report.verdict?.compared).toContain(report.verdict?.columns[0]);
    // It differs for every place: the advice is to leave it out, never to show it as a hint that
    // the same report would then call a giveaway ("a different hint for every entry").
    expect(report.verdict?.leaveOut).toBe(true);
  });
});

describe("bytes as saved by spreadsheets", () => {
  it("reads a GBK export with a title line", () => {
    const { text, encoding } = decodeTableFile(encodeGbk());
    expect(encoding).not.toBe("utf-8");
    expect(read("cities.csv", text).upload.table.header?.row).toBe(3);
  });
});

/** The cities table in GBK (the fixture's bytes, as a Chinese Excel saves them). */
function encodeGbk(): Uint8Array {
  return new Uint8Array(
    readFileSync(new URL("../../../tests/fixtures/cities-title-gbk.csv", import.meta.url)),
  );
}
