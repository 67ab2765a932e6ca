import type { Bilingual, SeedDataset, SeedEntry } from "../seed/types";

// The 31 provincial-level divisions of mainland China, the scope of the National Bureau of
// Statistics' yearbooks. Population: the Seventh National Population Census (1 November 2020).
// Area: the commonly cited land area, rounded as the provincial governments state it. GDP: the
// 2023 figures each division published in early 2024 (trillion yuan, two decimals). Region: the
// seven geographical regions taught in school. Capital location: the capital's city centre;
// for the four municipalities, the city centre, with the government's seat as the hint.

type Kind = "province" | "autonomous-region" | "municipality";
type Region = "north" | "northeast" | "east" | "central" | "south" | "southwest" | "northwest";

/** [Chinese, pinyin, English, kind, region, lat, lon, area km², population, coastal, GDP, capital zh, capital en, other aliases] */
type Row = [
  string,
  string,
  string,
  Kind,
  Region,
  number,
  number,
  number,
  number,
  boolean,
  number,
  string,
  string,
  string[]?,
];

const rows: Row[] = [
  ["北京", "beijing", "Beijing", "municipality", "north", 39.9, 116.41, 16410, 21893095, false, 4.38, "通州区", "Tongzhou District", ["京", "北京市", "Peking"]],
  ["天津", "tianjin", "Tianjin", "municipality", "north", 39.13, 117.2, 11966, 13866009, true, 1.67, "河西区", "Hexi District", ["津", "天津市"]],
  ["河北", "hebei", "Hebei", "province", "north", 38.04, 114.51, 188800, 74610235, true, 4.39, "石家庄", "Shijiazhuang", ["冀", "河北省"]],
  ["山西", "shanxi", "Shanxi", "province", "north", 37.87, 112.55, 156700, 34915616, false, 2.57, "太原", "Taiyuan", ["晋", "山西省"]],
  ["内蒙古", "neimenggu", "Inner Mongolia", "autonomous-region", "north", 40.84, 111.75, 1183000, 24049155, false, 2.46, "呼和浩特", "Hohhot", ["蒙", "内蒙古自治区", "Nei Mongol"]],
  ["辽宁", "liaoning", "Liaoning", "province", "northeast", 41.8, 123.43, 148000, 42591407, true, 3.02, "沈阳", "Shenyang", ["辽", "辽宁省"]],
  ["吉林", "jilin", "Jilin", "province", "northeast", 43.82, 125.32, 187400, 24073453, false, 1.35, "长春", "Changchun", ["吉", "吉林省"]],
  ["黑龙江", "heilongjiang", "Heilongjiang", "province", "northeast", 45.8, 126.53, 473000, 31850088, false, 1.59, "哈尔滨", "Harbin", ["黑", "黑龙江省"]],
  ["上海", "shanghai", "Shanghai", "municipality", "east", 31.23, 121.47, 6340, 24870895, true, 4.72, "黄浦区", "Huangpu District", ["沪", "申", "上海市"]],
  ["江苏", "jiangsu", "Jiangsu", "province", "east", 32.06, 118.8, 107200, 84748016, true, 12.82, "南京", "Nanjing", ["苏", "江苏省"]],
  ["浙江", "zhejiang", "Zhejiang", "province", "east", 30.27, 120.16, 105500, 64567588, true, 8.26, "杭州", "Hangzhou", ["浙", "浙江省"]],
  ["安徽", "anhui", "Anhui", "province", "east", 31.82, 117.23, 140100, 61027171, false, 4.71, "合肥", "Hefei", ["皖", "安徽省"]],
  ["福建", "fujian", "Fujian", "province", "east", 26.07, 119.3, 124000, 41540086, true, 5.44, "福州", "Fuzhou", ["闽", "福建省"]],
  ["江西", "jiangxi", "Jiangxi", "province", "east", 28.68, 115.86, 166900, 45188635, false, 3.22, "南昌", "Nanchang", ["赣", "江西省"]],
  ["山东", "shandong", "Shandong", "province", "east", 36.65, 117.12, 157900, 101527453, true, 9.21, "济南", "Jinan", ["鲁", "山东省"]],
  ["河南", "henan", "Henan", "province", "central", 34.75, 113.63, 167000, 99365519, false, 5.91, "郑州", "Zhengzhou", ["豫", "河南省"]],
  ["湖北", "hubei", "Hubei", "province", "central", 30.59, 114.31, 185900, 57752557, false, 5.58, "武汉", "Wuhan", ["鄂", "湖北省"]],
  ["湖南", "hunan", "Hunan", "province", "central", 28.23, 112.94, 211800, 66444864, false, 5.0, "长沙", "Changsha", ["湘", "湖南省"]],
  ["广东", "guangdong", "Guangdong", "province", "south", 23.13, 113.26, 179800, 126012510, true, 13.57, "广州", "Guangzhou", ["粤", "广东省", "Canton"]],
  ["广西", "guangxi", "Guangxi", "autonomous-region", "south", 22.82, 108.37, 237600, 50126804, true, 2.72, "南宁", "Nanning", ["桂", "广西壮族自治区"]],
  ["海南", "hainan", "Hainan", "province", "south", 20.04, 110.2, 35400, 10081232, true, 0.76, "海口", "Haikou", ["琼", "海南省"]],
  ["重庆", "chongqing", "Chongqing", "municipality", "southwest", 29.56, 106.55, 82400, 32054159, false, 3.01, "渝中区", "Yuzhong District", ["渝", "重庆市"]],
  ["四川", "sichuan", "Sichuan", "province", "southwest", 30.57, 104.07, 486000, 83674866, false, 6.01, "成都", "Chengdu", ["川", "蜀", "四川省"]],
  ["贵州", "guizhou", "Guizhou", "province", "southwest", 26.65, 106.63, 176200, 38562148, false, 2.09, "贵阳", "Guiyang", ["黔", "贵", "贵州省"]],
  ["云南", "yunnan", "Yunnan", "province", "southwest", 25.04, 102.71, 394100, 47209277, false, 3.0, "昆明", "Kunming", ["滇", "云", "云南省"]],
  ["西藏", "xizang", "Tibet", "autonomous-region", "southwest", 29.65, 91.17, 1228400, 3648100, false, 0.24, "拉萨", "Lhasa", ["藏", "西藏自治区", "Xizang"]],
  ["陕西", "shaanxi", "Shaanxi", "province", "northwest", 34.34, 108.94, 205600, 39528999, false, 3.38, "西安", "Xi'an", ["陕", "秦", "陕西省"]],
  ["甘肃", "gansu", "Gansu", "province", "northwest", 36.06, 103.83, 425800, 25019831, false, 1.19, "兰州", "Lanzhou", ["甘", "陇", "甘肃省"]],
  ["青海", "qinghai", "Qinghai", "province", "northwest", 36.62, 101.78, 722300, 5923957, false, 0.38, "西宁", "Xining", ["青", "青海省"]],
  ["宁夏", "ningxia", "Ningxia", "autonomous-region", "northwest", 38.49, 106.23, 66400, 7202654, false, 0.53, "银川", "Yinchuan", ["宁", "宁夏回族自治区"]],
  ["新疆", "xinjiang", "Xinjiang", "autonomous-region", "northwest", 43.83, 87.62, 1664900, 25852345, false, 1.91, "乌鲁木齐", "Ürümqi", ["新", "新疆维吾尔自治区", "Urumqi"]],
];

