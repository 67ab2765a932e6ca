import { desc, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { localized } from "~/utils/localized";
import type { Database } from "~db/index";
import { news } from "~db/schema";
import { prepared } from "./db/prepared.server";

export type NewsItem = { id: number; slug: string; title: string; body: string; publishedAt: string };

// Read on every home and /news render: built once per database.
const latestNews = prepared((db) =>
  db.select().from(news).orderBy(desc(news.publishedAt)).limit(sql.placeholder("limit")).prepare(),
);

export async function listNews({ db }: { db: Database }, locale: Locale, limit = 20): Promise<NewsItem[]> {
  const rows = await latestNews(db).all({ limit });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: localized(row.title, locale),
    body: localized(row.body, locale),
    publishedAt: row.publishedAt.toISOString(),
  }));
}
