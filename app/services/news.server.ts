import { desc, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/localized";
import type { AppDeps } from "~/services/deps.server";
import { news } from "~db/schema";
import { readThrough } from "./cache.server";
import { prepared } from "./db/prepared.server";

export type NewsItem = { id: number; slug: string; title: string; body: string; publishedAt: string };

// Read on every /news render (and the home's cache misses): built once per database.
const newestFirst = prepared((db) =>
  db.select().from(news).orderBy(desc(news.publishedAt)).limit(sql.placeholder("limit")).prepare(),
);

export async function listNews({ db }: Pick<AppDeps, "db">, locale: Locale, limit = 20): Promise<NewsItem[]> {
  const rows = await newestFirst(db).all({ limit });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: localized(row.title, locale),
    body: localized(row.body, locale),
    publishedAt: row.publishedAt.toISOString(),
  }));
}

/**
 * The home page's latest items through the public-read cache: every home view asked D1 for them,
 * and news changes only by migration or seed, so a list up to the cache's 10 minutes old is fine.
 * The /news page itself reads D1.
 */
export function latestNews(deps: Pick<AppDeps, "db" | "kv" | "waitUntil">, locale: Locale, limit: number) {
  return readThrough(deps, `news:${locale}:${limit}`, () => listNews(deps, locale, limit));
}
