import { DomainError } from "~/utils/domain-error";

/**
 * The character sets a table file arrives in. Excel's "CSV" is the system's code page: GB18030
 * (GBK) on Chinese Windows, Windows-1252 on Western ones; its "Unicode text" is UTF-16 with a BOM.
 */
export type TableEncoding = "utf-8" | "utf-16le" | "utf-16be" | "gb18030" | "windows-1252";

function decodes(encoding: TableEncoding, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-16 without a BOM: ASCII text has a zero in every other byte. */
function utf16Order(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 2048) & ~1);
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.3 && evenZeros === 0) return "utf-16le";
  if (evenZeros > pairs * 0.3 && oddZeros === 0) return "utf-16be";
  return null;
}

/**
 * Whether a file's bytes above ASCII read as Chinese: GB2312's characters (the common ones GBK and
 * GB18030 keep) are two bytes, both from 0xA1. A Western accented letter is one high byte, mostly
 * before ASCII, which also happens to be a valid GBK pair of rare characters now and then.
 */
function readsAsChinese(bytes: Uint8Array): boolean {
  let chinese = 0;
  let other = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i] as number;
    if (lead < 0x80) continue;
    const trail = bytes[i + 1] ?? 0;
    if (lead >= 0xa1 && lead <= 0xf7 && trail >= 0xa1 && trail <= 0xfe) {
      chinese++;
      i++;
    } else other++;
  }
  return chinese > 0 && other <= chinese * 0.1;
}

/**
 * UTF-32's byte order marks (FF FE 00 00, 00 00 FE FF). No browser's TextDecoder reads UTF-32, and
 * its little-endian mark starts as UTF-16's does: read as UTF-16 or UTF-8, every header came out
 * full of NUL characters. A UTF-16 text never starts with U+0000, so the marks are UTF-32's.
 */
function isUtf32(bytes: Uint8Array): boolean {
  const [a, b, c, d] = bytes;
  return (a === 0xff && b === 0xfe && c === 0 && d === 0) || (a === 0 && b === 0 && c === 0xfe && d === 0xff);
}

/**
 * A file's text and the character set it was read in: a BOM decides (UTF-32's is refused: save as
 * UTF-8); else UTF-8 when every byte
 * sequence is valid UTF-8; else GB18030 when the bytes are valid GB18030 and read as Chinese;
 * else Windows-1252, which reads any byte. The BOM itself is not part of the text.
 */
export function decodeTableFile(bytes: Uint8Array): { text: string; encoding: TableEncoding } {
  if (isUtf32(bytes)) {
    throw new DomainError("INVALID", "UTF-32 is not supported: save the file as UTF-8").because(
      "uploadUtf32",
    );
  }
  const bom =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? "utf-16le"
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? "utf-16be"
        : bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
          ? "utf-8"
          : null;
  for (const encoding of [bom ?? utf16Order(bytes) ?? "utf-8", "utf-8"] as const) {
    const text = decodes(encoding, bytes);
    if (text !== null) return { text, encoding };
  }
  const chinese = readsAsChinese(bytes) ? decodes("gb18030", bytes) : null;
  if (chinese !== null) return { text: chinese, encoding: "gb18030" };
  return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
}
