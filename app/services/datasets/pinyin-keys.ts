import { pinyin } from "pinyin-pro";

const HAN = /\p{Script=Han}/u;

/** The toneless pinyin of a name written in Chinese characters, read in context: 重庆 → "chongqing". */
export function pinyinOf(name: string): string | null {
  if (!HAN.test(name)) return null;
  return pinyin(name, { toneType: "none", nonZh: "consecutive", separator: "" });
}

/**
 * Entries named only in Chinese (no English name column) get their names' pinyin as another name,
 * as the demo datasets have it: a player without a Chinese keyboard finds 武汉市 by typing "wuhan".
 * With `add` false nothing changes. Returns how many entries are named only in Chinese.
 */
export function addPinyinAliases(
  entries: { name: string; aliases: string[]; labels?: Record<string, string> }[],
  maxAliases: number,
  add: boolean,
): number {
  let named = 0;
  for (const entry of entries) {
    if (entry.labels?.["en-US"]) continue;
    const spelled = pinyinOf(entry.name);
    if (!spelled) continue;
    named += 1;
    if (add && !entry.aliases.includes(spelled) && entry.aliases.length < maxAliases)
      entry.aliases.push(spelled);
  }
  return named;
}
