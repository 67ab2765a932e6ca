import { redirect } from "@remix-run/cloudflare";
import type { z } from "zod";
import {
  DEFAULT_GAME_TIME_LIMIT,
  gameFormSchemaFor,
  type giveUpFormSchema,
  type guessFormSchema,
  NO_TIME_LIMIT,
  type startFormSchema,
} from "~/schemas/game";
import { giveUpOnPage, guessOnPage } from "~/services/game/page-play.server";
import { startGame } from "~/services/game/start-game.server";
import { DomainError } from "~/utils/domain-error";
import { embedGuestForStart, isEmbedPath } from "~/web/embed.server";
import { recordCredentials, requestPlayer, viewerId } from "~/web/game-request.server";
import { type ActionInput, pageAction } from "~/web/page.server";
import { pageIdParam } from "~/web/page-id.server";
import { requestInfo } from "~/web/request-info.server";
import type { GuessViewData } from "./action-data";
import { searchWithoutGiveUp } from "./give-up";
import { pageMode } from "./page-data.server";

export type { GameActionData } from "./action-data";

type Input = ActionInput<ReturnType<typeof gameFormSchemaFor>>;

/** Back to the page (303): the loader shows the game as it now stands, with no give-up question open. */
const back = (url: URL, search = url.search, headers?: HeadersInit) =>
  redirect(url.pathname + searchWithoutGiveUp(search), { status: 303, headers });

/** What every form names: the page's dataset and mode, and the record its hidden fields carry. */
function target(input: Input, recordId: number | undefined, sessionId: string | undefined) {
  const { deps, context, request, url, params } = input;
  const credentials = recordCredentials(context, request, sessionId, viewerId(input.viewer));
  const datasetId = pageIdParam(params.id);
  return { target: { datasetId, recordId, dailyDate: pageMode(url, deps.now()) }, credentials };
}

async function start(input: Input, value: z.output<typeof startFormSchema>) {
  const { request, url, deps, params } = input;
  if (value.datasetId !== pageIdParam(params.id)) {
    throw new DomainError("INVALID", "Start a game of this page's dataset", {
      fields: { datasetId: ["errors.otherDataset"] },
    }).because("otherDataset");
  }
  if (isEmbedPath(url.pathname)) {
    // The embed plays as its own guest, carried by its URL: no cookie, which a frame may not keep.
    const embed = await embedGuestForStart(deps, url);
    await startGame(deps, embed.player, value, requestInfo(request));
    return back(url, embed.search);
  }
  const { player, setCookie } = await requestPlayer(viewerId(input.viewer), request, { create: true });
  const record = await startGame(deps, player, startValue(value), requestInfo(request));
  const headers = setCookie ? { "Set-Cookie": setCookie } : undefined;
  // The page of the game just started: a ranked daily's own page; a challenge link's game its link's
  // page (an unranked replay of a daily must not hide behind the day's result); a daily keeps its
  // ?daily=; a practice game has none.
  if (record.isRanked && record.datasetDailyDate && !record.dailyDate) {
    return redirect(`${url.pathname.replace(/\/(daily\/?)?$/, "")}/daily`, { status: 303, headers });
  }
  if (record.challengeOf && !record.isRanked && value.challenge) {
    return back(url, `?challenge=${encodeURIComponent(value.challenge)}`, headers);
  }
  const search = record.dailyDate ? `?daily=${record.dailyDate}` : "";
  return back(url, search, headers);
}

/**
 * The page's start form: practice is untimed unless the player ticks "Timed (5 min)"; a
 * daily and a challenge never are. The API keeps spec §7's default (300 s) for a client that sends
 * no limit.
 */
function startValue(value: z.output<typeof startFormSchema>): z.output<typeof startFormSchema> {
  const timed = value.timed && !value.isDailyChallenge && !value.challenge;
  return { ...value, gameTimeLimit: timed ? DEFAULT_GAME_TIME_LIMIT : NO_TIME_LIMIT };
}

async function guess(input: Input, value: z.output<typeof guessFormSchema>) {
  const { deps, url, locale } = input;
  const { target: game, credentials } = target(input, value.recordId, value.sessionId);
  const outcome = await guessOnPage(
    deps,
    { ...game, text: value.guess, entryId: value.entryId, locale, view: value.reply === "view" },
    credentials,
  );
  // A scripted guess that left the game playing gets the new view, and no reload follows
  // (shouldRevalidate); anything else goes back to the page as it now stands.
  return outcome.view ? ({ guessView: outcome.view } satisfies GuessViewData) : back(url);
}

async function giveUp(input: Input, value: z.output<typeof giveUpFormSchema>) {
  const { target: game, credentials } = target(input, value.recordId, value.sessionId);
  await giveUpOnPage(input.deps, game, credentials, input.locale);
  return back(input.url);
}

/**
 * The page's forms (they work without JavaScript): start, guess, give up, parsed with the same
 * schemas as the API (`startFormSchema` is the API's start payload plus `intent`). Refusals come
 * back as form errors (`errors.<reason>`) through `pageAction`.
 */
export const gameAction = pageAction(
  ({ params }) => gameFormSchemaFor(pageIdParam(params.id)),
  async (input) => {
    const { value } = input;
    if (value.intent === "start") return start(input, value);
    if (value.intent === "giveup") return giveUp(input, value);
    return guess(input, value);
  },
  // Only the typed guess shows its own error; a bad hidden field (record, session, dataset, mode) is the form's.
  { fallbackKey: "errors.generic", shownFields: ["guess"] },
);
