import type { AttributeColumn, CellValue } from "../schema";

/** Both locales are required in seed data (the schema type allows either to be missing). */
export type Bilingual = { "zh-CN": string; "en-US": string };

export type SeedEntry = {
  /** The Chinese name (the datasets' language is zh-CN). */
  name: string;
  labels: Bilingual;
  /** English name, toneless pinyin without spaces, symbols and other spellings. */
  aliases: string[];
  attributes: Record<string, CellValue>;
};

export type SeedDataset = {
  slug: string;
  name: string;
  nameI18n: Bilingual;
  description: string;
  descriptionI18n: Bilingual;
  type: "science" | "geography" | "astronomy" | "people";
  tags: string[];
  changelog: string;
  attributeTypes: AttributeColumn[];
  entries: SeedEntry[];
};

export type SeedNews = {
  slug: string;
  title: Bilingual;
  body: Bilingual;
  /** Milliseconds since the epoch. */
  publishedAt: number;
};
