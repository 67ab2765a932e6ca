import { describe, expect, it } from "vitest";
import { uploadPlanSchema } from "~/schemas/upload-plan";
import { planFromText } from "./upload-text";
import { checkUploadPlan } from "./versions.server";

/** What the importer proposes before the author touches anything, on tables shaped as people publish them. */
function read(fileName: string, text: string, plan?: unknown) {
  const choices = plan === undefined ? {} : { plan: uploadPlanSchema.parse(plan) };
  const upload = planFromText(fileName, text, "", {}, choices);
  if (!("outcome" in upload)) throw new Error("expected a table");
  const check = checkUploadPlan(upload);
  const role = (path: string) => upload.outcome.plan.columns[path]?.role;
  return { upload, check, role, column: (key: string) => check.columns.find((item) => item.key === key) };
}

const csv = (rows: string[][]) => rows.map((row) => row.join(",")).join("\n");

const POETS = csv([
  ["姓名", "字", "朝代", "生年", "籍贯", "备注"],
  ["李白", "太白", "唐", "701", "绵州昌隆", ""],
  ["杜甫", "子美", "唐", "712", "河南巩县", ""],
  ["王维", "摩诘", "唐", "701?", "河东蒲州", ""],
  ["孟浩然", "浩然", "唐", "689", "襄州襄阳", "隐居鹿门山"],
  ["白居易", "乐天", "唐", "772", "太原", ""],
  ["李商隐", "义山", "唐", "813", "怀州河内", ""],
  ["苏轼", "子瞻", "宋", "1037", "眉州眉山", ""],
  ["柳永", "耆卿", "宋", "984?", "崇安", ""],
  ["陆游", "务观", "宋", "1125", "越州山阴", ""],
  ["辛弃疾", "幼安", "宋", "1140", "历城", ""],
  ["屈原", "", "战国", "前340?", "丹阳秭归", ""],
]);

describe("columns that could only ever say wrong", () => {
  it("proposes a text different in every row as a hint, and a column nearly all empty as left out", () => {
    const { role, upload } = read("poets.csv", POETS);
    expect(role("字")).toBe("hint");
    expect(role("籍贯")).toBe("hint");
    expect(upload.outcome.reasons.字.code).toBe("distinctText");
    expect(role("朝代")).toBe("attribute");
    expect(role("备注")).toBe("left_out");
    expect(upload.outcome.reasons.备注.code).toBe("sparse");
  });

  it("leaves out a distinct column without words (timestamps), rather than offering it as a clue", () => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      `Person ${String.fromCharCode(65 + i)}`,
      `2014-12-${String(10 + i).padStart(2, "0")}T13:50:51.644Z`,
      i % 2 ? "male" : "female",
    ]);
    const { role } = read("people.csv", csv([["name", "created", "gender"], ...rows]));
    expect(role("created")).toBe("left_out");
    expect(role("gender")).toBe("attribute");
  });

  it("leaves out a catalogue number (distinct whole numbers headed Number), never compares it", () => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      String(211020 + i * 37),
      `Volcano ${String.fromCharCode(65 + i)}`,
      String(1000 + i * 150),
    ]);
    const { role, upload } = read(
      "volcanoes.csv",
      csv([["Volcano Number", "Volcano Name", "Elevation (m)"], ...rows]),
    );
    expect(role("Volcano Number")).toBe("left_out");
    expect(upload.outcome.reasons["Volcano Number"].code).toBe("idLike");
    expect(role("Elevation (m)")).toBe("attribute");
  });
});

