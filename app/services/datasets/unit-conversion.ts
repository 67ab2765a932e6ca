/**
 * Units a number column's cells may mix ("1,200 km" beside "750 mi", "5 kg" beside "300 g"),
 * each with its dimension and its size in that dimension's base unit, so cells of one dimension
 * can be read in the column's unit. Only units that scale (no temperatures, no currencies: their
 * rates change).
 */
type Dimension = "length" | "mass" | "area" | "volume" | "time";

const UNITS: Record<string, { dimension: Dimension; size: number }> = {};
const add = (dimension: Dimension, size: number, ...names: string[]) => {
  for (const name of names) UNITS[name] = { dimension, size };
};
add("length", 0.001, "mm", "毫米");
add("length", 0.01, "cm", "厘米");
add("length", 1, "m", "米", "公尺", "metres", "meters", "metre", "meter");
add("length", 1000, "km", "千米", "公里", "kilometres", "kilometers");
add("length", 0.0254, "in", "inch", "inches", "英寸");
add("length", 0.3048, "ft", "feet", "foot", "英尺");
add("length", 0.9144, "yd", "yards", "码");
add("length", 1609.344, "mi", "mile", "miles", "英里");
add("mass", 0.000001, "mg", "毫克");
add("mass", 0.001, "g", "克", "grams");
add("mass", 1, "kg", "千克", "公斤", "kilograms");
add("mass", 1000, "t", "吨", "tonnes", "tons");
add("mass", 0.45359237, "lb", "lbs", "pounds", "磅");
add("mass", 0.028349523125, "oz", "ounces", "盎司");
add("mass", 0.5, "斤");
add("area", 1, "m²", "m2", "sq m", "平方米");
add("area", 10_000, "ha", "hectares", "公顷");
add("area", 1_000_000, "km²", "km2", "sq km", "平方公里", "平方千米");
add("area", 4046.8564224, "acres", "acre");
add("area", 2_589_988.110336, "mi²", "mi2", "sq mi", "平方英里");
add("volume", 0.001, "ml", "mL", "毫升");
add("volume", 1, "l", "L", "升");
add("time", 1, "s", "sec", "秒");
add("time", 60, "min", "分钟");
add("time", 3600, "h", "hr", "hrs", "hours", "小时");

const unitOf = (unit: string) => UNITS[unit] ?? UNITS[unit.toLowerCase()];

/** Whether a number in `from` can be read in `to` (both known, one dimension). */
export function convertible(from: string, to: string): boolean {
  const a = unitOf(from.trim());
  const b = unitOf(to.trim());
  return a !== undefined && b !== undefined && a.dimension === b.dimension;
}

/**
 * `value` in `from`, read in `to` (six significant digits: "2,340 mi" is 3765.87 km); null when
 * the units do not convert into each other.
 */
export function convertUnit(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  if (!convertible(from, to)) return null;
  const size = (unit: string) => unitOf(unit.trim()).size;
  return Number(((value * size(from)) / size(to)).toPrecision(6));
}
