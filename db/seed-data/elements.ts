import type { SeedDataset, SeedEntry } from "../seed/types";

// Standard atomic weights: IUPAC/CIAAW abridged values (2021), as in Wikipedia's list of elements. Elements without a standard
// atomic weight use the mass number of their longest-lived known isotope.
// Group/block follow the IUPAC 2021 layout used by Wikipedia (Lu and Lr in group 3, d-block;
// La–Yb and Ac–No in the f-block, no group). Categories of superheavy elements are those of
// their group. Phase at 25 °C and 100 kPa ("unknown" where no bulk sample was ever seen).
// Discovery year: the commonly cited year of discovery (fluorine: first isolation, 1886);
// null = known since antiquity.

type Category =
  | "alkali-metal"
  | "alkaline-earth-metal"
  | "transition-metal"
  | "post-transition-metal"
  | "metalloid"
  | "nonmetal"
  | "halogen"
  | "noble-gas"
  | "lanthanide"
  | "actinide";
type Phase = "solid" | "liquid" | "gas" | "unknown";
type Block = "s" | "p" | "d" | "f";

/** [Z, symbol, Chinese, pinyin, English, category, group, period, block, phase, mass, year, other aliases] */
type Row = [
  number,
  string,
  string,
  string,
  string,
  Category,
  number | null,
  number,
  Block,
  Phase,
  number,
  number | null,
  string[]?,
];

