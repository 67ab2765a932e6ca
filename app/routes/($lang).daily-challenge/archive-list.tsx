import { Pager } from "~/components/datasets/pager";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useLocalePath } from "~/i18n/use-locale-path";
import type { DailyArchiveDay, DailyPlayed } from "~/services/game/daily-view.server";

type Props = {
  /** One page of past days, newest first. */
  archive: DailyArchiveDay[];
  page: number;
  pages: number;
};

/**
 * Every past day since the launch, a page at a time (design §4: replayable, unranked), each with its
 * dataset and how this player did.
 */
export function ArchiveList({ archive, page, pages }: Props) {
  const { t } = useTranslation("daily");
  const lp = useLocalePath();
  const playedText = (played: DailyPlayed) =>
    played.result === "playing"
      ? t("archivePlaying")
      : played.result === "won"
        ? t("archiveWon", { count: played.attempts })
        : t("archiveLost", { count: played.attempts });
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
              <span className="archive-list__mine" data-testid="archive-result">
                {day.played ? playedText(day.played) : t("archiveNotPlayed")}
              </span>
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
      <Pager page={page} totalPages={pages} hash="#daily-archive" />
    </section>
  );
}
