import { redirect } from "@remix-run/cloudflare";
import type { z } from "zod";
import {
  gameFormSchemaFor,
  type giveUpFormSchema,
  type guessFormSchema,
  type startFormSchema,
} from "~/schemas/game";
import { endGame } from "~/services/game/end-game.server";
import { findLatestGame, gameViewOf } from "~/services/game/game-view.server";
import { submitGuess, submitGuessAndRead } from "~/services/game/guess.server";
import { readRecord } from "~/services/game/record-access.server";
import { authorizedRecordMeta } from "~/services/game/record-meta.server";
import { resolveGuessText } from "~/services/game/resolve-guess";
import { startGame } from "~/services/game/start-game.server";
import { loadGameVersion } from "~/services/game/version-cache.server";
import { DomainError, isDomainError } from "~/utils/domain-error";
import { recordCredentials, requestPlayer, viewerId } from "~/web/game-request.server";
import { type ActionInput, type PageInput, pageAction } from "~/web/page.server";
import { pageIdParam } from "~/web/page-id.server";
import { requestInfo } from "~/web/request-info.server";
import type { GuessViewData } from "./action-data";
import { dailyOfPage } from "./page-data.server";

export type { GameActionData } from "./action-data";

type Input = ActionInput<ReturnType<typeof gameFormSchemaFor>>;

/** Back to the page (303): the loader shows the game as it now stands. */
const back = (url: URL, search = url.search, headers?: HeadersInit) =>
  redirect(url.pathname + search, { status: 303, headers });

const noGame = () => new DomainError("INVALID", "This page has no game to act on").because("noGame");

/**
 * The record a form acts on: the one its hidden fields name (record id + session id, proved by
 * the session id, the guest cookie or the signed-in owner), else (an old page without them) this
 * player's latest game of the page's dataset and mode. Never another dataset's game. Its fixed
 * fields come from this isolate's memory when the session id proves it (record-meta), so a guess
 * costs D1 only its write.
 */
async function pageRecord(input: PageInput, recordId: number | undefined, sessionId: string | undefined) {
  const { deps, context, request, url, params } = input;
  const userId = viewerId(input.viewer);
  const credentials = recordCredentials(context, request, sessionId, userId);
  const datasetId = pageIdParam(params.id);
  let id = recordId;
  if (id === undefined) {
    const { player } = await requestPlayer(userId, request);
    const latest = await findLatestGame(deps, player, datasetId, dailyOfPage(url, deps.now()));
    id = latest?.id;
  }
  const meta =
    id === undefined ? null : await authorizedRecordMeta(deps.db, id, credentials).catch(() => null);
  if (!meta || meta.datasetId !== datasetId) throw noGame();
  // Proved once: the guess or give-up below takes the record's own session id as its proof.
  return { meta, credentials: { ...credentials, sessionId: meta.sessionId } };
}

/** A form acting on a game that has ended meanwhile (another tab, the time limit): show it. */
const isGameEnded = (error: unknown) => isDomainError(error) && error.reason === "gameEnded";

async function start(input: Input, value: z.output<typeof startFormSchema>) {
  const { request, url, deps, params } = input;
  if (value.datasetId !== pageIdParam(params.id)) {
    throw new DomainError("INVALID", "Start a game of this page's dataset", {
      fields: { datasetId: ["errors.otherDataset"] },
    }).because("otherDataset");
  }
  const { player, setCookie } = await requestPlayer(viewerId(input.viewer), request, { create: true });
  const record = await startGame(deps, player, value, requestInfo(request));
  // The page of the game just started: a daily keeps its ?daily=, a practice game has none.
  const search = record.dailyDate ? `?daily=${record.dailyDate}` : "";
  return back(url, search, setCookie ? { "Set-Cookie": setCookie } : undefined);
}

async function guess(input: Input, value: z.output<typeof guessFormSchema>) {
  const { deps, url, locale } = input;
  const { meta, credentials } = await pageRecord(input, value.recordId, value.sessionId);
  if (meta.result !== undefined && meta.result !== "playing") return back(url);
  const version = await loadGameVersion(deps, meta.versionId);
  const picked = value.entryId ? version.byId.get(value.entryId) : undefined;
  const resolution = picked
    ? { kind: "found" as const, entry: picked }
    : resolveGuessText(version.entries, value.guess);
  // A name to refuse, on a game that may have ended meanwhile (memory does not know its result):
  // the page of the ended game says more than the refusal. Only a refused guess pays this read.
  if (resolution.kind !== "found" && meta.result === undefined) {
    const record = await readRecord(deps.db, meta.id);
    if (record.result !== "playing") return back(url);
  }
  if (resolution.kind === "unknown") {
    throw new DomainError("INVALID", "No entry has that name").because("unknownEntry");
  }
  if (resolution.kind === "ambiguous") {
    throw new DomainError("INVALID", "Several entries have that name").because("ambiguousEntry");
  }
  const command = { recordId: meta.id, entryId: resolution.entry.id, locale };
  try {
    if (value.reply !== "view") {
      await submitGuess(deps, command, credentials);
      return back(url);
    }
    const { result, read } = await submitGuessAndRead(deps, command, credentials);
    // Still playing: the script's post gets the new view, and no reload follows (shouldRevalidate).
    // An ended game goes back to the page, whose loader brings the end screen and the stats.
    if (!read || result.result !== "playing") return back(url);
    return { guessView: await gameViewOf(deps, read, locale) } satisfies GuessViewData;
  } catch (error) {
    if (isGameEnded(error)) return back(url);
    throw error;
  }
}

async function giveUp(input: Input, value: z.output<typeof giveUpFormSchema>) {
  const { meta, credentials } = await pageRecord(input, value.recordId, value.sessionId);
  await endGame(input.deps, meta.id, { result: "lost" }, credentials, input.locale);
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
