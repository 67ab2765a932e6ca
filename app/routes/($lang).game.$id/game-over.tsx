import { useEffect, useRef } from "react";
import { EntryImage } from "~/components/datasets/entry-image";
import { ChallengeReplyList, type ChallengeSide } from "~/components/game/challenge-replies";
import { usePalette } from "~/components/palette/use-palette";
import { Countdown as NextDailyCountdown } from "~/components/stats/countdown";
import { formatPercent } from "~/components/stats/format";
import { GuessHistogram } from "~/components/stats/guess-histogram";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/i18n/react";
import { useCurrentLocale, useLocalePath } from "~/i18n/use-locale-path";
import { useRootData } from "~/root";
import type { GameView } from "~/services/game/game-view.server";
import { shareText } from "~/services/game/share-text";
import { challengeVerdict } from "~/utils/challenge-verdict";
import { ChallengeLink } from "./challenge-link";
import { GuestNotice } from "./guest-notice";
import { OvertimeChoices } from "./overtime";
import { ShareResult } from "./share-result";
import { StartForm } from "./start-form";
import { WholeWords } from "./whole-words";

/**
 * The player's own stats of this game's kind of play (the site daily, this dataset's daily, or
 * practice), already counting this game when it counts (the loader's `playerStats`).
 */
export type EndStats = {
  kind: "daily" | "practice" | "datasetDaily";
  played: number;
  winRate: number;
  currentStreak: number;
  bestStreak: number;
  guessHistogram: Record<string, number>;
};

export type { ChallengeSide };

/** The page data the end screen reads (the loader's contract in page-data.server.ts). */
export type EndScreenData = {
  daily: { date: string; isToday: boolean; nextResetAt: string } | null;
  playerStats: EndStats | null;
  challenge: { opponent: ChallengeSide | null; url: string | null; replies: ChallengeSide[] } | null;
  practiceUrl: string;
  /** The dataset's own daily (`/game/{id}/daily`): its day number, which the share line carries. */
  datasetDailyNumber: number | null;
  /** Played in the embed: links out open a new tab, and practice is on the site. */
  embedded?: boolean;
  /** This game is a later play of a daily the player already has a result for: that result. */
  countedDaily?: { result: string; attempts: number; score: number } | null;
};

type Props = {
  game: GameView;
  datasetName: string;
  shareUrl: string;
  data: EndScreenData;
};

