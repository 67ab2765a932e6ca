import type { AttributeColumn } from "~db/schema";
import type { QualityEntry } from "./quality-report";

/** 5,000 entries × 50 attributes of every type, the largest upload allowed. */
export function largeDataset(
  count = 5000,
  width = 50,
): { columns: AttributeColumn[]; entries: QualityEntry[] } {
  const types = ["number", "text", "set", "date", "ordinal", "geo", "hint"] as const;
  const columns: AttributeColumn[] = Array.from({ length: width }, (_, c) => {
    const type = types[c % types.length];
    return {
      key: `c${c}`,
      label: { "en-US": `C${c}` },
      type,
      ...(type === "ordinal" ? { order: ["xs", "s", "m", "l", "xl"] } : {}),
      ...(type === "number" && c % 2 === 0 ? { tolerance: 5 } : {}),
    };
  });
  const entries = Array.from({ length: count }, (_, i) => {
    const attributes: QualityEntry["attributes"] = {};
    columns.forEach((column, c) => {
      const v = (i * (c + 7) + c * 13) % (c % 3 === 0 ? count : 11 + c);
      attributes[column.key] =
        column.type === "number"
          ? v
          : column.type === "text"
            ? `t${v % 17}`
            : column.type === "set"
              ? [`a${v % 5}`, `b${v % 7}`]
              : column.type === "date"
                ? String(1000 + (v % 900))
                : column.type === "ordinal"
                  ? ["xs", "s", "m", "l", "xl"][v % 5]
                  : column.type === "geo"
                    ? `${(v % 170) - 85},${(v % 350) - 175}`
                    : `hint ${i}`;
    });
    return { name: `Entry ${i}`, attributes };
  });
  return { columns, entries };
}
