import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { tableTooLarge } from "~/services/datasets/table-shape";
import { DomainError } from "~/utils/domain-error";
import { domainErrorMessage, messageLocale } from "./api-messages.server";

const request = (acceptLanguage?: string) =>
  new Request("http://x/", { headers: acceptLanguage ? { "Accept-Language": acceptLanguage } : {} });

describe("the API's language", () => {
  it.each([
    [undefined, "en-US"],
    ["zh-CN,zh;q=0.9", "zh-CN"],
    ["zh-TW", "zh-CN"],
    ["fr-FR,fr;q=0.9", "en-US"],
    ["fr, zh;q=0.3, en;q=0.2", "zh-CN"],
    ["zh;q=0, en", "en-US"],
  ])("Accept-Language %s → %s", (header, locale) => {
    expect(messageLocale(request(header))).toBe(locale);
  });
});

describe("every key a schema gives zod is worded in both languages", () => {
  const sources = readdirSync("app/schemas")
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => readFileSync(`app/schemas/${file}`, "utf8"))
    .join("\n");
  const keys = [...new Set([...sources.matchAll(/"(errors\.[A-Za-z0-9_.]+)"/g)].map((match) => match[1]))];

  it.each(keys)("%s", (key) => {
    for (const locale of ["en-US", "zh-CN"] as const) {
      const error = new DomainError("INVALID", "x", { fields: { some_field: [key] } });
      const message = domainErrorMessage(error, locale);
      expect(message, `${locale}: ${message}`).not.toContain("errors.");
      expect(message).toContain("some_field");
    }
  });
});

describe("a table past the cell cap", () => {
  it("is told the cap in the client's language", () => {
    const error = tableTooLarge("cells");
    expect(domainErrorMessage(error, "en-US")).toContain("400000");
    expect(domainErrorMessage(error, "zh-CN")).toContain("400000");
    expect(domainErrorMessage(error, "zh-CN")).toContain("单元格");
  });
});
