import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { localeFromPath } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import { listNews } from "~/services/news.server";
import { dateTimeFormat } from "~/utils/intl-formats";

const NEWS_PAGE_SIZE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = getT(locale);
  const news = await listNews(context.deps, locale, NEWS_PAGE_SIZE);
  return { title: t("pageTitle", { page: t("news.title") }), news };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Datadle" }];

export default function NewsPage() {
  const { news } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useCurrentLocale();
  // UTC so the server and the browser print the same day.
  const dateFormat = dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <section aria-labelledby="news-title" className="prose">
      <h1 id="news-title">{t("news.title")}</h1>
      <p className="muted">{t("news.intro")}</p>
      {news.length === 0 ? (
        <p className="empty">{t("news.empty")}</p>
      ) : (
        <ul className="news-list">
          {news.map((item) => (
            <li key={item.id} id={`news-${item.slug}`} className="card news-item">
              <h2 className="card__title">{item.title}</h2>
              <p className="card__meta">
                <time dateTime={item.publishedAt}>
                  {t("news.published", { date: dateFormat.format(new Date(item.publishedAt)) })}
                </time>
              </p>
              {item.body
                .split(/\n{2,}/)
                .filter(Boolean)
                .map((paragraph) => (
                  <p key={paragraph} className="news-item__body">
                    {paragraph}
                  </p>
                ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