const rows: Row[] = [
  [1, "H", "氢", "qing", "Hydrogen", "nonmetal", 1, 1, "s", "gas", 1.008, 1766],
  [2, "He", "氦", "hai", "Helium", "noble-gas", 18, 1, "s", "gas", 4.0026, 1868],
  [3, "Li", "锂", "li", "Lithium", "alkali-metal", 1, 2, "s", "solid", 6.94, 1817],
  [4, "Be", "铍", "pi", "Beryllium", "alkaline-earth-metal", 2, 2, "s", "solid", 9.0122, 1798],
  [5, "B", "硼", "peng", "Boron", "metalloid", 13, 2, "p", "solid", 10.81, 1808],
  [6, "C", "碳", "tan", "Carbon", "nonmetal", 14, 2, "p", "solid", 12.011, null],
  [7, "N", "氮", "dan", "Nitrogen", "nonmetal", 15, 2, "p", "gas", 14.007, 1772],
  [8, "O", "氧", "yang", "Oxygen", "nonmetal", 16, 2, "p", "gas", 15.999, 1774],
  [9, "F", "氟", "fu", "Fluorine", "halogen", 17, 2, "p", "gas", 18.998, 1886],
  [10, "Ne", "氖", "nai", "Neon", "noble-gas", 18, 2, "p", "gas", 20.18, 1898],
  [11, "Na", "钠", "na", "Sodium", "alkali-metal", 1, 3, "s", "solid", 22.99, 1807, ["Natrium"]],
  [12, "Mg", "镁", "mei", "Magnesium", "alkaline-earth-metal", 2, 3, "s", "solid", 24.305, 1755],
  [13, "Al", "铝", "lv", "Aluminium", "post-transition-metal", 13, 3, "p", "solid", 26.982, 1825, ["Aluminum", "lü"]],
  [14, "Si", "硅", "gui", "Silicon", "metalloid", 14, 3, "p", "solid", 28.085, 1823, ["矽", "xi"]],
  [15, "P", "磷", "lin", "Phosphorus", "nonmetal", 15, 3, "p", "solid", 30.974, 1669],
  [16, "S", "硫", "liu", "Sulfur", "nonmetal", 16, 3, "p", "solid", 32.06, null, ["Sulphur"]],
  [17, "Cl", "氯", "lv", "Chlorine", "halogen", 17, 3, "p", "gas", 35.45, 1774, ["lü"]],
  [18, "Ar", "氩", "ya", "Argon", "noble-gas", 18, 3, "p", "gas", 39.95, 1894],
  [19, "K", "钾", "jia", "Potassium", "alkali-metal", 1, 4, "s", "solid", 39.098, 1807, ["Kalium"]],
  [20, "Ca", "钙", "gai", "Calcium", "alkaline-earth-metal", 2, 4, "s", "solid", 40.078, 1808],
  [21, "Sc", "钪", "kang", "Scandium", "transition-metal", 3, 4, "d", "solid", 44.956, 1879],
  [22, "Ti", "钛", "tai", "Titanium", "transition-metal", 4, 4, "d", "solid", 47.867, 1791],
  [23, "V", "钒", "fan", "Vanadium", "transition-metal", 5, 4, "d", "solid", 50.942, 1801],
  [24, "Cr", "铬", "ge", "Chromium", "transition-metal", 6, 4, "d", "solid", 51.996, 1794],
  [25, "Mn", "锰", "meng", "Manganese", "transition-metal", 7, 4, "d", "solid", 54.938, 1774],
  [26, "Fe", "铁", "tie", "Iron", "transition-metal", 8, 4, "d", "solid", 55.845, null, ["Ferrum"]],
  [27, "Co", "钴", "gu", "Cobalt", "transition-metal", 9, 4, "d", "solid", 58.933, 1735],
  [28, "Ni", "镍", "nie", "Nickel", "transition-metal", 10, 4, "d", "solid", 58.693, 1751],
  [29, "Cu", "铜", "tong", "Copper", "transition-metal", 11, 4, "d", "solid", 63.546, null, ["Cuprum"]],
  [30, "Zn", "锌", "xin", "Zinc", "transition-metal", 12, 4, "d", "solid", 65.38, null],
  [31, "Ga", "镓", "jia", "Gallium", "post-transition-metal", 13, 4, "p", "solid", 69.723, 1875],
  [32, "Ge", "锗", "zhe", "Germanium", "metalloid", 14, 4, "p", "solid", 72.63, 1886],
  [33, "As", "砷", "shen", "Arsenic", "metalloid", 15, 4, "p", "solid", 74.922, null],
  [34, "Se", "硒", "xi", "Selenium", "nonmetal", 16, 4, "p", "solid", 78.971, 1817],
  [35, "Br", "溴", "xiu", "Bromine", "halogen", 17, 4, "p", "liquid", 79.904, 1825],
  [36, "Kr", "氪", "ke", "Krypton", "noble-gas", 18, 4, "p", "gas", 83.798, 1898],
  [37, "Rb", "铷", "ru", "Rubidium", "alkali-metal", 1, 5, "s", "solid", 85.468, 1861],
  [38, "Sr", "锶", "si", "Strontium", "alkaline-earth-metal", 2, 5, "s", "solid", 87.62, 1790],
  [39, "Y", "钇", "yi", "Yttrium", "transition-metal", 3, 5, "d", "solid", 88.906, 1794],
  [40, "Zr", "锆", "gao", "Zirconium", "transition-metal", 4, 5, "d", "solid", 91.224, 1789],
  [41, "Nb", "铌", "ni", "Niobium", "transition-metal", 5, 5, "d", "solid", 92.906, 1801, ["Columbium"]],
  [42, "Mo", "钼", "mu", "Molybdenum", "transition-metal", 6, 5, "d", "solid", 95.95, 1778],
  [43, "Tc", "锝", "de", "Technetium", "transition-metal", 7, 5, "d", "solid", 97, 1937],
  [44, "Ru", "钌", "liao", "Ruthenium", "transition-metal", 8, 5, "d", "solid", 101.07, 1844],
  [45, "Rh", "铑", "lao", "Rhodium", "transition-metal", 9, 5, "d", "solid", 102.91, 1804],
  [46, "Pd", "钯", "ba", "Palladium", "transition-metal", 10, 5, "d", "solid", 106.42, 1802],
  [47, "Ag", "银", "yin", "Silver", "transition-metal", 11, 5, "d", "solid", 107.87, null, ["Argentum"]],
  [48, "Cd", "镉", "ge", "Cadmium", "transition-metal", 12, 5, "d", "solid", 112.41, 1817],
  [49, "In", "铟", "yin", "Indium", "post-transition-metal", 13, 5, "p", "solid", 114.82, 1863],
  [50, "Sn", "锡", "xi", "Tin", "post-transition-metal", 14, 5, "p", "solid", 118.71, null, ["Stannum"]],
  [51, "Sb", "锑", "ti", "Antimony", "metalloid", 15, 5, "p", "solid", 121.76, null, ["Stibium"]],
  [52, "Te", "碲", "di", "Tellurium", "metalloid", 16, 5, "p", "solid", 127.6, 1782],
  [53, "I", "碘", "dian", "Iodine", "halogen", 17, 5, "p", "solid", 126.9, 1811],
  [54, "Xe", "氙", "xian", "Xenon", "noble-gas", 18, 5, "p", "gas", 131.29, 1898],
  [55, "Cs", "铯", "se", "Caesium", "alkali-metal", 1, 6, "s", "solid", 132.91, 1860, ["Cesium"]],
  [56, "Ba", "钡", "bei", "Barium", "alkaline-earth-metal", 2, 6, "s", "solid", 137.33, 1772],
  [57, "La", "镧", "lan", "Lanthanum", "lanthanide", null, 6, "f", "solid", 138.91, 1838],
  [58, "Ce", "铈", "shi", "Cerium", "lanthanide", null, 6, "f", "solid", 140.12, 1803],
  [59, "Pr", "镨", "pu", "Praseodymium", "lanthanide", null, 6, "f", "solid", 140.91, 1885],
  [60, "Nd", "钕", "nv", "Neodymium", "lanthanide", null, 6, "f", "solid", 144.24, 1885, ["nü"]],
  [61, "Pm", "钷", "po", "Promethium", "lanthanide", null, 6, "f", "solid", 145, 1945],
  [62, "Sm", "钐", "shan", "Samarium", "lanthanide", null, 6, "f", "solid", 150.36, 1879],
  [63, "Eu", "铕", "you", "Europium", "lanthanide", null, 6, "f", "solid", 151.96, 1896],
  [64, "Gd", "钆", "ga", "Gadolinium", "lanthanide", null, 6, "f", "solid", 157.25, 1880],
  [65, "Tb", "铽", "te", "Terbium", "lanthanide", null, 6, "f", "solid", 158.93, 1843],
  [66, "Dy", "镝", "di", "Dysprosium", "lanthanide", null, 6, "f", "solid", 162.5, 1886],
  [67, "Ho", "钬", "huo", "Holmium", "lanthanide", null, 6, "f", "solid", 164.93, 1878],
  [68, "Er", "铒", "er", "Erbium", "lanthanide", null, 6, "f", "solid", 167.26, 1843],
  [69, "Tm", "铥", "diu", "Thulium", "lanthanide", null, 6, "f", "solid", 168.93, 1879],
  [70, "Yb", "镱", "yi", "Ytterbium", "lanthanide", null, 6, "f", "solid", 173.05, 1878],
  [71, "Lu", "镥", "lu", "Lutetium", "lanthanide", 3, 6, "d", "solid", 174.97, 1907],
  [72, "Hf", "铪", "ha", "Hafnium", "transition-metal", 4, 6, "d", "solid", 178.49, 1923],
  [73, "Ta", "钽", "tan", "Tantalum", "transition-metal", 5, 6, "d", "solid", 180.95, 1802],
  [74, "W", "钨", "wu", "Tungsten", "transition-metal", 6, 6, "d", "solid", 183.84, 1783, ["Wolfram"]],
  [75, "Re", "铼", "lai", "Rhenium", "transition-metal", 7, 6, "d", "solid", 186.21, 1925],
  [76, "Os", "锇", "e", "Osmium", "transition-metal", 8, 6, "d", "solid", 190.23, 1803],
  [77, "Ir", "铱", "yi", "Iridium", "transition-metal", 9, 6, "d", "solid", 192.22, 1803],
  [78, "Pt", "铂", "bo", "Platinum", "transition-metal", 10, 6, "d", "solid", 195.08, 1735, ["白金", "baijin"]],
  [79, "Au", "金", "jin", "Gold", "transition-metal", 11, 6, "d", "solid", 196.97, null, ["Aurum"]],
  [80, "Hg", "汞", "gong", "Mercury", "transition-metal", 12, 6, "d", "liquid", 200.59, null, ["水银", "shuiyin", "Hydrargyrum", "Quicksilver"]],
  [81, "Tl", "铊", "ta", "Thallium", "post-transition-metal", 13, 6, "p", "solid", 204.38, 1861],
  [82, "Pb", "铅", "qian", "Lead", "post-transition-metal", 14, 6, "p", "solid", 207.2, null, ["Plumbum"]],
  [83, "Bi", "铋", "bi", "Bismuth", "post-transition-metal", 15, 6, "p", "solid", 208.98, null],
  [84, "Po", "钋", "po", "Polonium", "post-transition-metal", 16, 6, "p", "solid", 209, 1898],
  [85, "At", "砹", "ai", "Astatine", "halogen", 17, 6, "p", "unknown", 210, 1940],
  [86, "Rn", "氡", "dong", "Radon", "noble-gas", 18, 6, "p", "gas", 222, 1899],
  [87, "Fr", "钫", "fang", "Francium", "alkali-metal", 1, 7, "s", "unknown", 223, 1939],
  [88, "Ra", "镭", "lei", "Radium", "alkaline-earth-metal", 2, 7, "s", "solid", 226, 1898],
  [89, "Ac", "锕", "a", "Actinium", "actinide", null, 7, "f", "solid", 227, 1899],
  [90, "Th", "钍", "tu", "Thorium", "actinide", null, 7, "f", "solid", 232.04, 1829],
  [91, "Pa", "镤", "pu", "Protactinium", "actinide", null, 7, "f", "solid", 231.04, 1913],
  [92, "U", "铀", "you", "Uranium", "actinide", null, 7, "f", "solid", 238.03, 1789],
  [93, "Np", "镎", "na", "Neptunium", "actinide", null, 7, "f", "solid", 237, 1940],
  [94, "Pu", "钚", "bu", "Plutonium", "actinide", null, 7, "f", "solid", 244, 1940],
  [95, "Am", "镅", "mei", "Americium", "actinide", null, 7, "f", "solid", 243, 1944],
  [96, "Cm", "锔", "ju", "Curium", "actinide", null, 7, "f", "solid", 247, 1944],
  [97, "Bk", "锫", "pei", "Berkelium", "actinide", null, 7, "f", "solid", 247, 1949],
  [98, "Cf", "锎", "kai", "Californium", "actinide", null, 7, "f", "solid", 251, 1950],
  [99, "Es", "锿", "ai", "Einsteinium", "actinide", null, 7, "f", "solid", 252, 1952],
  [100, "Fm", "镄", "fei", "Fermium", "actinide", null, 7, "f", "unknown", 257, 1952],
  [101, "Md", "钔", "men", "Mendelevium", "actinide", null, 7, "f", "unknown", 258, 1955],
  [102, "No", "锘", "nuo", "Nobelium", "actinide", null, 7, "f", "unknown", 259, 1966],
  [103, "Lr", "铹", "lao", "Lawrencium", "actinide", 3, 7, "d", "unknown", 266, 1961],
  // Names of 104–118 are CJK extension characters (China's 2017 standard names).
  [104, "Rf", "\u{2CB3B}", "lu", "Rutherfordium", "transition-metal", 4, 7, "d", "unknown", 267, 1964],
  [105, "Db", "\u{2CB4A}", "du", "Dubnium", "transition-metal", 5, 7, "d", "unknown", 268, 1968],
  [106, "Sg", "\u{2CB73}", "xi", "Seaborgium", "transition-metal", 6, 7, "d", "unknown", 269, 1974],
  [107, "Bh", "\u{2CB5B}", "bo", "Bohrium", "transition-metal", 7, 7, "d", "unknown", 270, 1981],
  [108, "Hs", "\u{2CB76}", "hei", "Hassium", "transition-metal", 8, 7, "d", "unknown", 269, 1984],
  [109, "Mt", "\u{9FCF}", "mai", "Meitnerium", "transition-metal", 9, 7, "d", "unknown", 278, 1982],
  [110, "Ds", "\u{2B7FC}", "da", "Darmstadtium", "transition-metal", 10, 7, "d", "unknown", 281, 1994],
  [111, "Rg", "\u{2CB2D}", "lun", "Roentgenium", "transition-metal", 11, 7, "d", "unknown", 282, 1994],
  [112, "Cn", "\u{9FD4}", "ge", "Copernicium", "transition-metal", 12, 7, "d", "unknown", 285, 1996],
  [113, "Nh", "\u{9FED}", "ni", "Nihonium", "post-transition-metal", 13, 7, "p", "unknown", 286, 2004],
  [114, "Fl", "\u{2B4E7}", "fu", "Flerovium", "post-transition-metal", 14, 7, "p", "unknown", 289, 1999],
  [115, "Mc", "镆", "mo", "Moscovium", "post-transition-metal", 15, 7, "p", "unknown", 290, 2003],
  [116, "Lv", "\u{2B7F7}", "li", "Livermorium", "post-transition-metal", 16, 7, "p", "unknown", 293, 2000],
  [117, "Ts", "\u{9FEC}", "tian", "Tennessine", "halogen", 17, 7, "p", "unknown", 294, 2010],
  [118, "Og", "\u{9FEB}", "ao", "Oganesson", "noble-gas", 18, 7, "p", "unknown", 294, 2002],
];

