import { data, redirect } from "@remix-run/cloudflare";
import { type Locale, localizePath, stripLocale } from "~/i18n/config";
import { getT } from "~/i18n/i18n.server";
import { localized } from "~/i18n/localized";
import { getDataset } from "~/services/datasets/datasets.server";
import {
  type ChallengerResult,
  challengeReplies,
  challengerResult,
  readChallenge,
  shareChallengeToken,
} from "~/services/game/challenge.server";
import { findDailyPlay, getDailyChallenge } from "~/services/game/daily.server";
import { dailyDateOf, isDailyDate, nextResetAt } from "~/services/game/daily-date.server";
import type { DailyPlayed } from "~/services/game/daily-view.server";
import { type DailyDataset, getDatasetDaily } from "~/services/game/dataset-daily.server";
import { findDatasetDailyPlay } from "~/services/game/dataset-daily-view.server";
import type { GameDeps } from "~/services/game/game-deps";
import { datasetDailyMode, type GameView } from "~/services/game/game-view.server";
import type { Player } from "~/services/game/guest-player";
import { readPlayerGame } from "~/services/game/player-game.server";
import type { ScopeStats } from "~/services/game/player-scope-stats.server";
import { getDatasetStats } from "~/services/game/stats.server";
import { type GameVersion, loadGameVersion } from "~/services/game/version-cache.server";
import { dailyNumber } from "~/utils/daily-number";
import { nameInLanguage } from "~/utils/name-language";
import { embedPlayer, isEmbedPath } from "~/web/embed.server";
import { requestPlayer, viewerId } from "~/web/game-request.server";
import { pageLoader } from "~/web/page.server";
import { pageIdParam } from "~/web/page-id.server";
import { siteOrigin } from "~/web/site-origin.server";
import { socialCard } from "~/web/social-card.server";
import type { AttributeType } from "~db/schema";

/**
 * The contract with the game UI (route.tsx and its parts): the loader's data. Fields are only
 * ever added; a rename is announced in the commit message. Forms post back `game.recordId` and `game.sessionId` as hidden
 * fields `recordId`/`sessionId` (guess, give up); the start form posts the API's start payload
 * (`datasetId`, `isDailyChallenge`, `dailyDate`, `hardMode`, `challenge`) with `intent=start`.
 */
export type ColumnView = {
  key: string;
  label: string;
  /** The author's short label in the page's language (the phone's header), else null: one is proposed. */
  shortLabel?: string | null;
  type: AttributeType;
  unit: string | null;
  valueLabels: Record<string, string>;
  /** false: compared, but not a column of the feedback table (design §2). */
  showInTable: boolean;
};

export type DailyView = {
  date: string;
  isToday: boolean;
  missing: boolean;
  /** How this player played this day's daily (null: not yet). Offer practice explicitly after it. */
  played: DailyPlayed | null;
  /** ISO time of the next daily (00:00 UTC after `date`): the end screen's countdown. */
  nextResetAt: string;
};

/** A challenge link's two sides: the challenger's finished game, and the link to challenge a friend. */
export type ChallengeView = {
  /** The page was opened with the player's own link: it shows their game, to share, never a challenge. */
  ownLink: boolean;
  /** The challenger's result (this game came from a link, or the page was opened with one). */
  opponent: ChallengerResult | null;
  /** The link that challenges a friend to this (ended) game; null while it is playing. */
  url: string | null;
  /**
   * The page was opened with a `?challenge=` link that names no finished game of this dataset (cut
   * off when copied, a bad signature, another dataset's): said before Start, which then plays practice.
   */
  badLink: boolean;
  /** The page was opened with a link whose game is not started yet: the start form posts it as `challenge`. */
  pendingToken: string | null;
  /** The friends who played this (ended) game's link, with their results, latest first. */
  replies: ChallengerResult[];
  /**
   * What starting the pending link plays (said before Start): today's daily, ranked, when the link
   * is today's and the player has not played it ("replay" when they have: their result stands);
   * otherwise an unranked challenge game. Null without a pending link.
   */
  pendingMode: "daily" | "replay" | "challenge" | null;
  /** When Start plays today's daily ("daily"): that daily's number, for the badge (the site's or the dataset's). */
  pendingDailyNumber: number | null;
};

