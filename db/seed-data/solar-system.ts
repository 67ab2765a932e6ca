import type { Bilingual, SeedDataset, SeedEntry } from "../seed/types";

// Planets, the five IAU dwarf planets and major moons. Mean radius (km) and sidereal orbital
// period (days, around the parent body) from NASA/JPL fact sheets; moon counts are the confirmed
// moons as of 2025. Discovery year null = known since prehistory.

type Kind = "planet" | "dwarf-planet" | "moon";
type Parent = "sun" | "earth" | "mars" | "jupiter" | "saturn" | "uranus" | "neptune" | "pluto";
type Atmosphere = "none" | "trace" | "thin" | "thick";

/**
 * Who discovered each body, in each language: cells hold the key, and the hint column's value
 * labels give the page's language (one cell never mixes both).
 */
const discoverers = {
  prehistory: { "zh-CN": "史前已知", "en-US": "Known since prehistory" },
  galileo: { "zh-CN": "伽利略", "en-US": "Galileo Galilei" },
  herschel: { "zh-CN": "威廉·赫歇尔", "en-US": "William Herschel" },
  cassini: { "zh-CN": "卡西尼", "en-US": "Giovanni Domenico Cassini" },
  huygens: { "zh-CN": "惠更斯", "en-US": "Christiaan Huygens" },
  lassell: { "zh-CN": "拉塞尔", "en-US": "William Lassell" },
  kuiper: { "zh-CN": "柯伊伯", "en-US": "Gerard Kuiper" },
  hall: { "zh-CN": "阿萨夫·霍尔", "en-US": "Asaph Hall" },
  tombaugh: { "zh-CN": "汤博", "en-US": "Clyde Tombaugh" },
  christy: { "zh-CN": "克里斯蒂", "en-US": "James Christy" },
  piazzi: { "zh-CN": "皮亚齐", "en-US": "Giuseppe Piazzi" },
  "le-verrier": { "zh-CN": "勒维耶、亚当斯与伽勒", "en-US": "Le Verrier, Adams & Galle" },
  "brown-team": { "zh-CN": "布朗团队", "en-US": "Michael Brown et al." },
  "brown-ortiz": { "zh-CN": "布朗团队、奥尔蒂斯团队", "en-US": "Brown et al., Ortiz et al." },
} satisfies Record<string, Bilingual>;

/** [Chinese, pinyin, English, kind, parent, radius km, period days, year, moons, atmosphere, discoverer, aliases] */
type Row = [
  string,
  string,
  string,
  Kind,
  Parent,
  number,
  number,
  number | null,
  number,
  Atmosphere,
  keyof typeof discoverers,
  string[]?,
];

