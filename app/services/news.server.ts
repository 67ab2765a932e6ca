import { desc } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import type { Database } from "~db/index";
import { news } from "~db/schema";

export type NewsItem = { id: number; slug: string; title: string; body: string; publishedAt: string };

export async function listNews({ db }: { db: Database }, locale: Locale, limit = 20): Promise<NewsItem[]> {
  const rows = await db.select().from(news).orderBy(desc(news.publishedAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title[locale] ?? row.title["zh-CN"] ?? "",
    body: row.body[locale] ?? row.body["zh-CN"] ?? "",
    publishedAt: row.publishedAt.toISOString(),
  }));
}
