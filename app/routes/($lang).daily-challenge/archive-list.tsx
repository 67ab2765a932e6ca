import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { DailyArchiveDay } from "~/services/game/daily-view.server";

export function ArchiveList({ archive }: { archive: DailyArchiveDay[] }) {
  const { t } = useTranslation("daily");
  const lp = useLocalePath();
  return (
    <section className="section" aria-labelledby="daily-archive">
      <h2 id="daily-archive">{t("archiveTitle")}</h2>
      <p className="muted">{t("archiveIntro")}</p>
      {archive.length === 0 ? (
        <p className="empty">{t("archiveEmpty")}</p>
      ) : (
        <ul className="archive-list">
          {archive.map((day) => (
            <li key={day.date}>
              <time dateTime={day.date}>{day.date}</time>
              <span>{day.datasetName}</span>
              <span className="badge">{t("unranked")}</span>
              <Link
                to={lp(`/game/${day.datasetId}?daily=${day.date}`)}
                className="button button--ghost button--sm"
              >
                {t("archivePlay", { date: day.date })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