const rows: Row[] = [
  ["水星", "shuixing", "Mercury", "planet", "sun", 2439.7, 87.97, null, 0, "trace", "prehistory"],
  ["金星", "jinxing", "Venus", "planet", "sun", 6051.8, 224.7, null, 0, "thick", "prehistory", ["太白金星", "启明星", "qimingxing"]],
  ["地球", "diqiu", "Earth", "planet", "sun", 6371, 365.26, null, 1, "thick", "prehistory", ["Terra"]],
  ["火星", "huoxing", "Mars", "planet", "sun", 3389.5, 686.98, null, 2, "thin", "prehistory", ["荧惑", "yinghuo"]],
  ["木星", "muxing", "Jupiter", "planet", "sun", 69911, 4332.59, null, 95, "thick", "prehistory"],
  ["土星", "tuxing", "Saturn", "planet", "sun", 58232, 10759.22, null, 274, "thick", "prehistory"],
  ["天王星", "tianwangxing", "Uranus", "planet", "sun", 25362, 30688.5, 1781, 29, "thick", "herschel"],
  ["海王星", "haiwangxing", "Neptune", "planet", "sun", 24622, 60195, 1846, 16, "thick", "le-verrier"],
  ["谷神星", "gushenxing", "Ceres", "dwarf-planet", "sun", 469.7, 1680, 1801, 0, "none", "piazzi"],
  ["冥王星", "mingwangxing", "Pluto", "dwarf-planet", "sun", 1188.3, 90560, 1930, 5, "thin", "tombaugh"],
  ["妊神星", "renshenxing", "Haumea", "dwarf-planet", "sun", 780, 103410, 2004, 2, "none", "brown-ortiz"],
  ["鸟神星", "niaoshenxing", "Makemake", "dwarf-planet", "sun", 715, 111845, 2005, 1, "none", "brown-team"],
  ["阋神星", "xishenxing", "Eris", "dwarf-planet", "sun", 1163, 204199, 2005, 1, "none", "brown-team"],
  ["月球", "yueqiu", "Moon", "moon", "earth", 1737.4, 27.32, null, 0, "trace", "prehistory", ["月亮", "yueliang", "Luna", "The Moon"]],
  ["火卫一", "huoweiyi", "Phobos", "moon", "mars", 11.08, 0.319, 1877, 0, "none", "hall", ["福波斯", "fubosi"]],
  ["火卫二", "huoweier", "Deimos", "moon", "mars", 6.27, 1.263, 1877, 0, "none", "hall", ["得摩斯", "demosi"]],
  ["木卫一", "muweiyi", "Io", "moon", "jupiter", 1821.6, 1.769, 1610, 0, "trace", "galileo", ["伊奥", "艾奥", "aiao"]],
  ["木卫二", "muweier", "Europa", "moon", "jupiter", 1560.8, 3.551, 1610, 0, "trace", "galileo", ["欧罗巴", "ouluoba"]],
  ["木卫三", "muweisan", "Ganymede", "moon", "jupiter", 2634.1, 7.155, 1610, 0, "trace", "galileo", ["盖尼米得", "gainimide"]],
  ["木卫四", "muweisi", "Callisto", "moon", "jupiter", 2410.3, 16.689, 1610, 0, "trace", "galileo", ["卡利斯托", "kalisituo"]],
  ["土卫一", "tuweiyi", "Mimas", "moon", "saturn", 198.2, 0.942, 1789, 0, "none", "herschel", ["弥玛斯", "mimasi"]],
  ["土卫二", "tuweier", "Enceladus", "moon", "saturn", 252.1, 1.37, 1789, 0, "trace", "herschel", ["恩克拉多斯", "enkeladuosi"]],
  ["土卫三", "tuweisan", "Tethys", "moon", "saturn", 531.1, 1.888, 1684, 0, "none", "cassini", ["特提斯", "tetisi"]],
  ["土卫四", "tuweisi", "Dione", "moon", "saturn", 561.4, 2.737, 1684, 0, "trace", "cassini", ["狄俄涅", "dieonie"]],
  ["土卫五", "tuweiwu", "Rhea", "moon", "saturn", 763.8, 4.518, 1672, 0, "trace", "cassini", ["瑞亚", "ruiya"]],
  ["土卫六", "tuweiliu", "Titan", "moon", "saturn", 2574.7, 15.945, 1655, 0, "thick", "huygens", ["泰坦", "taitan"]],
  ["土卫八", "tuweiba", "Iapetus", "moon", "saturn", 734.5, 79.32, 1671, 0, "none", "cassini", ["伊阿珀托斯", "yiapotuosi"]],
  ["天卫一", "tianweiyi", "Ariel", "moon", "uranus", 578.9, 2.52, 1851, 0, "none", "lassell", ["艾瑞尔", "airuier"]],
  ["天卫二", "tianweier", "Umbriel", "moon", "uranus", 584.7, 4.144, 1851, 0, "none", "lassell", ["乌姆柏里厄尔", "wumubolier"]],
  ["天卫三", "tianweisan", "Titania", "moon", "uranus", 788.4, 8.706, 1787, 0, "none", "herschel", ["泰坦尼亚", "taitanniya"]],
  ["天卫四", "tianweisi", "Oberon", "moon", "uranus", 761.4, 13.463, 1787, 0, "none", "herschel", ["奥伯龙", "aobolong"]],
  ["天卫五", "tianweiwu", "Miranda", "moon", "uranus", 235.8, 1.413, 1948, 0, "none", "kuiper", ["米兰达", "milanda"]],
  ["海卫一", "haiweiyi", "Triton", "moon", "neptune", 1353.4, 5.877, 1846, 0, "thin", "lassell", ["特里同", "telitong"]],
  ["海卫二", "haiweier", "Nereid", "moon", "neptune", 178, 360.13, 1949, 0, "none", "kuiper", ["涅瑞伊得", "nieruiyide"]],
  ["冥卫一", "mingweiyi", "Charon", "moon", "pluto", 606, 6.387, 1978, 0, "none", "christy", ["卡戎", "karong"]],
];