function PlayerStatsBlock({
  stats,
  game,
  datasetName,
  archive,
}: {
  stats: EndStats;
  game: GameView;
  datasetName: string;
  /** A past day's game (never ranked): said as such, not as "the day's first game is". */
  archive: boolean;
}) {
  const { t } = useTranslation("game");
  const locale = useCurrentLocale();
  const daily = stats.kind !== "practice";
  // A daily's figures count the day's ranked game only: a replay is not in them. Practice counts
  // practice only, never a game started from a challenge link (migration 0036).
  const counted = daily ? game.isRanked : game.challengeOf === null;
  const note = daily ? (archive ? "scopeStats.archive" : "scopeStats.notCounted") : "scopeStats.challenge";
  // Figures that do not count this game and hold no game at all say nothing: only why, not a row of zeros.
  const figures = counted || stats.played > 0;
  const items = [
    { key: "played", label: t("over.played"), value: String(stats.played) },
    { key: "winRate", label: t("over.winRate"), value: formatPercent(stats.winRate, locale) },
    ...(daily
      ? [
          { key: "current", label: t("over.currentStreak"), value: String(stats.currentStreak) },
          { key: "best", label: t("over.bestStreak"), value: String(stats.bestStreak) },
        ]
      : []),
  ];
  return (
    <section
      className="game-over__player"
      aria-labelledby="game-player-stats"
      data-testid="player-stats"
      data-kind={stats.kind}
    >
      <h3 id="game-player-stats">{t(`scopeStats.${stats.kind}`, { name: datasetName })}</h3>
      {counted ? null : (
        <p className="muted" data-testid="stats-not-counted">
          {t(note)}
        </p>
      )}
      {figures ? (
        <>
          <dl className="game-over__numbers">
            {items.map((item) => (
              <div key={item.key} data-stat={item.key}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
          <GuessHistogram
            histogram={stats.guessHistogram}
            highlight={counted && game.result === "won" ? game.attempts : null}
            labels={{
              caption: t("over.distribution"),
              bar: (bar) =>
                t("over.distributionBar", {
                  guesses: t("over.distributionGuesses", { label: bar.label, count: bar.guesses }),
                  count: bar.count,
                }),
              mine: t("over.thisGame"),
            }}
          />
        </>
      ) : null}
    </section>
  );
}

function ChallengeBlock({
  mine,
  theirs,
  ofTheDay,
}: {
  mine: ChallengeSide;
  theirs: ChallengeSide;
  /** `mine` is the player's result of the day, not this (unranked) replay: said so. */
  ofTheDay: boolean;
}) {
  const { t } = useTranslation("game");
  const side = (who: ChallengeSide, label: string) => (
    <div className="game-challenge__side">
      <h4>{label}</h4>
      {who.name ? <p className="game-challenge__name">{who.name}</p> : null}
      <p>
        {who.result === "won"
          ? t("challenge.found", { count: who.attempts })
          : t("challenge.notFound", { count: who.attempts })}
      </p>
      <p className="game-challenge__score">{t("challenge.score", { score: who.score })}</p>
    </div>
  );
  const verdict = challengeVerdict(mine, theirs);
  return (
    <section className="game-challenge" aria-labelledby="game-challenge-title">
      <h3 id="game-challenge-title">{t("challenge.title")}</h3>
      <p className="game-challenge__verdict" data-testid="challenge-verdict">
        {t(`challenge.verdict.${verdict}`)}
      </p>
      {ofTheDay ? (
        <p className="muted" data-testid="challenge-of-the-day">
          {t("challenge.comparesDay", { count: mine.attempts })}
        </p>
      ) : null}
      <div className="game-challenge__sides">
        {side(mine, ofTheDay ? t("challenge.youDay") : t("challenge.you"))}
        {side(theirs, t("challenge.them"))}
      </div>
    </section>
  );
}

/** The friends who played this game's challenge link, each with who won; until then, where they will show. */
function ChallengeReplies({ mine, replies }: { mine: ChallengeSide; replies: ChallengeSide[] }) {
  const { t } = useTranslation("game");
  return (
    <section className="game-challenge" aria-labelledby="game-replies-title" data-testid="challenge-replies">
      <h3 id="game-replies-title">{t("challenge.replies")}</h3>
      {replies.length > 0 ? (
        <ChallengeReplyList mine={mine} replies={replies} />
      ) : (
        <p className="muted">{t("challenge.repliesNone")}</p>
      )}
    </section>
  );
}

/**
 * The end screen (design §1, like the best daily games): the result, the score, the answer, then
 * the player's own stats with this game counted, sharing, and for today's daily a countdown to
 * the next one in local time.
 */
export function GameOver({ game, datasetName, shareUrl, data }: Props) {
  const { t } = useTranslation("game");
  const lp = useLocalePath();
  const root = useRootData();
  const palette = usePalette(root?.palette);
  const heading = useRef<HTMLHeadingElement>(null);
  const won = game.result === "won";
  const hard = game.hardMode;
  const counted = data.countedDaily ?? null;
  const outcome = won ? t("over.won") : game.result === "lost" ? t("over.lost") : t("over.abandoned");
  // A replay of a daily already played is not the day's result: its heading says so first.
  const title = counted ? t("over.replayTitle", { outcome }) : outcome;
  // A dataset's own daily page shows only today's game of it: its day is the page's.
  const dayOfGame =
    game.dailyDate ?? (game.isDailyChallenge && data.datasetDailyNumber ? data.daily?.date : null);
  const nextDaily =
    dayOfGame && data.daily?.isToday && data.daily.date === dayOfGame ? data.daily.nextResetAt : null;
  const stats = data.playerStats;
  const opponent = data.challenge?.opponent ?? null;
  const challengeUrl = data.challenge?.url ?? null;
  const replies = data.challenge?.replies ?? [];
  const guest = !root?.user;

  // The guess box is gone: the focus moves to the result so it is read and the keyboard continues.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) {
      heading.current?.focus();
    }
  }, []);

  return (
    <section
      className={`card game-over game-over--${game.result}`}
      aria-labelledby="game-over-title"
      data-testid="game-over"
    >
      <h2 id="game-over-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {game.answerWithheld ? (
        <OvertimeChoices game={game} />
      ) : game.timedOut ? (
        <p className="game-over__why">{t("over.timedOut")}</p>
      ) : null}
      {counted ? (
        <p className="game-over__why" data-testid="not-counted">
          {counted.result === "won"
            ? t("over.notCounted", { count: counted.attempts })
            : t("over.notCountedLost", { count: counted.attempts })}
        </p>
      ) : null}
      {/* Who won a friend's challenge comes first: it is what the player opened the link for. */}
      {opponent ? (
        <ChallengeBlock
          // A game that is not the day's result (a replay knowing the answer) meets the challenge with the day's result.
          mine={
            counted
              ? {
                  name: "",
                  result: counted.result,
                  attempts: counted.attempts,
                  score: counted.score,
                  duration: null,
                }
              : {
                  name: "",
                  result: game.result,
                  attempts: game.attempts,
                  score: game.score,
                  duration: game.duration,
                }
          }
          theirs={{ ...opponent, name: opponent.name || t("challenge.guest") }}
          ofTheDay={counted !== null}
        />
      ) : null}
      {guest && !data.embedded ? <GuestNotice when="end" /> : null}
      {game.answer ? (
        <div className="game-over__answer">
          <EntryImage url={game.answer.imageUrl} size={72} />
          <p>
            {t("over.answerWas")}{" "}
            <strong className="game-over__name">
              <WholeWords text={game.answer.name} />
            </strong>
          </p>
        </div>
      ) : null}
      <dl className="game-over__stats">
        <div>
          <dt>{counted ? t("over.replayScore") : t("over.score")}</dt>
          <dd>{game.score}</dd>
        </div>
        <div>
          <dt>{t("over.attempts")}</dt>
          <dd>{game.attempts}</dd>
        </div>
        <div>
          <dt>{t("over.duration")}</dt>
          <dd>{t("over.seconds", { count: game.duration ?? 0 })}</dd>
        </div>
        {hard ? (
          <div>
            <dt>{t("over.mode")}</dt>
            <dd>{t("over.hardMode")}</dd>
          </div>
        ) : null}
      </dl>
      {stats ? (
        <PlayerStatsBlock
          stats={stats}
          game={game}
          datasetName={datasetName}
          archive={Boolean(dayOfGame && data.daily && !data.daily.isToday && !game.isRanked)}
        />
      ) : null}
      {/* One result a day: a game that is not the day's result has nothing of the day's to share. */}
      {counted ? null : (
        <ShareResult
          text={shareText(
            {
              datasetName,
              dailyDate: game.dailyDate,
              datasetDailyNumber: game.isDailyChallenge && !game.dailyDate ? data.datasetDailyNumber : null,
              won,
              attempts: game.attempts,
              hardMode: hard,
              // Guesses after a time-out are not the game's: they are left out.
              rows: game.rows.slice(0, game.attempts),
              // A daily's link is the puzzle; another game's is the challenge to the same answer.
              url: game.isDailyChallenge ? shareUrl : (challengeUrl ?? shareUrl),
            },
            t,
            palette,
          )}
        />
      )}
      {replies.length > 0 || (challengeUrl && !counted && !data.embedded) ? (
        <ChallengeReplies
          mine={{
            name: "",
            result: game.result,
            attempts: game.attempts,
            score: game.score,
            duration: game.duration,
          }}
          replies={replies}
        />
      ) : null}
      {challengeUrl && !counted && !data.embedded ? <ChallengeLink url={challengeUrl} /> : null}
      {nextDaily ? (
        <div className="game-over__next" data-testid="next-daily">
          <p className="game-over__tomorrow">{t("over.comeBack")}</p>
          <NextDailyCountdown targetIso={nextDaily} />
        </div>
      ) : null}
      {data.embedded ? null : (
        <div className="button-row">
          {game.isDailyChallenge ? (
            <StartForm
              datasetId={game.datasetId}
              daily={null}
              label={t("over.practice")}
              action={data.practiceUrl}
            />
          ) : (
            <StartForm datasetId={game.datasetId} daily={null} label={t("over.playAgain")} />
          )}
          <Link to={lp("/game")} className="button button--ghost">
            {t("over.otherGames")}
          </Link>
          {game.isDailyChallenge ? (
            <Link
              to={lp(`/leaderboard?dataset_id=${game.datasetId}#dataset-daily`)}
              className="button button--ghost"
            >
              {t("over.dailyBoard")}
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