describe("values as historians and catalogues write them", () => {
  const BORN = [
    "701年",
    "701年?",
    "约712年",
    "689年",
    "772年",
    "813年",
    "1037年",
    "984年?",
    "1125年",
    "约340年",
  ];
  const BORN_CSV = csv([["姓名", "出生"], ...BORN.map((year, i) => [`诗人${i}`, year])]);

  it("reads a doubt mark after 年 or 约 before it as that year, counted as a guess", () => {
    const { upload, check } = read("born.csv", BORN_CSV);
    expect(check.entries.every((entry) => entry.attributes.col_2 !== null)).toBe(true);
    expect(upload.table.webMarks?.uncertain).toBe(4);
  });

  it("keeps the years the preview says fit Date when the author makes the column a date", () => {
    const { upload } = read("born.csv", BORN_CSV);
    const columns = upload.outcome.plan.columns;
    const { check } = read("born.csv", BORN_CSV, {
      ...upload.outcome.plan,
      columns: { ...columns, 出生: { ...columns.出生, type: "date", unit: undefined } },
    });
    expect(check.entries.map((entry) => entry.attributes.col_2)).toEqual([
      "701",
      "701",
      "712",
      "689",
      "772",
      "813",
      "1037",
      "984",
      "1125",
      "340",
    ]);
  });

  it("reads a year marked as uncertain without its mark, and counts the marks", () => {
    const { upload, check } = read("poets.csv", POETS);
    const born = (name: string) => check.entries.find((entry) => entry.name === name)?.attributes.col_4;
    expect(born("柳永")).toBe("984");
    expect(born("屈原")).toBe("-340");
    expect(upload.table.webMarks?.uncertain).toBe(3);
    expect(check.errorCount).toBe(0);
  });

  it("reads a range of numbers as its middle, and says so", () => {
    const rows = Array.from({ length: 10 }, (_, i) => [
      `Game ${i + 1}`,
      i % 3 === 0 ? "60-120" : String(30 + i * 10),
    ]);
    const { check, upload } = read("games.csv", csv([["name", "playing time"], ...rows]));
    expect(check.columns[0].type).toBe("number");
    expect(check.entries[0].attributes.playing_time).toBe(90);
    expect(upload.outcome.reasons["playing time"].code).toBe("numberRanges");
  });
});