function toEntry(row: Row): SeedEntry {
  const [zh, pinyin, en, kind, parent, radius, period, year, moons, atmosphere, discoverer, more = []] = row;
  return {
    name: zh,
    labels: { "zh-CN": zh, "en-US": en },
    aliases: [en, pinyin, ...more],
    attributes: {
      kind,
      parent,
      mean_radius: radius,
      orbital_period: period,
      discovered: year === null ? null : String(year),
      moons,
      atmosphere,
      discoverer,
    },
  };
}

export const solarSystem: SeedDataset = {
  slug: "solar-system",
  name: "太阳系天体",
  nameI18n: { "zh-CN": "太阳系天体", "en-US": "Solar System bodies" },
  description: "太阳系的八大行星、五颗矮行星和主要卫星：半径、公转周期、发现年份、卫星数量和大气。",
  descriptionI18n: {
    "zh-CN": "太阳系的八大行星、五颗矮行星和主要卫星：半径、公转周期、发现年份、卫星数量和大气。",
    "en-US":
      "The eight planets, five dwarf planets and major moons of the Solar System: radius, orbital period, year of discovery, number of moons and atmosphere.",
  },
  type: "astronomy",
  tags: ["天文", "astronomy", "太阳系", "solar-system", "行星", "planets"],
  changelog:
    "首个版本：8 颗行星、5 颗矮行星和 22 颗主要卫星，卫星数量截至 2025 年。 First version: 8 planets, 5 dwarf planets and 22 major moons; moon counts as of 2025.",
  attributeTypes: [
    {
      key: "kind",
      label: { "zh-CN": "类别", "en-US": "Kind" },
      type: "text",
      valueLabels: {
        planet: { "zh-CN": "行星", "en-US": "Planet" },
        "dwarf-planet": { "zh-CN": "矮行星", "en-US": "Dwarf planet" },
        moon: { "zh-CN": "卫星", "en-US": "Moon" },
      },
    },
    {
      key: "parent",
      label: { "zh-CN": "环绕天体", "en-US": "Orbits" },
      type: "text",
      valueLabels: {
        sun: { "zh-CN": "太阳", "en-US": "Sun" },
        earth: { "zh-CN": "地球", "en-US": "Earth" },
        mars: { "zh-CN": "火星", "en-US": "Mars" },
        jupiter: { "zh-CN": "木星", "en-US": "Jupiter" },
        saturn: { "zh-CN": "土星", "en-US": "Saturn" },
        uranus: { "zh-CN": "天王星", "en-US": "Uranus" },
        neptune: { "zh-CN": "海王星", "en-US": "Neptune" },
        pluto: { "zh-CN": "冥王星", "en-US": "Pluto" },
      },
    },
    {
      key: "mean_radius",
      label: { "zh-CN": "平均半径", "en-US": "Mean radius" },
      type: "number",
      unit: "km",
      tolerance: 100,
    },
    {
      key: "orbital_period",
      label: { "zh-CN": "公转周期", "en-US": "Orbital period" },
      type: "number",
      unit: "d",
    },
    {
      key: "discovered",
      label: { "zh-CN": "发现年份", "en-US": "Discovered" },
      type: "date",
      tolerance: 10,
    },
    { key: "moons", label: { "zh-CN": "卫星数量", "en-US": "Moons" }, type: "number" },
    {
      key: "atmosphere",
      label: { "zh-CN": "大气", "en-US": "Atmosphere" },
      type: "ordinal",
      order: ["none", "trace", "thin", "thick"],
      valueLabels: {
        none: { "zh-CN": "无", "en-US": "None" },
        trace: { "zh-CN": "极稀薄", "en-US": "Trace" },
        thin: { "zh-CN": "稀薄", "en-US": "Thin" },
        thick: { "zh-CN": "浓厚", "en-US": "Thick" },
      },
    },
    {
      key: "discoverer",
      label: { "zh-CN": "发现者", "en-US": "Discovered by" },
      type: "hint",
      revealAfter: 4,
      valueLabels: discoverers,
    },
  ],
  entries: rows.map(toEntry),
};
