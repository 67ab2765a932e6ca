import type { AttributeColumn, AttributeType, CellValue } from "~db/schema";

/**
 * Downloadable templates and the guide's worked examples: the same four cities, one
 * file per attribute type, as CSV (types inferred, changed in the preview) and as design §2 JSON.
 */
type Example = { column: AttributeColumn; cells: CellValue[] };

const CITIES = [
  {
    name: "Paris",
    aliases: "Lutetia; 巴黎",
    image:
      "https://upload.wikimedia.org/wikipedia/commons/4/4b/La_Tour_Eiffel_vue_de_la_Tour_Saint-Jacques%2C_Paris_ao%C3%BBt_2014_%282%29.jpg",
  },
  { name: "Rome", aliases: "Roma; 罗马", image: "" },
  { name: "Tokyo", aliases: "Edo; 东京", image: "" },
  { name: "Cairo", aliases: "al-Qāhira; 开罗", image: "" },
];

export const TEMPLATES: Record<AttributeType, Example> = {
  text: {
    column: { key: "country", label: { "zh-CN": "国家", "en-US": "Country" }, type: "text" },
    cells: ["France", "Italy", "Japan", "Egypt"],
  },
  set: {
    column: { key: "languages", label: { "zh-CN": "语言", "en-US": "Languages" }, type: "set" },
    cells: [["French"], ["Italian"], ["Japanese"], ["Arabic", "English"]],
  },
  number: {
    column: {
      key: "population",
      label: { "zh-CN": "人口", "en-US": "Population" },
      type: "number",
      unit: "million",
      tolerance: 1,
    },
    cells: [2.1, 2.8, 14, 10],
  },
  date: {
    column: {
      key: "founded",
      label: { "zh-CN": "建城年份", "en-US": "Founded" },
      type: "date",
      tolerance: 100,
    },
    cells: ["-250", "-753", "1457", "969"],
  },
  ordinal: {
    column: {
      key: "size",
      label: { "zh-CN": "规模", "en-US": "Size" },
      type: "ordinal",
      order: ["small", "medium", "large", "huge"],
    },
    cells: ["medium", "medium", "huge", "large"],
  },
  geo: {
    column: {
      key: "location",
      label: { "zh-CN": "位置", "en-US": "Location" },
      type: "geo",
      tolerance: 500,
    },
    cells: ["48.86,2.35", "41.9,12.5", "35.68,139.69", "30.04,31.24"],
  },
  hint: {
    column: {
      key: "nickname",
      label: { "zh-CN": "别称", "en-US": "Nickname" },
      type: "hint",
      revealAfter: 3,
    },
    cells: ["City of Light", "Eternal City", "Eastern Capital", "City of a Thousand Minarets"],
  },
};

const csvCell = (value: string) => (/[",;\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const cellText = (value: CellValue) => (Array.isArray(value) ? value.join("; ") : String(value ?? ""));

/** A CSV template: name, aliases, image_url and one column of the type. */
export function templateCsv(type: AttributeType): string {
  const { column, cells } = TEMPLATES[type];
  const header = ["name", "aliases", "image_url", column.key];
  const rows = CITIES.map((city, i) =>
    [city.name, city.aliases, city.image, cellText(cells[i])].map(csvCell).join(","),
  );
  return `${[header.join(","), ...rows].join("\n")}\n`;
}

/** A design §2 JSON template with the column's full settings (labels, unit, tolerance, order, reveal). */
export function templateJson(type: AttributeType): string {
  const { column, cells } = TEMPLATES[type];
  const { revealAfter, ...rest } = column;
  return `${JSON.stringify(
    {
      changelog: `Template: ${type}`,
      attribute_types: [{ ...rest, ...(revealAfter !== undefined ? { reveal_after: revealAfter } : {}) }],
      entries: CITIES.map((city, i) => ({
        name: city.name,
        aliases: city.aliases.split("; "),
        ...(city.image ? { image_url: city.image } : {}),
        attributes: { [column.key]: cells[i] },
      })),
    },
    null,
    2,
  )}\n`;
}