const regions = {
  north: { "zh-CN": "华北", "en-US": "North China" },
  northeast: { "zh-CN": "东北", "en-US": "Northeast China" },
  east: { "zh-CN": "华东", "en-US": "East China" },
  central: { "zh-CN": "华中", "en-US": "Central China" },
  south: { "zh-CN": "华南", "en-US": "South China" },
  southwest: { "zh-CN": "西南", "en-US": "Southwest China" },
  northwest: { "zh-CN": "西北", "en-US": "Northwest China" },
} satisfies Record<Region, Bilingual>;

function toEntry(row: Row): SeedEntry {
  const [zh, pinyin, en, kind, region, lat, lon, area, population, coastal, gdp, , capitalEn, more = []] = row;
  return {
    name: zh,
    labels: { "zh-CN": zh, "en-US": en },
    aliases: [en, pinyin, ...more],
    attributes: {
      kind,
      region,
      capital_location: `${lat},${lon}`,
      area,
      population,
      gdp,
      coastal: coastal ? "yes" : "no",
      capital: capitalEn,
    },
  };
}

export const chinaProvinces: SeedDataset = {
  slug: "china-provinces",
  name: "中国省级行政区",
  nameI18n: { "zh-CN": "中国省级行政区", "en-US": "Provinces of China" },
  description:
    "中国大陆 31 个省、自治区、直辖市：类型、地理分区、省会位置、面积、人口（第七次人口普查）、2023 年 GDP 和是否沿海。",
  descriptionI18n: {
    "zh-CN":
      "中国大陆 31 个省、自治区、直辖市：类型、地理分区、省会位置、面积、人口（第七次人口普查）、2023 年 GDP 和是否沿海。",
    "en-US":
      "The 31 provinces, autonomous regions and municipalities of mainland China: kind, region, capital location, area, population (2020 census), 2023 GDP and whether they reach the sea.",
  },
  type: "geography",
  tags: ["地理", "geography", "中国", "china", "省份", "provinces"],
  changelog:
    "首个版本：31 个省级行政区，人口为第七次全国人口普查数据，GDP 为各地公布的 2023 年数据。 First version: 31 provincial-level divisions, populations from the 2020 census, GDP as each published for 2023.",
  attributeTypes: [
    {
      key: "kind",
      label: { "zh-CN": "类型", "en-US": "Kind" },
      type: "text",
      valueLabels: {
        province: { "zh-CN": "省", "en-US": "Province" },
        "autonomous-region": { "zh-CN": "自治区", "en-US": "Autonomous region" },
        municipality: { "zh-CN": "直辖市", "en-US": "Municipality" },
      },
    },
    { key: "region", label: { "zh-CN": "地理分区", "en-US": "Region" }, type: "text", valueLabels: regions },
    {
      key: "capital_location",
      label: { "zh-CN": "省会位置", "en-US": "Capital location" },
      shortLabel: { "zh-CN": "位置", "en-US": "Place" },
      type: "geo",
    },
    { key: "area", label: { "zh-CN": "面积", "en-US": "Area" }, type: "number", unit: "km²" },
    {
      key: "population",
      label: { "zh-CN": "人口", "en-US": "Population" },
      shortLabel: { "zh-CN": "人口", "en-US": "People" },
      type: "number",
    },
    {
      key: "gdp",
      label: { "zh-CN": "2023 年 GDP（万亿元）", "en-US": "GDP 2023 (¥ trillion)" },
      shortLabel: { "zh-CN": "GDP", "en-US": "GDP" },
      type: "number",
    },
    {
      key: "coastal",
      label: { "zh-CN": "沿海", "en-US": "Coastal" },
      type: "text",
      valueLabels: {
        yes: { "zh-CN": "是", "en-US": "Yes" },
        no: { "zh-CN": "否", "en-US": "No" },
      },
    },
    {
      key: "capital",
      label: { "zh-CN": "省会（政府驻地）", "en-US": "Capital (seat)" },
      type: "hint",
      revealAfter: 4,
      valueLabels: Object.fromEntries(rows.map((row) => [row[12], { "zh-CN": row[11], "en-US": row[12] }])),
    },
  ],
  entries: rows.map(toEntry),
};