describe("places, names and labels", () => {
  it("joins a latitude and a longitude into one place, with distance and direction", () => {
    const rows = Array.from({ length: 6 }, (_, i) => [
      `Peak ${i}`,
      String(40 + i),
      String(10 + i),
      String(1000 + i),
    ]);
    const { check, upload } = read("peaks.csv", csv([["Name", "Latitude", "Longitude", "Height"], ...rows]));
    expect(check.columns.map((column) => [column.key, column.type])).toEqual([
      ["location", "geo"],
      ["height", "number"],
    ]);
    expect(upload.outcome.plan.columns.Latitude.geo_with).toBe("Longitude");
  });

  it("reads a name written with its other names after ' / ' as a name and aliases, counted as a guess", () => {
    const peaks = [
      "Mount Everest / Sagarmatha / Chomolungma",
      "K2",
      "Kangchenjunga",
      "Lhotse",
      "Makalu",
      "Cho Oyu",
    ];
    const rows = peaks.map((name, i) => [name, String(8849 - i * 100)]);
    const { check, upload } = read("peaks.csv", csv([["Name", "Height"], ...rows]));
    const everest = check.entries.find((entry) => entry.name === "Mount Everest");
    expect(everest?.aliases).toEqual(["Sagarmatha", "Chomolungma"]);
    expect(upload.table.slashNames).toBe(1);
    // Beside a Chinese name column, the English label is the name, not the whole cell.
    const bilingual = read(
      "peaks.csv",
      csv([["name", "name_zh", "height"], ...rows.map(([name, height], i) => [name, `山${i}`, height])]),
    );
    expect(bilingual.check.entries[0].labels?.["en-US"]).toBe("Mount Everest");
    // Every name written so: the column says something else, and is left as it is.
    const pairs = ["Paris / Lyon", "Rome / Milan", "Oslo / Bergen", "Bern / Basel"].map((name, i) => [
      name,
      String(i),
    ]);
    expect(read("routes.csv", csv([["Name", "Trains"], ...pairs])).check.entries[0].name).toBe(
      "Paris / Lyon",
    );
  });

  it("keeps names written 'A / B' whole when the author unticks the split (split_slash_names: false)", () => {
    const peaks = ["Mount Everest / Sagarmatha", "K2", "Kangchenjunga", "Lhotse", "Makalu", "Cho Oyu"];
    const rows = peaks.map((name, i) => [name, String(8849 - i * 100)]);
    const table = csv([["Name", "Height"], ...rows]);
    // The default is the split, and the plan returned says so, for the preview's box.
    const proposed = read("peaks.csv", table);
    expect(proposed.upload.outcome.plan.split_slash_names).toBe(true);
    expect(proposed.upload.table.slashNamesOn).toBe(true);
    const whole = read("peaks.csv", table, {
      name_column: "Name",
      split_slash_names: false,
    });
    const everest = whole.check.entries[0];
    expect(everest.name).toBe("Mount Everest / Sagarmatha");
    expect(everest.aliases).toEqual([]);
    // The box still shows, unticked, with the count it would split.
    expect(whole.upload.table.slashNames).toBe(1);
    expect(whole.upload.table.slashNamesOn).toBe(false);
    expect(whole.upload.outcome.plan.split_slash_names).toBe(false);
  });

  it("joins latitude_deg and longitude_deg (OurAirports) into one place too", () => {
    const rows = Array.from({ length: 6 }, (_, i) => [`Airport ${i}`, String(40.5 + i), String(-10.25 - i)]);
    const { check, upload } = read("airports.csv", csv([["name", "latitude_deg", "longitude_deg"], ...rows]));
    expect(upload.outcome.plan.columns.latitude_deg.geo_with).toBe("longitude_deg");
    expect(check.columns.map((column) => column.type)).toEqual(["geo"]);
  });

  it("names the rows by the leftmost column near the most distinct, told apart by a year", () => {
    const { upload, check } = read(
      "olympics.csv",
      csv([
        ["Year", "City", "Country", "Opening ceremony venue"],
        ["1896", "Athens", "Greece", "Panathenaic Stadium"],
        ["1900", "Paris", "France", "—"],
        ["1908", "London", "United Kingdom", "White City Stadium"],
        ["1912", "Stockholm", "Sweden", "Stockholm Olympic Stadium"],
        ["1924", "Paris", "France", "Stade de Colombes"],
        ["1928", "Amsterdam", "Netherlands", "Olympisch Stadion"],
        ["1936", "Berlin", "Germany", "Olympiastadion"],
        ["1948", "London", "United Kingdom", "Wembley Stadium"],
        ["1952", "Helsinki", "Finland", "Helsinki Olympic Stadium"],
        ["1956", "Melbourne", "Australia", "Melbourne Cricket Ground"],
      ]),
    );
    expect(upload.outcome.plan.name_column).toBe("City");
    expect(upload.outcome.plan.qualifier_column).toBe("Year");
    const paris = check.entries.filter((entry) => entry.name === "Paris");
    expect(paris.map((entry) => entry.qualifier?.["en-US"])).toEqual(["1900", "1924"]);
  });

  it("tells a name's two rows apart by the year of a date column, not by a measure", () => {
    const { upload, check } = read(
      "presidents.csv",
      csv([
        ["President", "Term start", "Party", "Age at inauguration"],
        ["Chester A. Arthur", "1881-09-19", "Republican", "51 years"],
        ["Grover Cleveland", "1885-03-04", "Democratic", "47 years"],
        ["Benjamin Harrison", "1889-03-04", "Republican", "55 years"],
        ["Grover Cleveland", "1893-03-04", "Democratic", "55 years"],
        ["William McKinley", "1897-03-04", "Republican", "54 years"],
        ["Theodore Roosevelt", "1901-09-14", "Republican", "42 years"],
        ["William Howard Taft", "1909-03-04", "Republican", "51 years"],
        ["Woodrow Wilson", "1913-03-04", "Democratic", "56 years"],
        ["Warren G. Harding", "1921-03-04", "Republican", "55 years"],
        ["Calvin Coolidge", "1923-08-02", "Republican", "51 years"],
      ]),
    );
    expect(upload.outcome.plan.qualifier_column).toBe("Term start");
    const cleveland = check.entries.filter((entry) => entry.name === "Grover Cleveland");
    expect(cleveland.map((entry) => entry.qualifier?.["en-US"])).toEqual(["1885", "1893"]);
  });

  it("labels a nested record's paths as a player reads them", () => {
    const records = Array.from({ length: 6 }, (_, i) => ({
      name: `Game ${i}`,
      statistics: { ratings: { average: 7 + i / 10, ranks: { value: i + 1 } } },
      fields: { height: 100 + i * 7 },
    }));
    const { check } = read("games.json", JSON.stringify(records));
    const labels = Object.fromEntries(check.columns.map((column) => [column.key, column.label["en-US"]]));
    expect(labels).toMatchObject({
      statistics_ratings_average: "Ratings average",
      // A value wrapped in a record of its own (`ranks: {value: 3}`) is that value.
      statistics_ratings_ranks: "Ranks",
      height: "height",
    });
  });
});

