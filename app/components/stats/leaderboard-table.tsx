import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale } from "~/i18n/use-locale-path";
import type { Leaderboard, LeaderboardEntry } from "~/services/game/leaderboard-types.server";
import "./stats.css";
import { formatDuration, formatNumber } from "./format";
import { LocalTime } from "./local-time";
import { PlayerName } from "./player-name";

function Row({ entry, isMe }: { entry: LeaderboardEntry; isMe: boolean }) {
  const { t } = useTranslation("leaderboard");
  const locale = useCurrentLocale();
  return (
    <tr className={isMe ? "board__me" : undefined} aria-current={isMe ? "true" : undefined}>
      <td className="board__rank">{entry.rank}</td>
      <th scope="row">
        <PlayerName name={entry.username} />
        {isMe ? <span className="badge board__you">{t("board.you")}</span> : null}
      </th>
      {/* data-label: a narrow board (large text on a phone) writes each value under its player, named. */}
      <td className="board__num" data-label={t("board.valueLabel", { label: t("board.score") })}>
        {formatNumber(entry.score, locale)}
      </td>
      <td className="board__num" data-label={t("board.valueLabel", { label: t("board.time") })}>
        {formatDuration(entry.timeSpent)}
      </td>
      <td data-label={t("board.valueLabel", { label: t("board.completed") })}>
        <LocalTime iso={entry.completedAt} />
      </td>
    </tr>
  );
}

/**
 * A board's top rows with the viewer's own row highlighted; when the viewer is below the shown
 * rows, their row follows after a gap.
 */
export function LeaderboardTable({
  board,
  title,
  signedIn,
}: {
  board: Leaderboard;
  title: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation("leaderboard");
  const captionId = useId();
  const meId = board.me?.userId;
  const meShown = board.entries.some((entry) => entry.userId === meId);
  if (board.entries.length === 0) return <p className="empty">{t("board.empty")}</p>;
  return (
    <>
      <div className="table-wrap board-wrap">
        <table className="board" aria-describedby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {t("board.caption", { title, count: board.entries.length, total: board.total })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("board.rank")}</th>
              <th scope="col">{t("board.player")}</th>
              <th scope="col">{t("board.score")}</th>
              <th scope="col">{t("board.time")}</th>
              <th scope="col">{t("board.completed")}</th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry) => (
              <Row key={entry.userId} entry={entry} isMe={entry.userId === meId} />
            ))}
          </tbody>
          {board.me && !meShown ? (
            <tbody className="board__own">
              <tr>
                <th scope="rowgroup" colSpan={5} className="board__gap">
                  {t("board.yourRow")}
                </th>
              </tr>
              <Row entry={board.me} isMe />
            </tbody>
          ) : null}
        </table>
      </div>
      <p className="muted board__note">
        {board.me
          ? t("board.yourRank", { rank: board.me.rank, total: board.total })
          : signedIn
            ? t("board.notRanked")
            : t("board.signIn")}
        {board.generatedAt ? (
          <>
            {" · "}
            {t("board.updated")} <LocalTime iso={board.generatedAt} />
          </>
        ) : null}
      </p>
    </>
  );
}