function columnViews(version: GameVersion, locale: Locale): ColumnView[] {
  return version.columns.map((column) => ({
    key: column.key,
    label: localized(column.label, locale, column.key),
    // The other language's short label would not fit this one's page: only this language's.
    shortLabel: column.shortLabel?.[locale]?.trim() || null,
    type: column.type,
    unit: column.unit ?? null,
    showInTable: column.showInTable !== false,
    valueLabels: Object.fromEntries(
      Object.entries(column.valueLabels ?? {}).flatMap(([value, labels]) => {
        const label = nameInLanguage(labels, locale, value);
        return label && label !== value ? [[value, label]] : [];
      }),
    ),
  }));
}

/** The daily a page URL plays: `?daily=1` is today, `?daily=YYYY-MM-DD` that day, else none. */
export function dailyOfPage(url: URL, now: Date): string | null {
  const raw = url.searchParams.get("daily");
  if (!raw) return null;
  return raw === "1" ? dailyDateOf(now) : raw;
}

/** `/game/{id}/daily` (either locale) plays the dataset's own daily of today. */
export const isDatasetDailyPage = (url: URL) => /\/game\/\d+\/daily\/?$/.test(url.pathname);

/** The mode a page's forms act in: the dataset's own daily of today, a site daily, or practice (null). */
export function pageMode(url: URL, now: Date): string | null {
  return isDatasetDailyPage(url) ? datasetDailyMode(dailyDateOf(now)) : dailyOfPage(url, now);
}