function toEntry(row: Row): SeedEntry {
  const [z, symbol, zh, pinyin, en, category, group, period, block, phase, mass, year, more = []] = row;
  return {
    name: zh,
    labels: { "zh-CN": zh, "en-US": en },
    aliases: [en, pinyin, symbol, ...more],
    attributes: {
      atomic_number: z,
      category,
      group,
      period: String(period),
      block,
      phase,
      atomic_mass: mass,
      discovered: year === null ? null : String(year),
      discovery_note: year === null ? "antiquity" : null,
      // Only the symbol's first letter: the whole symbol gave the element away.
      symbol_initial: symbol[0],
    },
  };
}

export const elements: SeedDataset = {
  slug: "elements",
  name: "化学元素",
  nameI18n: { "zh-CN": "化学元素", "en-US": "Chemical elements" },
  description: "元素周期表上全部 118 种化学元素：原子序数、分类、族、周期、区、常温常压下的状态、原子量和发现年份。",
  descriptionI18n: {
    "zh-CN":
      "元素周期表上全部 118 种化学元素：原子序数、分类、族、周期、区、常温常压下的状态、原子量和发现年份。",
    "en-US":
      "All 118 chemical elements of the periodic table: atomic number, category, group, period, block, phase at standard conditions, atomic mass and year of discovery.",
  },
  type: "science",
  tags: ["化学", "chemistry", "元素周期表", "periodic-table", "科学", "science"],
  changelog: "首个版本：118 种元素，原子量采用 IUPAC 标准原子量（简化值）。 First version: 118 elements, IUPAC abridged standard atomic weights.",
  attributeTypes: [
    { key: "atomic_number", label: { "zh-CN": "原子序数", "en-US": "Atomic number" }, type: "number", tolerance: 2 },
    {
      key: "category",
      label: { "zh-CN": "分类", "en-US": "Category" },
      type: "text",
      valueLabels: {
        "alkali-metal": { "zh-CN": "碱金属", "en-US": "Alkali metal" },
        "alkaline-earth-metal": { "zh-CN": "碱土金属", "en-US": "Alkaline earth metal" },
        "transition-metal": { "zh-CN": "过渡金属", "en-US": "Transition metal" },
        "post-transition-metal": { "zh-CN": "后过渡金属", "en-US": "Post-transition metal" },
        metalloid: { "zh-CN": "类金属", "en-US": "Metalloid" },
        nonmetal: { "zh-CN": "非金属", "en-US": "Nonmetal" },
        halogen: { "zh-CN": "卤素", "en-US": "Halogen" },
        "noble-gas": { "zh-CN": "稀有气体", "en-US": "Noble gas" },
        lanthanide: { "zh-CN": "镧系元素", "en-US": "Lanthanide" },
        actinide: { "zh-CN": "锕系元素", "en-US": "Actinide" },
      },
    },
    { key: "group", label: { "zh-CN": "族", "en-US": "Group" }, type: "number" },
    {
      key: "period",
      label: { "zh-CN": "周期", "en-US": "Period" },
      type: "ordinal",
      order: ["1", "2", "3", "4", "5", "6", "7"],
    },
    {
      key: "block",
      label: { "zh-CN": "区", "en-US": "Block" },
      type: "text",
      valueLabels: {
        s: { "zh-CN": "s 区", "en-US": "s-block" },
        p: { "zh-CN": "p 区", "en-US": "p-block" },
        d: { "zh-CN": "d 区", "en-US": "d-block" },
        f: { "zh-CN": "f 区", "en-US": "f-block" },
      },
    },
    {
      key: "phase",
      label: { "zh-CN": "常温常压状态", "en-US": "Phase at room temperature" },
      type: "text",
      valueLabels: {
        solid: { "zh-CN": "固态", "en-US": "Solid" },
        liquid: { "zh-CN": "液态", "en-US": "Liquid" },
        gas: { "zh-CN": "气态", "en-US": "Gas" },
        unknown: { "zh-CN": "未知", "en-US": "Unknown" },
      },
    },
    {
      key: "atomic_mass",
      label: { "zh-CN": "原子量", "en-US": "Atomic mass" },
      type: "number",
      unit: "u",
      tolerance: 5,
    },
    {
      key: "discovered",
      label: { "zh-CN": "发现年份", "en-US": "Discovered" },
      type: "date",
      tolerance: 20,
    },
    {
      key: "discovery_note",
      label: { "zh-CN": "发现提示", "en-US": "Discovery hint" },
      type: "hint",
      revealAfter: 5,
      valueLabels: { antiquity: { "zh-CN": "古代即已知", "en-US": "Known since antiquity" } },
    },
    {
      key: "symbol_initial",
      label: { "zh-CN": "元素符号首字母", "en-US": "Symbol starts with" },
      type: "hint",
      revealAfter: 6,
    },
  ],
  entries: rows.map(toEntry),
};
