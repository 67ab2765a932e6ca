import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decodeTableFile } from "./table-encoding";

const hex = (value: string) => Uint8Array.from(value.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));

describe("decodeTableFile", () => {
  it("reads a CSV that Excel saved on Chinese Windows (GBK) as Chinese, not as replacement marks", () => {
    // 朝代,都城\n秦,咸阳\n in GB18030
    const { text, encoding } = decodeTableFile(hex("b3afb4fa2cb6bcb3c70ac7d82ccfccd1f40a"));
    expect(encoding).toBe("gb18030");
    expect(text).toBe("朝代,都城\n秦,咸阳\n");
  });

  it("reads a Western code page file's accents (René, Montréal)", () => {
    const { text, encoding } = decodeTableFile(hex("4e616d652c56696c6c650a52656ee92c4d6f6e7472e9616c0a"));
    expect(encoding).toBe("windows-1252");
    expect(text).toBe("Name,Ville\nRené,Montréal\n");
  });

  it("reads UTF-16 with and without a byte order mark", () => {
    const body = "6e0061006d006500090061007200650061000a00c5006c0061006e006400090031003500380030000a00";
    expect(decodeTableFile(hex(`fffe${body}`))).toEqual({
      text: "name\tarea\nÅland\t1580\n",
      encoding: "utf-16le",
    });
    expect(decodeTableFile(hex(body)).text).toBe("name\tarea\nÅland\t1580\n");
  });

  it("keeps UTF-8 as it is, and drops its BOM", () => {
    const bytes = new TextEncoder().encode("\uFEFF名称,面积\n北京,16410\n");
    expect(decodeTableFile(bytes)).toEqual({ text: "名称,面积\n北京,16410\n", encoding: "utf-8" });
  });

  it("reads a real Windows-1252 table as downloaded (FiveThirtyEight's avengers.csv)", () => {
    const bytes = readFileSync(join(__dirname, "../../../tests/fixtures/real/avengers.csv"));
    const { text, encoding } = decodeTableFile(bytes);
    expect(encoding).toBe("windows-1252");
    expect(text).not.toContain("\uFFFD");
  });
});

describe("decodeTableFile and UTF-32", () => {
  const utf32 = (text: string, littleEndian: boolean) => {
    const view = new DataView(new ArrayBuffer((text.length + 1) * 4));
    [0xfeff, ...[...text].map((char) => char.codePointAt(0) ?? 0)].forEach((code, i) => {
      view.setUint32(i * 4, code, littleEndian);
    });
    return new Uint8Array(view.buffer);
  };
  const reasonOf = (bytes: Uint8Array) => {
    try {
      decodeTableFile(bytes);
    } catch (error) {
      return (error as { reason?: string }).reason;
    }
    return null;
  };

  it("refuses UTF-32 with a byte order mark, either order, instead of reading NULs into the headers", () => {
    expect(reasonOf(utf32("name,v\nA,1\n", true))).toBe("uploadUtf32");
    expect(reasonOf(utf32("name,v\nA,1\n", false))).toBe("uploadUtf32");
    // UTF-16's mark before a text is still UTF-16.
    expect(decodeTableFile(hex("fffe6e0061000a00")).encoding).toBe("utf-16le");
  });
});