/** The game page: its dataset, columns, the daily it plays (if any) and this player's game of it. */
export const loadGamePage = pageLoader(async (input) => {
  const { deps, url, locale, request, params } = input;
  const userId = viewerId(input.viewer);
  const datasetId = pageIdParam(params.id);
  const embedded = isEmbedPath(url.pathname);
  const { player } = embedded
    ? { player: await embedPlayer(deps, url) }
    : await requestPlayer(userId, request);
  const dataset = await getDataset(deps, datasetId, player.userId);
  const today = dailyDateOf(deps.now());
  const own = isDatasetDailyPage(url) ? await ownDaily(deps, dataset, player, today, locale, embedded) : null;
  const dailyDate = own ? today : dailyOfPage(url, deps.now());
  if (dailyDate && isDailyDate(dailyDate) && dailyDate > today) {
    // A day not yet opened: a 404 that says when it opens (00:00 UTC of that day).
    throw data({ opensAt: `${dailyDate}T00:00:00.000Z` }, { status: 404 });
  }
  const dailyOfDate =
    !own && dailyDate && isDailyDate(dailyDate) && dailyDate <= today
      ? await getDailyChallenge(deps, dailyDate)
      : null;
  if (dailyOfDate && dailyOfDate.datasetId !== datasetId) {
    throw redirect(localizePath(`/game/${dailyOfDate.datasetId}`, locale) + url.search);
  }
  const linkToken = url.searchParams.get("challenge");
  const link = linkToken ? await readChallenge(deps, { token: linkToken, datasetId, player }) : null;
  // One's own link is never a challenge to oneself: its page shows the sender's game, to share.
  const ownLink = link?.own ? link.challenger : null;
  const linked = link && !link.own ? link.challenger : null;
  // A challenge link's page shows the player's game from that link (a daily's challenge plays that
  // daily: start-game), never their earlier game of the same daily, whose result stands apart.
  const fromLink = linked && !dailyDate && !own ? linked : null;
  const ownGame = ownLink && !dailyDate && !own ? ownLink : null;
  const linkedMode = fromLink ? challengeModeOf(fromLink, today) : ownGame ? modeOfGame(ownGame) : null;
  const mine = await readPlayerGame(deps, {
    player,
    datasetId,
    mode: own ? datasetDailyMode(today) : (dailyDate ?? linkedMode),
    dailyOf: dailyOfDate ? dailyDate : null,
    locale,
    challengeOf: fromLink?.recordId ?? null,
    recordId: ownGame?.recordId ?? null,
  });
  // A friend's link that the player started as their day's ranked daily (start-game) is that daily:
  // reopening the link after the end shows it as the daily it was, not as practice.
  const linkGame = (fromLink || ownGame) && mine.game?.isRanked && mine.game.dailyDate ? mine.game : null;
  const linkDaily = linkGame?.dailyDate ?? null;
  const daily: DailyView | null = dailyDate
    ? {
        date: dailyDate,
        isToday: dailyDate === today,
        missing: own ? own.featured : !dailyOfDate,
        played: own ? own.played : mine.dailyPlayed,
        nextResetAt: nextResetAt(isDailyDate(dailyDate) ? dailyDate : today).toISOString(),
      }
    : linkDaily
      ? {
          date: linkDaily,
          isToday: linkDaily === today,
          missing: false,
          played: linkGame && {
            recordId: linkGame.recordId,
            result: linkGame.result,
            attempts: linkGame.attempts,
            score: linkGame.score,
            isRanked: linkGame.isRanked,
            hardMode: linkGame.hardMode,
          },
          nextResetAt: nextResetAt(linkDaily).toISOString(),
        }
      : null;
  const versionId = own
    ? own.versionId
    : dailyDate
      ? (dailyOfDate?.versionId ?? null)
      : dataset.latestVersionId;
  const game: GameView | null = mine.game;

  const version = game
    ? await loadGameVersion(deps, game.versionId)
    : versionId
      ? await loadGameVersion(deps, versionId)
      : null;
  const ended = game !== null && game.result !== "playing";
  const from = game?.challengeOf ? await challengerResult(deps, game.challengeOf) : linked;
  // A game that is not the day's result (a replay) gives out no challenge: it was played knowing the answer.
  const shareToken =
    game && ended && !mine.countedDaily ? await shareChallengeToken(deps, game.recordId) : null;
  const pendingMode = linked && !game ? await pendingModeOf(deps, player, linked, today) : null;
  const challenge: ChallengeView = {
    ownLink: ownLink !== null,
    badLink: linkToken !== null && link === null,
    opponent: from,
    url: shareToken ? `${siteOrigin(deps.env, url)}${url.pathname}?challenge=${shareToken}` : null,
    pendingToken: linked && !game ? linkToken : null,
    pendingMode,
    pendingDailyNumber:
      pendingMode === "daily" && linked
        ? linked.dailyDate
          ? dailyNumber(linked.dailyDate)
          : (await getDatasetDaily(deps, dataset, today)).number
        : null,
    // Only a game that gave out a link has replies. The read comes once the game has ended, so the
    // daily rush's playing page stays one D1 round trip; its end screen costs one more.
    replies: shareToken && game ? await challengeReplies(deps, game.recordId) : [],
  };
  const name = localized(dataset.nameI18n, locale, dataset.name);
  const t = getT(locale, "game");
  const playerStats: ScopeStats | null = game ? mine.stats : null;
  const title = own
    ? t("meta.datasetDailyTitle", { name, number: own.number })
    : daily
      ? t("page.dailyTitle", { date: daily.date, name })
      : t("page.title", { name });
  // The page's own link (a dataset daily's page, also for its embed), what a chat's card opens.
  const path = own
    ? `/game/${dataset.id}/daily`
    : `${stripLocale(url.pathname)}${daily ? `?daily=${daily.date}` : ""}`;
  return {
    title,
    social: socialCard(siteOrigin(deps.env, url), locale, {
      title,
      description: own ? t("meta.datasetDailyDescription", { name }) : t("meta.gameDescription", { name }),
      path,
    }),
    dataset: {
      id: dataset.id,
      name,
      description: localized(dataset.descriptionI18n, locale, dataset.description),
      entriesCount: version?.entries.length ?? 0,
    },
    versionId: version?.id ?? null,
    // Only a started game shows them (feedback table, hints): the start screen, every first visit,
    // neither computes nor sends them; starting reloads this data with the game.
    columns: game && version ? columnViews(version, locale) : [],
    daily,
    game,
    // A dataset daily's link is its page, also when played in the embed (whose URL carries its guest).
    shareUrl: `${siteOrigin(deps.env, url)}${localizePath(path, locale)}`,
    /** The embeddable daily (`/embed/game/{id}/daily`): no site chrome, links out open a new tab. */
    embedded,
    /** The dataset's own daily (`/game/{id}/daily`): its day number; null on other pages. */
    datasetDailyNumber: own && !own.featured ? own.number : null,
    /** The embed of today's featured dataset: its daily is the site daily, played on the site. */
    featuredToday: own?.featured ?? false,
    /** Practice on this dataset, offered explicitly after a daily (never started silently). */
    practiceUrl: localizePath(`/game/${dataset.id}`, locale),
    challenge,
    challengeUrl: challenge.url,
    /**
     * The player's own stats of this page's kind of play (site daily, this dataset's daily, or
     * practice) including this game (end screen); null before the game ends.
     */
    playerStats,
    /**
     * This game is a later play of a daily the player already has a result for (one
     * result a day): that result. The end screen says the game is not counted, and shares nothing.
     */
    countedDaily: mine.countedDaily,
    stats: await getDatasetStats(deps, datasetId),
  };
});