describe("files as sites and APIs publish them", () => {
  it("reads the one array of records deep inside an API's reply, named by given and family name", () => {
    const drivers = Array.from({ length: 12 }, (_, i) => ({
      driverId: `driver_${i}`,
      givenName: `Given${i}`,
      familyName: `Family${i}`,
      dateOfBirth: `19${60 + i}-01-0${1 + (i % 9)}`,
      nationality: ["German", "British", "Finnish"][i % 3],
    }));
    const api = { MRData: { series: "f1", total: "12", DriverTable: { Drivers: drivers } } };
    const { upload, check, role } = read("drivers.json", JSON.stringify(api));
    expect(upload.outcome.plan.records_path).toBe("MRData.DriverTable.Drivers[]");
    expect(upload.outcome.plan.name_column).toBe("givenName");
    expect(upload.outcome.plan.name_with).toBe("familyName");
    expect(role("driverId")).toBe("alias");
    expect(check.entries[0].name).toBe("Given0 Family0");
    expect(check.columns.map((column) => column.key)).toEqual(["dateofbirth", "nationality"]);
  });

  it('strips a Chinese footnote mark ([注1]) and reads a web page\'s rank "1." as a numbering', () => {
    const heritage = read(
      "heritage.csv",
      csv([
        ["名称", "入选年份", "类型"],
        ["泰山", "1987年[注1]", "混合"],
        ["长城", "1987年", "文化"],
        ["丽江古城", "1997年", "文化"],
      ]),
    );
    expect(heritage.check.entries.map((entry) => entry.attributes.col_2)).toEqual(["1987", "1987", "1997"]);
    const rows = Array.from({ length: 12 }, (_, i) => [`${i + 1}.`, `Airport ${i}`, `C${i % 4}`]);
    const airports = read("airports.csv", csv([["Rank", "Airport", "Country"], ...rows]));
    expect(airports.role("Rank")).toBe("left_out");
    expect(airports.upload.outcome.reasons.Rank.code).toBe("sequential");
  });
});

describe("columns that say the same thing twice", () => {
  it("leaves out feet beside metres and a code beside its name, never two columns of distinct values", () => {
    const ranges = [
      ["Himalaya", "HIM"],
      ["Karakoram", "KAR"],
      ["Alps", "ALP"],
      ["Andes", "AND"],
    ];
    const rows = Array.from({ length: 20 }, (_, i) => {
      const metres = 4000 + i * 211;
      const [range, code] = ranges[i % 4];
      return [`Peak ${i}`, metres, Math.round(metres * 3.28084), range, code, 1000 + i * 97].map(String);
    });
    const { role, upload } = read(
      "peaks.csv",
      csv([["Mountain", "Height (m)", "Height (ft)", "Range", "Range code", "Visitors"], ...rows]),
    );
    expect(role("Height (ft)")).toBe("left_out");
    expect(upload.outcome.reasons["Height (ft)"]).toMatchObject({ code: "sameAs", column: "Height (m)" });
    expect(role("Range code")).toBe("left_out");
    // Distinct heights and distinct visitor counts pair up one to one by chance: both stay.
    expect(role("Height (m)")).toBe("attribute");
    expect(role("Visitors")).toBe("attribute");
    expect(role("Range")).toBe("attribute");
  });
});

describe("lists as people write them", () => {
  it("reads a share in brackets after a list item as a note, and leaves out a list of links", () => {
    const rivers = read(
      "rivers.csv",
      csv([
        ["River", "Countries", "Length"],
        ["Zambezi", '"Zambia (41%), Angola (18%), Namibia (1%), Botswana (1%)"', "2574"],
        ["Orange", '"South Africa (64%), Namibia (24.5%), Botswana (8%)"', "2200"],
        ["Congo", '"Congo (Kinshasa) (60%), Angola (8%)"', "4700"],
        ["Nile", '"Egypt (10%), Sudan (19%)"', "6650"],
      ]),
    );
    const countries = rivers.check.entries.map((entry) => entry.attributes.countries);
    expect(countries[1]).toEqual(["South Africa", "Namibia", "Botswana"]);
    expect(countries[2]).toEqual(["Congo (Kinshasa)", "Angola"]);
    const people = Array.from({ length: 12 }, (_, i) => ({
      name: `Person ${i}`,
      height: 150 + i,
      films: Array.from({ length: 1 + (i % 3) }, (_, j) => `https://swapi.dev/api/films/${j + 1}/`),
    }));
    const swapi = read("people.json", JSON.stringify({ count: 12, results: people }));
    expect(swapi.role("films")).toBe("left_out");
    expect(swapi.upload.outcome.reasons.films.code).toBe("urls");
  });
});
