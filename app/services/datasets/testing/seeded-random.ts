/** A seeded PRNG (mulberry32) for repeatable fuzz tests: the same seed gives the same inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces a table file is made of, and the ones that broke readers: runs of "<", deep brackets, entities. */
const PIECES = [
  "<table>",
  "</table>",
  "<tr>",
  "<tr ",
  "<td>",
  "<th class=x>",
  "</td>",
  "</th>",
  "<br/>",
  "<",
  ">",
  "&#99999999;",
  "&#x",
  "&#xD800;",
  "&amp;",
  "&",
  "{",
  "}",
  "[",
  "]",
  '"',
  '\\"',
  "\\",
  ",",
  ":",
  ";",
  "\t",
  "\n",
  "\r\n",
  "|",
  "name",
  '"name":',
  "https://x.png?",
  "1,234",
  "-12.5e3",
  "公元前221",
  "null",
  "true",
  "\uFEFF",
  "\uD800",
  "é",
  "名称",
  " ",
];

/** Bytes of `length`, each uniformly random. */
export function randomBytes(random: () => number, length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = Math.floor(random() * 256);
  return bytes;
}

/** Text of `count` pieces of table syntax in random order, some repeated in runs. */
export function randomTableText(random: () => number, count: number): string {
  let text = "";
  for (let i = 0; i < count; i += 1) {
    const piece = PIECES[Math.floor(random() * PIECES.length)];
    text += random() < 0.05 ? piece.repeat(1 + Math.floor(random() * 2000)) : piece;
  }
  return text;
}