/** The page mode a challenge link's game plays in: its daily's day when it is a daily's, else practice. */
function challengeModeOf(linked: ChallengerResult, today: string): string | null {
  if (linked.dailyDate) return linked.dailyDate;
  return linked.datasetDailyDate === today ? datasetDailyMode(today) : null;
}

/** The page mode of a game (its stats' kind of play): its daily's day, its dataset daily's, else practice. */
function modeOfGame(game: ChallengerResult): string | null {
  if (game.dailyDate) return game.dailyDate;
  return game.datasetDailyDate ? datasetDailyMode(game.datasetDailyDate) : null;
}

/** Starting a link plays today's daily (ranked) when it is today's and the player has not played it. */
async function pendingModeOf(
  deps: GameDeps,
  player: Player,
  linked: ChallengerResult,
  today: string,
): Promise<"daily" | "replay" | "challenge"> {
  const known = player.userId !== null || player.guestId !== null;
  if (linked.dailyDate === today) {
    return known && (await findDailyPlay(deps, player, today)) ? "replay" : "daily";
  }
  if (!linked.dailyDate && linked.datasetDailyDate === today) {
    const play = known ? await findDatasetDailyPlay(deps, player, linked.datasetId, today) : null;
    return play ? "replay" : "daily";
  }
  return "challenge";
}

/**
 * The dataset's own daily of today for its page. The featured dataset's daily is the site daily:
 * its page is the site daily's.
 */
async function ownDaily(
  deps: GameDeps,
  dataset: DailyDataset,
  player: Player,
  today: string,
  locale: Locale,
  embedded: boolean,
): Promise<{ number: number; versionId: number; played: DailyPlayed | null; featured: boolean }> {
  const site = await getDailyChallenge(deps, today);
  if (site?.datasetId === dataset.id) {
    // The site daily's page refuses frames: the embed says where today's game is instead.
    if (embedded) return { number: 0, versionId: site.versionId, played: null, featured: true };
    throw redirect(localizePath(`/game/${dataset.id}?daily=${today}`, locale));
  }
  const daily = await getDatasetDaily(deps, dataset, today);
  const play = await findDatasetDailyPlay(deps, player, dataset.id, today);
  return {
    featured: false,
    number: daily.number,
    versionId: daily.versionId,
    played: play
      ? {
          recordId: play.id,
          result: play.result,
          attempts: play.attempts,
          score: play.score,
          isRanked: play.isRanked,
          hardMode: play.hardMode,
        }
      : null,
  };
}

export type GamePageData = Awaited<ReturnType<typeof loadGamePage>>;
